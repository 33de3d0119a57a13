import { useSyncExternalStore } from 'react';
import { shareSupport, type ShareSupport } from '@/lib/web-share';

const noChanges = () => () => {};

/**
 * What the browser's share sheet can take, known at the first render in the
 * browser. A server-rendered page assumes a share sheet ('link'), as nearly
 * every phone has one, so the compact phone toolbar it paints is the one that
 * stays; only a browser without one then widens it to today's buttons.
 */
export function useShareSupport(): ShareSupport {
  return useSyncExternalStore(noChanges, shareSupport, () => 'link');
}
