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

/**
 * The longest first name, city and state an admin may save on a subscriber;
 * firestore.rules holds the same numbers (its tests check them against these).
 * Names and cities match the certificate form's limits; a state is a region name or code.
 */
export const SUBSCRIBER_TEXT_LIMITS = { first_name: 100, city: 100, state: 100 } as const;

/** The fields an admin may change on a subscriber; everything else is written by functions. */
export const SUBSCRIBER_ADMIN_FIELDS = ['status', 'first_name', 'city', 'state'] as const;
