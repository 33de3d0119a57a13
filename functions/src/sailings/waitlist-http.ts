import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { EMAIL_SECRETS, REGION, siteUrl } from '../config';
import { LINK_PAGE_HEADERS, linkPage } from '../http/link-page';
import { clientAddress } from '../lib/client-address';
import { SCALING } from '../scaling';
import { formatClevelandTime } from '../shared/cleveland-time';
import { escapeHtml } from '../shared/html/escape-html';
import { SAILING_PAGES, sailingPath } from '../shared/paths';
import { WAITLIST_CONFIRM_DAYS, waitlistJoinSchema } from '../shared/sailings/waitlist';
import { confirmWaitlistEntry, joinWaitlist, type ConfirmWaitlistOutcome } from './waitlist-join';
import { openWaitlistConfirmToken } from './waitlist-tokens';

type Page = { status: number; title: string; body: string };

const p = (html: string) => `<p>${html}</p>`;
const sailingLink = (slug: string, words = 'Back to the sailing') =>
  p(`<a href="${escapeHtml(`${siteUrl()}${sailingPath(slug)}`)}">${escapeHtml(words)}</a>`);
const BUTTON_LABEL = 'Confirm my place';

/** The answer to the waitlist form's POST: check your email, or why not. */
async function joinPage(slug: string, body: unknown, address: string): Promise<Page> {
  let input;
  try {
    input = await waitlistJoinSchema.validate(body ?? {}, { stripUnknown: true });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return { status: 400, title: 'Please check the form', body: p(escapeHtml(err.message)) + sailingLink(slug, 'Back to the form') };
  }
  const outcome = await joinWaitlist(slug, input, address);
  switch (outcome.kind) {
    case 'missing':
      return { status: 404, title: 'No such sailing', body: p('There is no sailing at this address.') };
    case 'not-sold-out':
      return {
        status: 409,
        title: 'No waitlist needed',
        body: p(`${escapeHtml(outcome.sailing.title)} is not sold out: see on its page who may buy seats now.`) + sailingLink(slug),
      };
    case 'check-email':
      return {
        status: 200,
        title: 'Check your email',
        body:
          p(
            `We sent a link to confirm your place on the waitlist for ${escapeHtml(outcome.sailing.title)}. Your place in line counts from when you press it; it works for ${WAITLIST_CONFIRM_DAYS} days.`,
          ) + sailingLink(slug),
      };
  }
}

export function confirmedPage(outcome: ConfirmWaitlistOutcome): Page {
  switch (outcome.kind) {
    case 'forged':
      return {
        status: 400,
        title: 'Link not valid',
        body: p('This link is incomplete or has been changed. Please open it from your email as it is.'),
      };
    case 'expired':
      return {
        status: 410,
        title: 'This link has expired',
        body: p(
          `Confirmation links work for ${WAITLIST_CONFIRM_DAYS} days. Join the waitlist again on the sailing's page for a fresh one.`,
        ),
      };
    case 'done':
      return {
        status: 200,
        title: 'This link was already used',
        body: p('Your place on this waitlist has been used: its seat offer was taken or has passed.'),
      };
    case 'in-line':
      if (outcome.offered) {
        return {
          status: 200,
          title: 'A seat is waiting for you',
          body: p(
            'A seat is free and held for you: the email with your personal buy link is on its way. It says until when the seat is yours.',
          ),
        };
      }
      return {
        status: 200,
        title: `You're #${outcome.place} in line`,
        body:
          p(
            `You are on the waitlist for ${escapeHtml(outcome.sailing?.title ?? 'this sailing')}. When a seat frees up, the next in line gets an email with a buy link that holds the seat for a limited time.`,
          ) + (outcome.sailing ? p(`Boarding is ${escapeHtml(formatClevelandTime(outcome.sailing.boards_at.getTime()))}.`) : ''),
      };
  }
}

const askPage = (): Page => ({
  status: 200,
  title: 'Confirm your place',
  body: `${p('One more press and you are on the waitlist.')}<form method="post"><button type="submit">${BUTTON_LABEL}</button></form>`,
});

/** A valid link's GET shows the button and changes nothing; a bad one's says why at once. */
function getPage(token: string): Page {
  const check = openWaitlistConfirmToken(token);
  return check.ok ? askPage() : confirmedPage({ kind: check.reason });
}

const ROUTE = new RegExp(`^${SAILING_PAGES}/([a-z0-9-]+)/waitlist(/confirm)?/?$`);

/**
 * A sold-out sailing's waitlist, without script (Hosting rewrites both addresses here):
 *   POST /sailings/{slug}/waitlist            the form on the sailing's page and card: "check your email"
 *   GET  /sailings/{slug}/waitlist/confirm    the emailed link: one button, because mail gateways open every link
 *   POST /sailings/{slug}/waitlist/confirm    the button: in line, and told their place
 */
export const sailingWaitlist = onRequest({ region: REGION, ...SCALING.sailingWaitlist, secrets: EMAIL_SECRETS }, async (req, res) => {
  res.set(LINK_PAGE_HEADERS);
  const route = ROUTE.exec(req.path);
  if (!route) {
    res
      .status(404)
      .type('html')
      .send(linkPage('Page not found', p('There is nothing at this address.')));
    return;
  }
  const [, slug = '', confirm] = route;
  if (req.method !== 'POST' && !(confirm && req.method === 'GET')) {
    // A GET of the form's address (a reload after the answer) goes back to the sailing.
    if (req.method === 'GET') res.redirect(303, sailingPath(slug));
    else
      res
        .set('Allow', confirm ? 'GET, POST' : 'POST')
        .status(405)
        .send('Method not allowed');
    return;
  }
  let page: Page;
  try {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    page = !confirm
      ? await joinPage(slug, req.body, clientAddress(req.headers, req.ip, 'hosting'))
      : req.method === 'POST'
        ? confirmedPage(await confirmWaitlistEntry(token))
        : getPage(token);
  } catch (err) {
    if (!(err instanceof HttpsError)) throw err;
    page = { status: err.code === 'resource-exhausted' ? 429 : 503, title: 'Please try again later', body: p(escapeHtml(err.message)) };
  }
  res.status(page.status).type('html').send(linkPage(page.title, page.body));
});
