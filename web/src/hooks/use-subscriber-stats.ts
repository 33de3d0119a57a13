import { Timestamp, collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { daysAgo } from '@/lib/admin-format';
import { useCounts } from './use-counts';
import { COLLECTIONS } from '@shared/collections';

/** The counts both dashboards show. */
export function useSubscriberStats() {
  const db = useFirestore();
  const queries = useMemo(() => {
    const subscribers = collection(db, COLLECTIONS.subscribers);
    const certificates = collection(db, COLLECTIONS.certificates);
    const since = (days: number) => where('created_at', '>=', Timestamp.fromDate(daysAgo(days)));
    return {
      totalSubscribers: subscribers,
      activeSubscribers: query(subscribers, where('status', '==', 'active')),
      weeklyGrowth: query(subscribers, since(7)),
      monthlyGrowth: query(subscribers, since(30)),
      totalCertificates: certificates,
      certificatesThisWeek: query(certificates, since(7)),
      totalBroadcasts: query(collection(db, COLLECTIONS.emailBroadcasts), where('status', '==', 'sent')),
    };
  }, [db]);
  return useCounts(queries);
}
