import { mixed } from 'yup';
import { SIGN_UP_LIST_NAMES } from '../sign-up/sign-up';
import { formatCount } from '../format-count';

/**
 * Who a broadcast goes to: active subscribers only (unsubscribes and bounces always win), narrowed by how they
 * joined: founding members by purchase, waitlisters and launch-news readers by sign-up. The web app counts and the
 * sender selects with the same filters.
 */
export const AUDIENCES = ['all', 'founding', 'waitlist', 'updates'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const DEFAULT_AUDIENCE: Audience = 'all';

export const AUDIENCE_LABELS: Record<Audience, string> = {
  all: 'All active subscribers',
  founding: 'Founding members',
  waitlist: SIGN_UP_LIST_NAMES.waitlist,
  updates: SIGN_UP_LIST_NAMES.updates,
};

export interface AudienceFilter {
  field: string;
  op: '==' | '>';
  value: string;
}

const ACTIVE: AudienceFilter = { field: 'status', op: '==', value: 'active' };

export const AUDIENCE_FILTERS: Record<Audience, readonly AudienceFilter[]> = {
  all: [ACTIVE],
  // Any certificate id sorts after ''; subscribers without one (null or absent) never match.
  founding: [ACTIVE, { field: 'certificate_id', op: '>', value: '' }],
  waitlist: [ACTIVE, { field: 'source', op: '==', value: 'waitlist' }],
  updates: [ACTIVE, { field: 'source', op: '==', value: 'updates' }],
};

export const audienceSchema = () =>
  mixed<Audience>().oneOf(AUDIENCES, 'Choose who gets this broadcast').default(DEFAULT_AUDIENCE).defined();

/** The confirm dialog's question; the spec's own words for everyone. */
export function confirmSendQuestion(audience: Audience): string {
  return audience === 'all'
    ? 'Are you sure you want to send this broadcast to all active subscribers?'
    : `Are you sure you want to send this broadcast to ${AUDIENCE_LABELS[audience]}?`;
}

export function recipientsSentence(count: number): string {
  return count === 1 ? '1 subscriber will get it.' : `${formatCount(count)} subscribers will get it.`;
}
