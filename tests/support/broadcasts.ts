import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './emulators';

/** A draft broadcast, as the compose screen saves one, by the admin `createdBy`: its id. */
export async function draftBroadcast(createdBy: string, content: { name: string; subject: string; body: string }): Promise<string> {
  const ref = await adminDb()
    .collection('email_broadcasts')
    .add({ ...content, preheader: '', status: 'draft', created_by: createdBy, created_at: FieldValue.serverTimestamp() });
  return ref.id;
}
