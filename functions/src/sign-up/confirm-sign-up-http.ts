import { onRequest } from 'firebase-functions/v2/https';
import { REGION, UNSUBSCRIBE_SIGNING_KEY, siteUrl } from '../config';
import { LINK_PAGE_HEADERS, linkPage } from '../http/link-page';
import { SCALING } from '../scaling';
import { escapeHtml } from '../shared/html/escape-html';
import { SIGN_UP_PATH } from '../shared/paths';
import { CONFIRM_LINK_DAYS } from '../shared/sign-up/sign-up';
import { confirmLinkProblem, confirmSignUp, type ConfirmOutcome } from './confirm-sign-up';

type Page = { status: number; title: string; body: string };

const signUpAgain = () => `<a href="${escapeHtml(`${siteUrl()}${SIGN_UP_PATH}`)}">sign up again</a>`;
const p = (html: string) => `<p>${html}</p>`;

/** What each outcome of a confirm link shows; a link used twice shows what it showed the first time. */
export function confirmPage(outcome: ConfirmOutcome): Page {
  switch (outcome.kind) {
    case 'forged':
      return {
        status: 400,
        title: 'Link not valid',
        body: p(
          `This confirmation link is incomplete or has been changed. Please open the link from your email as it is, or ${signUpAgain()}.`,
        ),
      };
    case 'expired':
      return {
        status: 410,
        title: 'This link has expired',
        body: p(
          `Confirmation links work for ${CONFIRM_LINK_DAYS} days. Please ${signUpAgain()} and we will send you a fresh one. If you confirmed before, you are still on the list.`,
        ),
      };
    case 'opted-out':
      return {
        status: 200,
        title: 'You left our list since',
        body: p(
          `You unsubscribed after we sent this link, so it no longer signs you up. If you would like our emails again after all, please ${signUpAgain()}.`,
        ),
      };
    case 'used':
      if (!outcome.active) {
        return {
          status: 200,
          title: 'This link was already used',
          body: p(`You confirmed with this link before, and have since left our list. To get our emails again, ${signUpAgain()}.`),
        };
      }
      return confirmedPage(outcome);
    case 'confirmed':
      return confirmedPage(outcome);
  }
}

function confirmedPage(outcome: Extract<ConfirmOutcome, { kind: 'confirmed' | 'used' }>): Page {
  if (outcome.member) {
    return {
      status: 200,
      title: "You're already a Founding Floater",
      body: p(`Your spot is yours, no waiting needed. We will send you ${outcome.news} as it happens.`),
    };
  }
  if (outcome.waitlistNumber !== null) {
    return {
      status: 200,
      title: `You're #${outcome.waitlistNumber} on the waitlist`,
      body: p('When a founding spot opens, we email the next in line, in the order they confirmed. Keep an eye on your inbox.'),
    };
  }
  return {
    status: 200,
    title: "You're on the list",
    body: p(
      outcome.news === 'launch news'
        ? 'Thanks for confirming. Launch news, sailing dates and lineup reveals will reach you before they go anywhere else.'
        : 'Thanks for confirming. Sailing dates, lineup reveals and last-minute spots will reach you before they go anywhere else.',
    ),
  };
}

/** The page a valid link's GET shows: one button, which POSTs to the same address. */
export const CONFIRM_BUTTON_LABEL = 'Confirm my email';
const askPage = (): Page => ({
  status: 200,
  title: 'Confirm your sign-up',
  body: `${p('One more press and you are on the list.')}<form method="post"><button type="submit">${CONFIRM_BUTTON_LABEL}</button></form>`,
});

/**
 * The confirmation link (/signup/confirm, a Hosting rewrite). GET only shows a button, because mail gateways (Safe
 * Links, Proofpoint) open every link and would "consent" for a victim; the button's POST confirms.
 */
export const confirmSignUpLink = onRequest(
  { region: REGION, ...SCALING.confirmSignUpLink, secrets: [UNSUBSCRIBE_SIGNING_KEY] },
  async (req, res) => {
    res.set(LINK_PAGE_HEADERS);
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.set('Allow', 'GET, POST').status(405).send('Method not allowed');
      return;
    }
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const problem = req.method === 'GET' ? confirmLinkProblem(token) : null;
    const page = req.method === 'POST' ? confirmPage(await confirmSignUp(token)) : problem ? confirmPage(problem) : askPage();
    res.status(page.status).type('html').send(linkPage(page.title, page.body));
  },
);
