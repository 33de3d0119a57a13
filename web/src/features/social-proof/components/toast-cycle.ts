import type { RecentCertificate } from '../api/toast-copy';

/**
 * The spec's timings, in milliseconds. The certificates load once the page has settled (`whenSettled`, a few seconds
 * after it is first idle); the spec's first delay counts from their arrival, and nothing shows before it ends.
 */
export const TOAST_TIMING = {
  firstDelay: [15_000, 45_000],
  visible: [20_000, 35_000],
  fade: 500,
  nextDelay: [30_000, 90_000],
} as const;

export type ToastPhase = 'loading' | 'waiting' | 'visible' | 'fading' | 'closing' | 'closed';

/** What the toast shows: its phase, and the certificate on screen (null while nothing is). */
export interface ToastState {
  phase: ToastPhase;
  certificate: RecentCertificate | null;
}

export interface ToastCycle {
  /** The newest certificates, each time they change: the first non-empty list starts the cycle. */
  update(list: RecentCertificate[]): void;
  /** The visitor closed it: it fades and stays closed for this visit. */
  close(): void;
  /** Cancels the pending timer (the page or component is going away). */
  stop(): void;
}

/**
 * The social-proof toast's phases, without DOM: loading, waiting 15–45 s, visible 20–35 s, fading 0.5 s, waiting
 * 30–90 s for the next, and so on; closing (0.5 s), then closed with no timer, so nothing returns. One timer at a time.
 */
export function startToastCycle(show: (state: ToastState) => void, random: () => number = Math.random): ToastCycle {
  let list: RecentCertificate[] = [];
  let phase: ToastPhase = 'loading';
  let index = 0;
  // A founder who joined while the page is open is the next one shown, whatever the cycle had reached.
  let fromNewest = false;
  let certificate: RecentCertificate | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const between = ([min, max]: readonly [number, number]) => min + random() * (max - min);
  const after = (ms: number, next: () => void) => {
    timer = setTimeout(next, ms);
  };

  const enter = (next: ToastPhase) => {
    clearTimeout(timer);
    phase = next;
    if (next === 'visible') {
      if (fromNewest) index = 0;
      fromNewest = false;
      certificate = list.length ? list[index % list.length]! : null;
    }
    if (next === 'waiting' || next === 'closed') certificate = null;
    show({ phase, certificate });
    if (next === 'waiting') after(between(index === 0 ? TOAST_TIMING.firstDelay : TOAST_TIMING.nextDelay), () => enter('visible'));
    if (next === 'visible') after(between(TOAST_TIMING.visible), () => enter('fading'));
    if (next === 'fading')
      after(TOAST_TIMING.fade, () => {
        index += 1;
        enter('waiting');
      });
    if (next === 'closing') after(TOAST_TIMING.fade, () => enter('closed'));
  };

  return {
    update(next) {
      if (phase !== 'loading' && next.length && next[0]!.id !== list[0]?.id) fromNewest = true;
      list = next;
      if (phase === 'loading' && list.length > 0) enter('waiting');
    },
    close() {
      if (phase === 'visible' || phase === 'fading') enter('closing');
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
