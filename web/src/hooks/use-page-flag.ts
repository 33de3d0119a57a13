import { useSyncExternalStore } from 'react';
import type { PageFlag } from '@/lib/page-flag';

/** A page flag's value: the server's while the page hydrates, then what <html> says, as it changes. */
export function usePageFlag<T extends string>(flag: PageFlag<T>): T {
  return useSyncExternalStore(flag.subscribe, flag.read, () => flag.initial);
}
