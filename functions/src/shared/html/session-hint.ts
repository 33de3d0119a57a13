/**
 * Whether this browser had a signed-in session, before first paint: this inlined <head> script copies
 * `SESSION_HINT_KEY` (kept by web/src/lib/session-hint.ts) onto <html> as `SESSION_HINT_ATTRIBUTE`, so sign-in
 * screens stay hidden from members. The CSP allows it by hash (scripts/lib/hosting-headers.ts).
 */
export const SESSION_HINT_KEY = 'floaters_session';
export const SESSION_HINT_ATTRIBUTE = 'data-session';

/**
 * Also set before the first paint, and kept in step with the SDK for as long as the page is open (unlike
 * `SESSION_HINT_ATTRIBUTE`, which a screen takes off once React has decided): the header shows a signed-in person's
 * certificate link and Sign out by it, from the first paint and without the Auth SDK.
 */
export const MEMBER_ATTRIBUTE = 'data-member';
/** Marks the header's member links, which a page of islands holds a tap on until it is live (./after-first-paint.ts). */
export const MEMBER_LINK_ATTRIBUTE = 'data-member-link';

export const SESSION_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})==="1"){document.documentElement.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},"");document.documentElement.setAttribute(${JSON.stringify(MEMBER_ATTRIBUTE)},"")}}catch(e){}`;

/** CSS selector prefix for what a member with a session must not see before the SDK has spoken. */
export const WITH_SESSION_HINT = `html[${SESSION_HINT_ATTRIBUTE}]`;
/** CSS selector prefix for what only a signed-in person sees (the header's member links). */
export const WITH_MEMBER = `html[${MEMBER_ATTRIBUTE}]`;
export const WITHOUT_MEMBER = `html:not([${MEMBER_ATTRIBUTE}])`;
