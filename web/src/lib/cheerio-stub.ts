/**
 * mjml-browser's bundle asks for cheerio by name (for <mj-html-attributes>, which
 * @shared/email/editor-mjml never writes) and does not ship it: web/vite.config.ts
 * and jest.config.js point that name here, so the bundler has something to load.
 */
export function load(): never {
  throw new Error('mj-html-attributes is not available in the browser build of MJML');
}
