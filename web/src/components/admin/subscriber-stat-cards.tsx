import { useSubscriberStats } from '@/hooks/use-subscriber-stats';
import { StatCardRow, type StatCardContent } from './stat-card';

export type SubscriberCounts = ReturnType<typeof useSubscriberStats>['counts'];

/** The dashboards' four figures; they are counted together, so they load together. */
export function SubscriberStatCards({ cards }: { cards: (counts: SubscriberCounts) => StatCardContent[] }) {
  const { counts, loading } = useSubscriberStats();
  return <StatCardRow cards={cards(counts)} loading={loading} />;
}
