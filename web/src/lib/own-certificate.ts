import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';

/**
 * The certificate an account holds (it made it, or claimed it as its buyer), if any: where "My certificate" and
 * /founders/new take a member who has one.
 */
export async function certificateIdOf(firestore: Firestore, uid: string): Promise<string | null> {
  const mine = await getDocs(query(collection(firestore, COLLECTIONS.certificates), where('user_id', '==', uid), limit(1)));
  return mine.docs[0]?.id ?? null;
}
