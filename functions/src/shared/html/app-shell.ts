/**
 * The built index.html before prerendering (an empty #root): Hosting serves it
 * for the routes rendered in the browser only, and the web build puts a copy
 * beside the server bundle, where ogCertificate renders certificate pages and
 * the Wall of Fame into it without a round trip to Hosting.
 */
export const APP_SHELL_FILE = 'app-shell.html';
