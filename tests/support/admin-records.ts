import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser, resetAuth, resetFirestore, type TestUser } from './emulators';

/** Empty emulators with the two accounts the browser suites sign in as: the captain (an admin) and a deckhand (a member). */
export async function resetWithCrew(): Promise<{ admin: TestUser; member: TestUser }> {
  await Promise.all([resetAuth(), resetFirestore()]);
  const [admin, member] = await Promise.all([
    createUser('captain@clevelandfloaters.test', { admin: true }),
    createUser('deckhand@clevelandfloaters.test'),
  ]);
  return { admin, member };
}

/** A sent broadcast called "Launch teaser" (email_broadcasts/old); `fields` changes what a suite checks. */
export async function seedSentBroadcast(createdBy: string, fields: Record<string, unknown> = {}): Promise<void> {
  await adminDb()
    .doc('email_broadcasts/old')
    .set({
      name: 'Launch teaser',
      subject: 'The lake is calling',
      preheader: '',
      body: '<p>x</p>',
      status: 'sent',
      recipient_count: 1,
      created_by: createdBy,
      created_at: Timestamp.now(),
      sent_at: Timestamp.now(),
      ...fields,
    });
}

/** A sponsorship message from Tremont Brewing through the partner form (partner_inquiries/p1). */
export async function seedPartnerInquiry(fields: Record<string, unknown> = {}): Promise<void> {
  await adminDb()
    .doc('partner_inquiries/p1')
    .set({
      name: 'Dana',
      email: 'dana@tremontbrewing.example',
      organization: 'Tremont Brewing',
      topic: 'Sponsorship',
      message: 'Lager?',
      status: 'sent',
      created_at: Timestamp.now(),
      ...fields,
    });
}

/** A Gumroad sale delivery in the webhook log (webhook_events/e1). */
export async function seedWebhookEvent(fields: Record<string, unknown> = {}): Promise<void> {
  await adminDb()
    .doc('webhook_events/e1')
    .set({
      source: 'gumroad',
      event_type: 'sale',
      status: 'success',
      created_at: Timestamp.now(),
      processed_at: Timestamp.now(),
      ...fields,
    });
}
