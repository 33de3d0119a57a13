const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A non-executable <script type="application/json"> holding `value`. Every `<`,
 * `>` and `&` is a JSON escape, so no text inside (a name such as
 * `</script><img onerror=...>`) can close the element or start markup, and the
 * page's Content-Security-Policy needs no inline-script exception.
 */
export function jsonScriptTag(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}

/** `value` as JSON that may stand inside any <script> element (a JSON payload, JSON-LD): see jsonScriptTag. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch]!);
