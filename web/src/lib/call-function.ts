import { httpsCallable, type Functions, type HttpsCallableOptions } from 'firebase/functions';
import type { Callable } from '@shared/contracts/callable';
import { startAppCheck } from './app-check';

/**
 * Calls one of our functions by its contract (functions/src/shared/contracts), which names it and types both ends,
 * with an App Check token where the build has App Check: a limited-use one, fresh per call, for a callable that
 * consumes its token (the contract's `replayProtected`).
 */
export async function callFunction<Request, Response>(
  functions: Functions,
  contract: Callable<Request, Response>,
  request: Request,
  options?: HttpsCallableOptions,
): Promise<Response> {
  await startAppCheck(functions.app);
  return (
    await httpsCallable<Request, Response>(functions, contract.name, { limitedUseAppCheckTokens: contract.replayProtected, ...options })(
      request,
    )
  ).data;
}
