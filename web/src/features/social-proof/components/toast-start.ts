import { whenIdle } from '@/lib/islands';
import { TOAST_TIMING } from './toast-cycle';

/** Resolves when the toast loads its code (on a page of islands) and its certificates: TOAST_TIMING.load after idle. */
export const whenToastLoads = (): Promise<void> => whenIdle().then(() => new Promise((resolve) => setTimeout(resolve, TOAST_TIMING.load)));
