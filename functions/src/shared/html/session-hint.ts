/**
 * Whether this browser had a signed-in session, known before the first paint.
 * The Auth SDK keeps `SESSION_HINT_KEY` in localStorage in step with its own
 * state (web/src/lib/session-hint.ts); this script, inlined in the <head> of
 * every page, copies it onto <html> as `SESSION_HINT_ATTRIBUTE`, so prerendered
 * sign-in screens can stay hidden from a member who is about to be sent on,
 * before any of the app's JavaScript has arrived. The Content-Security-Policy
 * allows exactly this script by its hash (scripts/lib/hosting-headers.ts).
 */
export const SESSION_HINT_KEY = 'floaters_session';
export const SESSION_HINT_ATTRIBUTE = 'data-session';

export const SESSION_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})==="1")document.documentElement.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},"")}catch(e){}`;

/** CSS selector prefix for what a member with a session must not see before the SDK has spoken. */
export const WITH_SESSION_HINT = `html[${SESSION_HINT_ATTRIBUTE}]`;
