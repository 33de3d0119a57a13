import type { Request } from 'firebase-functions/v2/https';
import { Firestore, Query } from 'firebase-admin/firestore';

/** What a handler answered: its status, its JSON body and its headers (names in lower case). */
export interface DirectReply {
  status: number;
  body?: unknown;
  headers: Record<string, string>;
}

/**
 * A GET of `url` (a path, with any query string) handed to an HTTP function's own handler in this process, as it
 * arrives at the function's address: what a test needs to watch what the handler does, which over HTTP runs in the
 * Functions emulator's worker.
 */
export function getDirect(handler: (req: Request, res: never) => Promise<void>, url: string): Promise<DirectReply> {
  const reply: DirectReply = { status: 200, headers: {} };
  const res = {
    set(name: string, value: string) {
      reply.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      reply.status = code;
      return res;
    },
    json(body: unknown) {
      reply.body = body;
      return res;
    },
    end: () => res,
  };
  return handler({ method: 'GET', url, path: url.split('?')[0] } as Request, res as never).then(() => reply);
}

/**
 * Counts the Firestore reads this process starts from now on (document gets, getAll, queries), until `stop()`:
 * every read of the Admin SDK goes through one of these two.
 */
export function countFirestoreReads(): { reads: () => number; stop: () => void } {
  const spies = [jest.spyOn(Firestore.prototype, 'getAll'), jest.spyOn(Query.prototype, 'get')];
  return {
    reads: () => spies.reduce((n, spy) => n + spy.mock.calls.length, 0),
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
