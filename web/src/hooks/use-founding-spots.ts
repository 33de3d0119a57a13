import { useSyncExternalStore } from 'react';
import type { FoundingSpots } from '@shared/membership/founding-spots';
import { currentFoundingSpots, subscribeFoundingSpots } from '@/lib/founding-spots';

/** The founding spots as the last answer of /api/spots gave them; null on the server, while hydrating and until it answers. */
export function useFoundingSpots(): FoundingSpots | null {
  return useSyncExternalStore(subscribeFoundingSpots, currentFoundingSpots, () => null);
}
