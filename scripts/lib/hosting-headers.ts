import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { functionsOrigin } from '../../functions/src/shared/functions-region';
import { AFTER_FIRST_PAINT_SCRIPT } from '../../functions/src/shared/html/after-first-paint';
import { HEAD_SCRIPT } from '../../functions/src/shared/html/head-script';
import { PROJECT_ID, ROOT } from './ports';

/**
 * The Content-Security-Policy Hosting sends with every page, built from the web build's config. `npm run deploy`
 * writes the project's into firebase.deploy.json; firebase.json holds the demo build's (`npm run hosting:csp`,
 * unit-tested for drift; plain deploys refused by scripts/deploy-guard.ts). The emulator config adds the emulators'
 * origins, so local runs enforce it.
 */
export interface CspSources {
  /** The Firebase project the web build talks to (VITE_FIREBASE_PROJECT_ID). */
  projectId: string;
  /** The Meta pixel id (VITE_AD_PIXEL_ID); its hosts are allowed only when it is set. */
  pixelId: string;
  /** Whether the build starts App Check (VITE_APP_CHECK_SITE_KEY): reCAPTCHA Enterprise's hosts are allowed only then. */
  appCheck?: boolean;
  /** Extra origins the page may call: the local emulators. */
  emulatorOrigins?: string[];
}

/** What the Firebase web SDK calls in production, by product. */
const FIREBASE_ENDPOINTS = [
  // Auth: sign-in and account calls, then ID-token refreshes.
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  // Firestore: reads, writes and listeners (WebChannel long-polling on the same host).
  'https://firestore.googleapis.com',
  // Storage: the certificate picture uploads.
  'https://firebasestorage.googleapis.com',
];

/** Meta's pixel: fbevents.js and its per-pixel config come from one host, events go to the other. */
const PIXEL_SCRIPT_HOST = 'https://connect.facebook.net';
const PIXEL_EVENTS_HOST = 'https://www.facebook.com';

/** App Check's reCAPTCHA Enterprise: its script and frame, and the token exchange with Firebase. */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const APP_CHECK_EXCHANGE = 'https://content-firebaseappcheck.googleapis.com';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The two inline scripts, allowed by their hashes and nothing else inline: the head script (session hint, share sheet) in every page's <head>
 * (web/vite.config.ts puts it there) and the loader of a page of islands (@shared/html/app-shell puts it there).
 */
const WASM = "'wasm-unsafe-eval'";

export const INLINE_SCRIPT_HASHES = [scriptHash(HEAD_SCRIPT), scriptHash(AFTER_FIRST_PAINT_SCRIPT)];

export function contentSecurityPolicy({ projectId, pixelId, appCheck = false, emulatorOrigins = [] }: CspSources): string {
  const pixel = pixelId.trim() !== '';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' compiles WebAssembly (the check-in camera's QR decoder, from our own origin) and allows no eval.
    [
      'script-src',
      ["'self'", WASM, ...INLINE_SCRIPT_HASHES, ...(pixel ? [PIXEL_SCRIPT_HOST] : []), ...(appCheck ? RECAPTCHA_SOURCES : [])],
    ],
    // Emotion (MUI) writes <style> elements at run time, and components set style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: and blob: for the certificate picture html-to-image draws; https: for images in the admin's
    // email preview (a srcdoc iframe, which lives under this policy) linked from wherever the email hosts them.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    [
      'connect-src',
      [
        "'self'",
        ...FIREBASE_ENDPOINTS,
        functionsOrigin(projectId),
        ...(pixel ? [PIXEL_EVENTS_HOST] : []),
        ...(appCheck ? [APP_CHECK_EXCHANGE] : []),
        ...emulatorOrigins,
      ],
    ],
    ...(appCheck ? [['frame-src', RECAPTCHA_SOURCES.slice(0, 1)] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The VITE_* settings `vite build --mode <mode>` reads: web/.env files in Vite's order, then the environment. */
export function webEnvFor(mode: string): Record<string, string> {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`].map((f) => join(ROOT, 'web', f));
  const fromFiles = Object.assign({}, ...files.filter(existsSync).map((f) => parseEnv(readFileSync(f, 'utf8'))));
  const fromProcess = Object.entries(process.env).filter(([k, v]) => k.startsWith('VITE_') && v !== undefined);
  return { ...fromFiles, ...Object.fromEntries(fromProcess) };
}

/** The policy's sources for a build of `projectId` with the web settings `env`. */
export function cspSourcesFor(projectId: string, env: Record<string, string>): CspSources {
  return { projectId, pixelId: env.VITE_AD_PIXEL_ID ?? '', appCheck: !!env.VITE_APP_CHECK_SITE_KEY?.trim() };
}

/** What firebase.json holds: the demo build's policy. A deploy writes its own project's into firebase.deploy.json. */
export const committedCspSources = (): CspSources => cspSourcesFor(PROJECT_ID, webEnvFor('demo'));

/** Every HTML and asset response gets these (besides the cache rule for /assets). */
export function securityHeaders(sources: CspSources): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    // Powerful features the site never uses; sharing and the clipboard stay available.
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
  ];
}

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** The header rule for every path in a parsed firebase.json. */
export function siteWideHeaders(config: object): { key: string; value: string }[] {
  const rule = (config as Partial<HostingConfig>).hosting?.headers.find((h) => h.source === '**');
  if (!rule) throw new Error('firebase.json has no hosting header rule for "**"');
  return rule.headers;
}

/** Puts the security headers for `sources` into a firebase.json-shaped config (the emulators' copy), in place. */
export function applySecurityHeaders(config: object, sources: CspSources): void {
  const headers = siteWideHeaders(config);
  headers.splice(0, headers.length, ...securityHeaders(sources));
}
