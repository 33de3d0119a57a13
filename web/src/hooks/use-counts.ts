import { getCountFromServer, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/**
 * Server-side count aggregations (one small read each, whatever the
 * collection size). A failed count is logged and shows as 0, as the spec asks.
 * `queries` must be memoised by the caller.
 */
export function useCounts<K extends string>(queries: Record<K, Query>): { counts: Record<K, number>; loading: boolean } {
  const [state, setState] = useState<{ counts: Record<K, number>; loading: boolean }>(() => ({
    counts: Object.fromEntries(Object.keys(queries).map((k) => [k, 0])) as Record<K, number>,
    loading: true,
  }));
  useEffect(() => {
    let live = true;
    const entries = Object.entries(queries) as [K, Query][];
    Promise.all(
      entries.map(([key, q]) =>
        getCountFromServer(q).then(
          (snap) => [key, snap.data().count] as const,
          (err) => {
            console.error(`Count of ${key} failed`, err);
            return [key, 0] as const;
          },
        ),
      ),
    ).then((results) => {
      if (live) setState({ counts: Object.fromEntries(results) as Record<K, number>, loading: false });
    });
    return () => {
      live = false;
    };
  }, [queries]);
  return state;
}
