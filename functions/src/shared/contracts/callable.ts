/**
 * A callable function as the web app and the functions both know it: its
 * name and the types of what goes in and what comes back. The web calls it
 * through this (web/src/lib/call-function.ts), functions/src/index.ts exports
 * a function of this name (tests/unit/callable-contracts.test.ts checks), so
 * neither side types the name or the shapes on its own.
 */
export interface Callable<Request, Response> {
  readonly name: string;
  /**
   * A public callable that consumes its App Check token (replay protection): the function asks App Check to mark
   * the token used (`consumeAppCheckToken`) and refuses one used before, and the web sends a limited-use token,
   * fresh for each call. Only the public forms, whose calls are few: each costs an attestation.
   */
  readonly replayProtected: boolean;
  /** Never set: only carries the two types to the places that call or answer. */
  readonly types?: { request: Request; response: Response };
}

export function callable<Request, Response>(name: string, { replayProtected = false } = {}): Callable<Request, Response> {
  return { name, replayProtected };
}
