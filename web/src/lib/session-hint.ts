import { MEMBER_ATTRIBUTE, SESSION_HINT_ATTRIBUTE, SESSION_HINT_KEY } from '@shared/html/session-hint';

/**
 * Whether this browser had a signed-in Firebase session when the SDK last ran.
 * Pages that only need the session to choose a screen read this instead of
 * waiting for the Auth SDK: a visitor without one gets the sign-in form at
 * once, a member with one waits for the SDK instead of seeing the wrong screen.
 */
export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Kept in step with the SDK's own state (src/lib/firebase.ts), and so is the open page's header. */
export function rememberSession(signedIn: boolean): void {
  globalThis.document?.documentElement.toggleAttribute(MEMBER_ATTRIBUTE, signedIn);
  try {
    if (signedIn) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): pages then wait for the SDK, as without the hint.
  }
}

/** From hydration on, React decides what a member with a session sees: the <head> script's mark has done its part. */
export function releaseSessionMark(): void {
  globalThis.document?.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
}
