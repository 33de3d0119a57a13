import { SESSION_HINT_SCRIPT } from './session-hint';

/** Set on <html> to "none" where the browser has no share sheet (web/src/lib/web-share.ts refines it to "files" or "link"). */
export const SHARE_SHEET_ATTRIBUTE = 'data-share-sheet';

/**
 * Whether the browser has a share sheet, known before the first paint: the server paints share buttons for one that
 * has, and their styles fit them to one that has not, so marking it here moves nothing once the page's scripts run.
 */
const SHARE_SHEET_SCRIPT = `if(typeof navigator.share!=="function")document.documentElement.setAttribute(${JSON.stringify(SHARE_SHEET_ATTRIBUTE)},"none")`;

/**
 * The one inline script in every page's <head> (web/vite.config.ts puts it there), allowed by its hash in the
 * Content-Security-Policy (scripts/lib/hosting-headers.ts): what the page's CSS must know before its first paint.
 */
export const HEAD_SCRIPT = `${SESSION_HINT_SCRIPT};${SHARE_SHEET_SCRIPT}`;
