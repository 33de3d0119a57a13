import { collection, onSnapshot, orderBy, query, where, type Firestore, type Timestamp } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import type { ManifestTicket } from '@shared/check-in/check-in';
import { COLLECTIONS } from '@shared/collections';
import { CHECK_IN_TICKETS, type CheckInResult } from '@shared/contracts/check-in-tickets';

/** A sailing as the crew chooses it: enough to name it and to know which boards next. */
export interface CrewSailing {
  slug: string;
  title: string;
  boardsAt: number;
}

/** A scan made offline, waiting to be sent: its id makes a resend harmless (checkInTickets). */
export interface QueuedScan {
  scanId: string;
  ticketId: string;
  sailing: string;
  scannedAt: number;
}

/** Every sailing, soonest boarding first, live. */
export function watchSailings(db: Firestore, onSailings: (sailings: CrewSailing[]) => void, onError: (err: Error) => void) {
  return onSnapshot(
    query(collection(db, COLLECTIONS.sailings), orderBy('boards_at', 'asc')),
    (snap) =>
      onSailings(
        snap.docs.map((d) => ({ slug: d.id, title: d.get('title') as string, boardsAt: (d.get('boards_at') as Timestamp).toMillis() })),
      ),
    onError,
  );
}

/** A sailing's tickets as its manifest, live: another phone's check-ins show here as they happen. */
export function watchManifest(
  db: Firestore,
  slug: string,
  onTickets: (tickets: ManifestTicket[]) => void,
  onError: (err: Error) => void,
) {
  return onSnapshot(
    query(collection(db, COLLECTIONS.tickets), where('sailing_slug', '==', slug)),
    (snap) => {
      // A snapshot from the SDK's memory while offline says nothing new, and may be empty: the stored copy stands.
      if (snap.metadata.fromCache) return;
      onTickets(
        snap.docs.map((d) => ({
          id: d.id,
          sailing_slug: slug,
          holder_name: d.get('holder_name') as string,
          founder: d.get('founder') === true,
          status: d.get('status') === 'valid' ? 'valid' : 'void',
          checked_in_at: (d.get('checked_in_at') as Timestamp | null)?.toMillis() ?? null,
        })),
      );
    },
    onError,
  );
}

export async function sendScans(functions: Functions, sailing: string, scans: QueuedScan[]): Promise<CheckInResult[]> {
  const request = { sailing, scans: scans.map(({ scanId, ticketId, scannedAt }) => ({ scanId, ticketId, scannedAt })) };
  return (await callFunction(functions, CHECK_IN_TICKETS, request)).results;
}

// What the phone keeps for the dock, where the signal may drop: the manifests, the sailings, the unsent scans.
const KEYS = {
  manifest: (slug: string) => `floaters-check-in-manifest:${slug}`,
  sailings: 'floaters-check-in-sailings',
  queue: 'floaters-check-in-queue',
};

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
const write = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

export interface StoredManifest {
  tickets: ManifestTicket[];
  loadedAt: number;
}
export const storedManifest = (slug: string) => read<StoredManifest>(KEYS.manifest(slug));
export const storeManifest = (slug: string, manifest: StoredManifest) => write(KEYS.manifest(slug), manifest);
export const storedSailings = () => read<CrewSailing[]>(KEYS.sailings) ?? [];
export const storeSailings = (sailings: CrewSailing[]) => write(KEYS.sailings, sailings);
export const storedQueue = () => read<QueuedScan[]>(KEYS.queue) ?? [];
export const storeQueue = (queue: QueuedScan[]) => write(KEYS.queue, queue);
