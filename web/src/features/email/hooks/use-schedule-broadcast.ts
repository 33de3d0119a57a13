import { collection, query, where, type Timestamp } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore, useFirestoreCollectionData, useFunctions } from 'reactfire';
import { callFunction } from '@/lib/call-function';
import { COLLECTIONS } from '@shared/collections';
import { SCHEDULE_BROADCAST } from '@shared/contracts/schedule-broadcast';
import { DEFAULT_AUDIENCE, type Audience } from '@shared/email/audiences';

export interface ScheduledBroadcast {
  id: string;
  name: string;
  subject: string;
  audience?: Audience;
  scheduled_at?: Timestamp;
}

/** The broadcasts waiting for their time, soonest first, live: one the tick starts leaves the list. */
export function useScheduledBroadcasts(): { loading: boolean; rows: ScheduledBroadcast[] } {
  const db = useFirestore();
  const q = query(collection(db, COLLECTIONS.emailBroadcasts), where('status', '==', 'scheduled'));
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  const rows = ((data ?? []) as ScheduledBroadcast[])
    .slice()
    .sort((a, b) => (a.scheduled_at?.toMillis() ?? 0) - (b.scheduled_at?.toMillis() ?? 0));
  return { loading: status === 'loading', rows };
}

/** scheduleBroadcast's two actions; the function re-checks the time with its own clock. */
export function useScheduleBroadcast() {
  const functions = useFunctions();
  const schedule = useCallback(
    (broadcastId: string, audience: Audience, sendAt: number) =>
      callFunction(functions, SCHEDULE_BROADCAST, { broadcastId, action: 'schedule', audience, sendAt }),
    [functions],
  );
  const cancel = useCallback(
    (broadcastId: string) =>
      callFunction(functions, SCHEDULE_BROADCAST, { broadcastId, action: 'cancel', audience: DEFAULT_AUDIENCE, sendAt: null }),
    [functions],
  );
  return { schedule, cancel };
}
