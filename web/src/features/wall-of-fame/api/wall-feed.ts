import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestoreClient } from '@/lib/firestore-client';
import { COLLECTIONS } from '@shared/collections';
import { WALL_SIZE } from '@shared/certificates/page-data';
import type { PublicCertificate } from '@shared/certificates/public-certificate';
import { sameFounders } from './same-founders';

/**
 * The first founders, live: one Firestore listener for the page, however many
 * follow it, and open while anyone does. The Wall of Fame's island follows it
 * without React and hands over to the React list (which follows it too) only
 * once the founders differ from the served ones; the list then starts from the
 * latest answer, and no answer falls between the two.
 */
let founders: PublicCertificate[] | null = null;
const followers = new Set<() => void>();
let stopListening: (() => void) | undefined;

/** The founders of Firestore's last answer from the server; null before its first. */
export const wallFounders = (): PublicCertificate[] | null => founders;

/** Calls `onChange` whenever the founders change, until the returned cleanup; the first answer is a change. */
export function followWall(onChange: () => void): () => void {
  followers.add(onChange);
  stopListening ??= listen();
  return () => {
    followers.delete(onChange);
    if (followers.size || !stopListening) return;
    stopListening();
    stopListening = undefined;
    founders = null;
  };
}

function listen(): () => void {
  const first = query(collection(firestoreClient(), COLLECTIONS.certificates), orderBy('created_at', 'asc'), limit(WALL_SIZE));
  return onSnapshot(
    first,
    // A listener that reopens answers from the cache first; when the server then only confirms it, that is a metadata
    // change, and without these the answer that is not from the cache would never come.
    { includeMetadataChanges: true },
    (snap) => {
      // Offline, Firestore answers from its empty cache: that would replace the served founders with "No founding floaters yet".
      if (snap.metadata.fromCache) return;
      const answer = snap.docs.map((d) => ({ ...(d.data() as Omit<PublicCertificate, 'id'>), id: d.id }));
      if (founders && sameFounders(answer, founders)) return;
      founders = answer;
      for (const onChange of followers) onChange();
    },
    (error) => console.error('Wall of Fame could not be loaded', error),
  );
}
