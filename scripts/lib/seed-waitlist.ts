import { Timestamp, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DOCS } from '../../functions/src/shared/collections';
import { CONSENT_SENTENCES } from '../../functions/src/shared/sign-up/sign-up';
import { subscriberIdForEmail } from '../../functions/src/shared/subscribers';

const DAY = 24 * 60 * 60 * 1000;

/** A handful of confirmed waitlisters, as confirming makes them, and launch-news readers; the first one already offered a spot. */
const WAITLIST = ['Maya Brooks', 'Tomasz Zielinski', 'Keisha Grant', 'Luis Ortega', 'Hannah Becker', 'Omar Haddad'];
const LAUNCH_NEWS = ['Grace Lindqvist', 'Devon Price', 'Rosa Marchetti'];

export function writeWaitlistDemo(writer: BulkWriter, db: Firestore, now: number): void {
  const person = (name: string) => {
    const [first, last] = name.split(' ') as [string, string];
    return { first, email: `${first}.${last}@example.com`.toLowerCase() };
  };
  WAITLIST.forEach((name, i) => {
    const { first, email } = person(name);
    const confirmed = Timestamp.fromMillis(now - (WAITLIST.length - i) * DAY);
    writer.create(db.doc(`${COLLECTIONS.subscribers}/${subscriberIdForEmail(email)}`), {
      email,
      first_name: first,
      status: 'active',
      source: 'waitlist',
      certificate_id: null,
      consent_text: CONSENT_SENTENCES.waitlist[0],
      consented_at: confirmed,
      confirmed_at: confirmed,
      created_at: confirmed,
      waitlist_number: i + 1,
      waitlist_confirmed_at: confirmed,
      ...(i === 0 ? { waitlist_offered_at: Timestamp.fromMillis(now - DAY / 2) } : {}),
    });
  });
  writer.set(db.doc(DOCS.waitlistCounter), { last: WAITLIST.length });
  LAUNCH_NEWS.forEach((name, i) => {
    const { first, email } = person(name);
    const confirmed = Timestamp.fromMillis(now - (i + 2) * DAY);
    writer.create(db.doc(`${COLLECTIONS.subscribers}/${subscriberIdForEmail(email)}`), {
      email,
      first_name: first,
      status: 'active',
      source: 'updates',
      certificate_id: null,
      consent_text: CONSENT_SENTENCES.updates[0],
      consented_at: confirmed,
      confirmed_at: confirmed,
      created_at: confirmed,
    });
  });
}
