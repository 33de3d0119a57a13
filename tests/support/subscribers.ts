import { Timestamp } from 'firebase-admin/firestore';
import { subscriberIdForEmail, type SubscriberStatus } from '@shared/subscribers';
import { adminDb } from './emulators';

export interface SeedSubscriber {
  email: string;
  first_name?: string | null;
  status?: SubscriberStatus;
  certificate_id?: string | null;
  city?: string | null;
  state?: string | null;
  source?: string;
  created_at?: Date;
}

/** Writes subscribers the way the Gumroad functions do (doc id from the email). */
export async function seedSubscribers(list: SeedSubscriber[]): Promise<void> {
  const writer = adminDb().bulkWriter();
  for (const s of list) {
    writer.set(adminDb().doc(`subscribers/${subscriberIdForEmail(s.email)}`), {
      email: s.email,
      first_name: s.first_name ?? null,
      city: s.city ?? null,
      state: s.state ?? null,
      status: s.status ?? 'active',
      source: s.source ?? 'gumroad',
      created_at: Timestamp.fromDate(s.created_at ?? new Date()),
      certificate_id: s.certificate_id ?? null,
    });
  }
  await writer.close();
}
