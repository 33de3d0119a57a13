import { useSyncExternalStore } from 'react';
import { shareSupport, type ShareSupport } from '@/lib/web-share';

const noChanges = () => () => {};

/**
 * What the browser's share sheet can take, known at the first render so that
 * the share toolbar never changes shape after it paints (a prerendered page
 * hydrates as 'none' and then updates once).
 */
export function useShareSupport(): ShareSupport {
  return useSyncExternalStore(noChanges, shareSupport, () => 'none');
}
