import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { siteUrl } from '../config';
import { sharedMaxAgeMs } from '../lib/memory-cache';

/** What `pages` and `ogCertificate` answer: a status, a body of one type, how long it may be cached, and any other headers. */
export interface Reply {
  status: number;
  /** 'ics': an iCalendar file (text/calendar). */
  type: 'html' | 'png' | 'pdf' | 'text' | 'ics';
  body: string | Buffer;
  cacheControl?: string;
  headers?: Record<string, string>;
}

export type Query = Record<string, unknown>;

export const DEFAULT_CACHE = 'public, max-age=300, s-maxage=600';

export const html = (status: number, body: string, cacheControl = DEFAULT_CACHE): Reply => ({ status, type: 'html', body, cacheControl });
export const png = (body: Buffer, cacheControl: string): Reply => ({ status: 200, type: 'png', body, cacheControl });
export const text = (status: number, body: string, cacheControl = DEFAULT_CACHE, headers?: Record<string, string>): Reply => ({
  status,
  type: 'text',
  body,
  cacheControl,
  headers,
});
export const unavailable = (): Reply => ({ status: 502, type: 'text', body: 'The page is temporarily unavailable. Please try again.' });

/** A reply an instance keeps is kept as long as its Cache-Control lets the CDN keep it; a 503 or 502 is not kept. */
export const keptAsTheCdn = (reply: Reply) => (reply.status < 500 ? sharedMaxAgeMs(reply.cacheControl) : 0);

/** An HTTP function that answers each GET with `answer`'s reply for its path and query, at this site's address. */
export function replyingFunction(options: HttpsOptions, answer: (path: string, query: Query, site: string) => Promise<Reply>) {
  return onRequest(options, async (req, res) => {
    const reply = await answer(req.path, req.query, siteUrl());
    if (reply.cacheControl) res.set('Cache-Control', reply.cacheControl);
    if (reply.headers) res.set(reply.headers);
    res.status(reply.status).type(reply.type).send(reply.body);
  });
}
