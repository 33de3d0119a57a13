import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import Papa from 'papaparse';
import { COLLECTIONS } from '@shared/collections';

export interface Subscriber {
  id: string;
  email: string;
  first_name: string | null;
  city: string | null;
  state: string | null;
  status: string;
  source: string;
  created_at: Timestamp | null;
}

/**
 * Every subscriber, newest first, in pages: the first rows show while the
 * rest of a large list is still arriving. Returns a function that stops it.
 */
export function loadSubscribers(
  db: Firestore,
  onPage: (rows: Subscriber[], done: boolean) => void,
  onError: (err: unknown) => void,
  pageSize = 2000,
): () => void {
  let stopped = false;
  (async () => {
    let cursor: QueryDocumentSnapshot | undefined;
    for (;;) {
      const base = query(collection(db, COLLECTIONS.subscribers), orderBy('created_at', 'desc'));
      const snap = await getDocs(cursor ? query(base, startAfter(cursor), limit(pageSize)) : query(base, limit(pageSize)));
      if (stopped) return;
      const done = snap.size < pageSize;
      onPage(snap.docs.map(toSubscriber), done);
      if (done) return;
      cursor = snap.docs.at(-1);
    }
  })().catch((err) => !stopped && onError(err));
  return () => {
    stopped = true;
  };
}

function toSubscriber(d: QueryDocumentSnapshot): Subscriber {
  const data = d.data();
  return {
    id: d.id,
    email: String(data.email ?? ''),
    first_name: data.first_name ?? null,
    city: data.city ?? null,
    state: data.state ?? null,
    status: String(data.status ?? ''),
    source: String(data.source ?? ''),
    created_at: data.created_at ?? null,
  };
}

export function locationOf(s: Pick<Subscriber, 'city' | 'state'>): string {
  return [s.city, s.state].filter(Boolean).join(', ') || '-';
}

/** The list's filters: a status of SUBSCRIBER_STATUSES and a source, each '' for any. */
export interface SubscriberFilters {
  status: string;
  source: string;
}

export const NO_FILTERS: SubscriberFilters = { status: '', source: '' };

export function matchesFilters(s: Subscriber, { status, source }: SubscriberFilters): boolean {
  return (!status || s.status === status) && (!source || s.source === source);
}

/** The sources the loaded subscribers have, sorted: sources are open-ended (each sign-up list, each import, Gumroad...). */
export function sourcesOf(rows: Subscriber[]): string[] {
  return [...new Set(rows.map((s) => s.source).filter(Boolean))].sort();
}

/** Case-insensitive match on email or first name. */
export function matchesSearch(s: Subscriber, needle: string): boolean {
  if (!needle) return true;
  return s.email.toLowerCase().includes(needle) || (s.first_name ?? '').toLowerCase().includes(needle);
}

/** The spec's CSV columns; cells that a spreadsheet would run as formulas are defused. */
export function subscribersCsv(rows: Subscriber[]): string {
  return Papa.unparse(
    {
      fields: ['Email', 'First Name', 'City', 'State', 'Status', 'Source', 'Created At'],
      data: rows.map((s) => [
        s.email,
        s.first_name ?? '',
        s.city ?? '',
        s.state ?? '',
        s.status,
        s.source,
        s.created_at ? s.created_at.toDate().toISOString() : '',
      ]),
    },
    { escapeFormulae: true },
  );
}

export function csvFileName(now = new Date()): string {
  return `subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
