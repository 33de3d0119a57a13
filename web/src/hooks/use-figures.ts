import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { utcDay, type Counters } from '@shared/insights/counters';
import { periodStartDay, totalCounters, type DocumentFigureKey, type PeriodDays } from '@shared/insights/figures';
import { fetchCounterShards, figureQuery } from '@/lib/figures';
import { useCounts } from './use-counts';

/**
 * Figures counted from documents, each over its period (null: all time), as
 * `{ name: [figure, days] }`; `specs` must be memoised (or a module constant).
 * Counted together, so the cards that show them load together.
 */
export function useDocumentFigures<K extends string>(specs: Record<K, readonly [DocumentFigureKey, PeriodDays]>) {
  const db = useFirestore();
  // The periods end when the screen opened, so a period chosen later counts to the same moment as the others.
  const [nowMs] = useState(Date.now);
  const queries = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(specs).map(([name, spec]) => {
          const [key, days] = spec as readonly [DocumentFigureKey, PeriodDays];
          return [name, figureQuery(db, key, days, nowMs)];
        }),
      ) as Record<K, ReturnType<typeof figureQuery>>,
    [db, specs, nowMs],
  );
  return useCounts(queries);
}

/** The insights counters of the last `days` days, summed (null while loading; empty counters when they cannot be read). */
export function useCounterTotals(days: number): Counters | null {
  const db = useFirestore();
  const [totals, setTotals] = useState<Counters | null>(null);
  useEffect(() => {
    let live = true;
    const nowMs = Date.now();
    const from = periodStartDay(days, nowMs);
    fetchCounterShards(db, from).then(
      (shards) => live && setTotals(totalCounters(shards, from, utcDay(nowMs))),
      (err: unknown) => {
        console.error('Loading the insights counters failed', err);
        if (live) setTotals(totalCounters([], from, utcDay(nowMs)));
      },
    );
    return () => {
      live = false;
    };
  }, [db, days]);
  return totals;
}
