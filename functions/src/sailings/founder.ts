import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { subscriberIdForEmail } from '../shared/subscribers';

/**
 * The founding certificate an address holds: its purchase recorded the certificate on its subscriber, and the
 * certificate still stands (a refund or a lost dispute revokes it). Null for everyone else.
 */
export async function foundingCertificateOf(email: string | undefined): Promise<string | null> {
  if (!email) return null;
  const subscriber = await db.collection(COLLECTIONS.subscribers).doc(subscriberIdForEmail(email)).get();
  const certificateId = subscriber.get('certificate_id') as unknown;
  if (typeof certificateId !== 'string' || !certificateId) return null;
  const certificate = await db.collection(COLLECTIONS.certificates).doc(certificateId).get();
  return certificate.exists ? certificateId : null;
}
