import { escapeHtml } from '../html/escape-html';
import { formatCount } from '../format-count';

/**
 * The placeholders a broadcast or the welcome template may use, plus the layout's unsubscribe link, each escaped for
 * where it lands (HTML bodies, plain-text subjects). {{founding_spots}} is the owner's cap; {{wall_url}} the
 * subscriber's Wall of Fame card (by member number), else the directory.
 */
export const PLACEHOLDER_NAMES = ['first_name', 'certificate_url', 'unsubscribe_url', 'founding_spots', 'wall_url'] as const;
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

/** What {{first_name}} becomes when a subscriber left their name empty. */
export const FIRST_NAME_FALLBACK = 'Floater';

const PLACEHOLDER = /\{\{\s*(first_name|certificate_url|unsubscribe_url|founding_spots|wall_url)\s*\}\}/g;

export function placeholderValues(
  firstName: string | null | undefined,
  certificateUrl: string,
  unsubscribeUrl: string,
  foundingCap: number,
  wallUrl: string,
): PlaceholderValues {
  return {
    first_name: firstName?.trim() || FIRST_NAME_FALLBACK,
    certificate_url: certificateUrl,
    unsubscribe_url: unsubscribeUrl,
    founding_spots: formatCount(foundingCap),
    wall_url: wallUrl,
  };
}

/** Fills the placeholders in; `html` escapes each value, `text` keeps it as typed. */
export function renderPlaceholders(template: string, values: PlaceholderValues, mode: 'html' | 'text'): string {
  return template.replace(PLACEHOLDER, (_, name: PlaceholderName) => (mode === 'html' ? escapeHtml(values[name]) : values[name]));
}

/**
 * SendGrid substitution tags for one message sent to many recipients: each
 * placeholder becomes a tag whose per-recipient value is already escaped for
 * `mode` (see substitutionsFor).
 */
export const SUBSTITUTION_WRAPPERS: [string, string] = ['[%', '%]'];

export function toSubstitutionTags(template: string, mode: 'html' | 'text'): string {
  const [left, right] = SUBSTITUTION_WRAPPERS;
  return template.replace(PLACEHOLDER, (_, name: PlaceholderName) => `${left}${name}_${mode}${right}`);
}

/** The per-recipient values for the tags toSubstitutionTags writes (keys without wrappers). */
export function substitutionsFor(values: PlaceholderValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PLACEHOLDER_NAMES) {
    out[`${name}_html`] = escapeHtml(values[name]);
    out[`${name}_text`] = values[name];
  }
  return out;
}
