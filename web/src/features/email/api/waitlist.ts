import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { figureQuery } from '@/lib/figures';
import { COLLECTIONS } from '@shared/collections';
import { RELEASE_SPOTS, type ReleaseSpotsResponse } from '@shared/contracts/release-spots';

/** A large offer outlasts the SDK's default 70 s; the function itself stops inside its hour and is resumed. */
const RELEASE_TIMEOUT_MS = 3_600_000;

/** Confirmed waitlisters (the Waitlisters figure) in the order they confirmed (their waitlist number). */
export const waitlistQuery = (db: Firestore) => query(figureQuery(db, 'waitlisters'), orderBy('waitlist_number'));

/** Offers whose send is under way or stopped before its end (a resume with the same id finishes them). */
export const unfinishedOffersQuery = (db: Firestore) =>
  query(collection(db, COLLECTIONS.waitlistReleases), where('status', '==', 'sending'));

/** Offers `count` spots to the next waitlisters, calling again with the same id until the send reports done. */
export async function offerSpots(functions: Functions, releaseId: string, count: number): Promise<ReleaseSpotsResponse> {
  for (;;) {
    const response = await callFunction(functions, RELEASE_SPOTS, { releaseId, count }, { timeout: RELEASE_TIMEOUT_MS });
    if (response.done) return response;
  }
}
