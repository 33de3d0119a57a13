import { httpsCallable, type Functions, type HttpsCallableOptions } from 'firebase/functions';
import type { Callable } from '@shared/contracts/callable';

/** Calls one of our functions by its contract (functions/src/shared/contracts), which names it and types both ends. */
export async function callFunction<Request, Response>(
  functions: Functions,
  contract: Callable<Request, Response>,
  request: Request,
  options?: HttpsCallableOptions,
): Promise<Response> {
  return (await httpsCallable<Request, Response>(functions, contract.name, options)(request)).data;
}
