import { PUBLIC_ROUTES } from '../paths';
import { QUIZ_RESULT_TYPES, type QuizResultType } from '../quiz/result-types';

/**
 * The insights event contract between the browser's sender and collectInsights: what happened, never who (route
 * patterns, a network not a referrer URL, no identifiers); extra fields are dropped. Ships in every page's first
 * download, so keep it small and library-free.
 */

/** Same origin as the site (a Hosting rewrite), so the browser needs no CORS and no third party. */
export const INSIGHTS_COLLECT_PATH = '/api/collect';

/** An event body larger than this is not ours. */
export const INSIGHTS_MAX_EVENT_BYTES = 512;

/** Every public route of the site, the router's own patterns; `*` is any other address (the 404 screen). */
export const ROUTE_PATTERNS = [...Object.values(PUBLIC_ROUTES), '*'] as const;
export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/** Admin screens are the owner at work, not visitors: never counted. */
export const UNCOUNTED_PATH = /^\/admin(\/|$)/;

/** The pattern an address belongs to, or null for an uncounted one. Ids and query strings never leave the browser. */
export function routePatternFor(pathname: string): RoutePattern | null {
  if (UNCOUNTED_PATH.test(pathname)) return null;
  const parts = pathname.replace(/\/+$/, '').split('/');
  const match = ROUTE_PATTERNS.find((pattern) => {
    const want = pattern.replace(/\/$/, '').split('/');
    return want.length === parts.length && want.every((w, i) => (w.startsWith(':') ? parts[i] !== '' : w === parts[i]));
  });
  return match ?? '*';
}

/** Where a share goes (share buttons) or came from (visits); `other` is any source we do not name. */
/** `native` is the phone's share sheet (the app chosen there is not known); `download` a picture saved to share by hand. */
export const SHARE_NETWORKS = [
  'x',
  'facebook',
  'linkedin',
  'instagram',
  'whatsapp',
  'email',
  'copy_link',
  'native',
  'download',
  'other',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** How the owner's screens name each network: one table, so /admin/insights never shows a raw key. */
export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  email: 'Email',
  copy_link: 'Copied link',
  native: "Phone's share sheet",
  download: 'Downloaded picture',
  other: 'Other or unknown',
};

/** What was shared: a member's certificate or a quiz result. */
export const SHARE_TARGETS = ['certificate', 'quiz_result'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Share pages, by the route whose visits from a share are counted. */
export const SHARE_TARGET_ROUTES: Record<ShareTarget, RoutePattern> = {
  certificate: PUBLIC_ROUTES.certificate,
  quiz_result: PUBLIC_ROUTES.quizResult,
};

// Hosts and utm_source spellings of each network; anything else is `other`.
const NETWORK_NAMES: [ShareNetwork, RegExp][] = [
  ['x', /^(x|twitter|t\.co)$/],
  ['facebook', /^(facebook|fb|m\.facebook|l\.facebook|lm\.facebook)$/],
  ['linkedin', /^(linkedin|lnkd\.in)$/],
  ['instagram', /^(instagram|l\.instagram)$/],
  ['whatsapp', /^(whatsapp|wa\.me)$/],
  ['email', /^(email|newsletter|mail)$/],
];

/**
 * The network a visit came from: the `utm_source` parameter when present,
 * else the referring site's domain when it is another site. Null for a visit
 * from our own pages or with neither (typed in, or a private referrer).
 */
export function shareSourceFrom(utmSource: string | null, referrer: string, ownOrigin: string): ShareNetwork | null {
  let name = utmSource?.trim().toLowerCase() ?? '';
  if (!name && referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === ownOrigin) return null;
      name = from.hostname.replace(/^www\./, '').replace(/\.com$/, '');
    } catch {
      return null;
    }
  }
  if (!name) return null;
  return NETWORK_NAMES.find(([, re]) => re.test(name))?.[0] ?? 'other';
}

export type InsightEvent =
  /** `landing` marks the first page of a visit (the first view in a page load): visits are counted from it. */
  | { name: 'page_view'; page: RoutePattern; landing: boolean }
  | { name: 'quiz_started' }
  | { name: 'quiz_finished'; result: QuizResultType }
  /** `affiliate` is the stored code, if any; `result` when clicked on a quiz result. */
  | { name: 'checkout_clicked'; page: RoutePattern; affiliate?: string; result?: QuizResultType }
  | { name: 'share_clicked'; target: ShareTarget; network: ShareNetwork; result?: QuizResultType }
  | { name: 'share_visit'; target: ShareTarget; source: ShareNetwork }
  | { name: 'partner_message_sent' };

// Affiliate codes as the checkout link accepts them (web/src/lib/checkout.ts); the function lowercases them as sales do.
const AFFILIATE_CODE = /^[A-Za-z0-9._-]{1,64}$/;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/**
 * The event if `input` is one, with only the contract's fields; null for
 * anything else. Both the sender and the function run it, so the browser never
 * sends what the function would refuse.
 */
export function parseInsightEvent(input: unknown): InsightEvent | null {
  if (!input || typeof input !== 'object') return null;
  const e = input as Record<string, unknown>;
  const result = e.result === undefined || oneOf(QUIZ_RESULT_TYPES, e.result);
  switch (e.name) {
    case 'page_view':
      return oneOf(ROUTE_PATTERNS, e.page) && typeof e.landing === 'boolean' ? { name: e.name, page: e.page, landing: e.landing } : null;
    case 'quiz_started':
    case 'partner_message_sent':
      return { name: e.name };
    case 'quiz_finished':
      return oneOf(QUIZ_RESULT_TYPES, e.result) ? { name: e.name, result: e.result } : null;
    case 'checkout_clicked':
      if (!oneOf(ROUTE_PATTERNS, e.page) || !result) return null;
      if (e.affiliate !== undefined && !(typeof e.affiliate === 'string' && AFFILIATE_CODE.test(e.affiliate))) return null;
      return { name: e.name, page: e.page, affiliate: e.affiliate, result: e.result as QuizResultType | undefined };
    case 'share_clicked':
      return oneOf(SHARE_TARGETS, e.target) && oneOf(SHARE_NETWORKS, e.network) && result
        ? { name: e.name, target: e.target, network: e.network, result: e.result as QuizResultType | undefined }
        : null;
    case 'share_visit':
      return oneOf(SHARE_TARGETS, e.target) && oneOf(SHARE_NETWORKS, e.source)
        ? { name: e.name, target: e.target, source: e.source }
        : null;
    default:
      return null;
  }
}
