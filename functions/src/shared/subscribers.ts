/** Subscribers are keyed by their normalised email, so one address is one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Firestore ids cannot hold '/', which an email address technically may. */
export function subscriberIdForEmail(email: string): string {
  return normalizeEmail(email).replace(/\//g, '%2F');
}

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'bounced', 'inactive'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
