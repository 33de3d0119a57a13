import { SESSION_HINT_SCRIPT } from './session-hint';

/** Set on <html> to "none" where the browser has no share sheet (web/src/lib/web-share.ts refines it to "files" or "link"). */
export const SHARE_SHEET_ATTRIBUTE = 'data-share-sheet';

/**
 * Whether the browser has a share sheet, known before the first paint: the server paints share buttons for one that
 * has, and their styles fit them to one that has not, so marking it here moves nothing once the page's scripts run.
 */
const SHARE_SHEET_SCRIPT = `if(typeof navigator.share!=="function")document.documentElement.setAttribute(${JSON.stringify(SHARE_SHEET_ATTRIBUTE)},"none")`;

/** What a page's early actions are marked with (web/src/islands/until-app-live.ts). */
export const EARLY_ACTION_ATTRIBUTE = 'data-early-action';
/**
 * On an early action whose tap empties boxes (the sign-up toggle): a CSS selector for them. The tap itself empties
 * them, wherever it is answered (here, web/src/islands/until-app-live.ts, the app), never the action when it runs: a kept tap
 * runs later, and what was typed in between comes after the tap, so it stays.
 */
export const EARLY_CLEARS_ATTRIBUTE = 'data-early-clears';
/** Set on <html> once the page's own script answers early actions itself. */
export const EARLY_ACTIONS_READY_ATTRIBUTE = 'data-early-ready';
/** Where the taps on early actions made before then wait for it, oldest first. */
export const EARLY_TAPS_GLOBAL = '__floatersEarlyTaps';

/**
 * A tap on an early action (the sign-up toggle, the quiz's Start) that comes before the page's script has run, in the
 * moment after the first paint: kept, not lost, and answered by the script as it starts; the boxes it empties, emptied now.
 */
const EARLY_TAPS_SCRIPT = `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[${EARLY_ACTION_ATTRIBUTE}]");if(!b||document.documentElement.hasAttribute(${JSON.stringify(EARLY_ACTIONS_READY_ATTRIBUTE)}))return;e.preventDefault();e.stopImmediatePropagation();var c=b.getAttribute(${JSON.stringify(EARLY_CLEARS_ATTRIBUTE)});if(c)Array.prototype.forEach.call(document.querySelectorAll(c),function(f){f.value=""});(window.${EARLY_TAPS_GLOBAL}=window.${EARLY_TAPS_GLOBAL}||[]).push(b.getAttribute(${JSON.stringify(EARLY_ACTION_ATTRIBUTE)}))},true)`;

/**
 * The one inline script in every page's <head> (web/vite.config.ts puts it there), allowed by its hash in the
 * Content-Security-Policy (scripts/lib/hosting-headers.ts): what the page's CSS must know before its first paint,
 * and the early taps it keeps for the page's script.
 */
export const HEAD_SCRIPT = `${SESSION_HINT_SCRIPT};${SHARE_SHEET_SCRIPT};${EARLY_TAPS_SCRIPT}`;
