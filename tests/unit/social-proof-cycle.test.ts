import type { RecentCertificate } from '../../web/src/features/social-proof/api/toast-copy';
import {
  startToastCycle,
  TOAST_TIMING,
  type ToastCycle,
  type ToastState,
} from '../../web/src/features/social-proof/components/toast-cycle';

const cert = (name: string, n: number): RecentCertificate => ({ id: name.toLowerCase(), full_name: name, city: null, member_number: n });
const maria = cert('Maria Kowalski', 1);
const tony = cert('Tony Rivera', 2);
const hana = cert('Hana Petrovic', 3);

let shown: ToastState[];
let cycle: ToastCycle;
const now = () => shown.at(-1)!;
const phase = () => now().phase;
const name = () => now().certificate?.full_name ?? null;

/** Starts a cycle whose random draws are all `r` (0: the shortest of each range, 1: the longest). */
function start(r: number) {
  shown = [];
  cycle = startToastCycle(
    (s) => shown.push(s),
    () => r,
  );
}

/** The current phase lasts exactly `ms` more, then gives way to `next`. */
function stays(ms: number, next: ToastState) {
  const current = phase();
  jest.advanceTimersByTime(ms - 1);
  expect(phase()).toBe(current);
  jest.advanceTimersByTime(1);
  expect(now()).toEqual(next);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  cycle.stop();
  jest.useRealTimers();
});

describe('the social-proof toast cycle', () => {
  it('waits for a non-empty list of certificates', () => {
    start(0);
    cycle.update([]);
    jest.advanceTimersByTime(600_000);
    expect(shown).toEqual([]);
    cycle.update([maria]);
    expect(now()).toEqual({ phase: 'waiting', certificate: null });
  });

  it.each([
    ['shortest', 0, 15_000, 20_000, 30_000],
    ['longest', 1, 45_000, 35_000, 90_000],
  ])(
    'with the %s draws: appears after the first delay, stays, fades for 0.5 s, and shows the next after the next delay',
    (_, r, first, visible, next) => {
      start(r);
      cycle.update([maria, tony]);
      stays(first, { phase: 'visible', certificate: maria });
      stays(visible, { phase: 'fading', certificate: maria });
      stays(TOAST_TIMING.fade, { phase: 'waiting', certificate: null });
      stays(next, { phase: 'visible', certificate: tony });
    },
  );

  it('cycles through the list and starts over', () => {
    start(0);
    cycle.update([maria, tony]);
    const appearances: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersByTime(i === 0 ? 15_000 : 30_000);
      appearances.push(name());
      jest.advanceTimersByTime(20_000 + TOAST_TIMING.fade);
    }
    expect(appearances).toEqual(['Maria Kowalski', 'Tony Rivera', 'Maria Kowalski', 'Tony Rivera', 'Maria Kowalski']);
  });

  it.each([
    ['shows a certificate that arrives at the front of the list first', 10_000, 5_000, { phase: 'visible', certificate: hana }],
    [
      'keeps the certificate on screen until it is gone, whatever arrives meanwhile',
      15_000,
      20_000,
      { phase: 'fading', certificate: maria },
    ],
  ])('%s', (_, arrivesAfter, thenAfter, expected) => {
    start(0);
    cycle.update([maria]);
    jest.advanceTimersByTime(arrivesAfter);
    cycle.update([hana, maria]);
    jest.advanceTimersByTime(thenAfter);
    expect(now()).toEqual(expected);
  });

  it('shows a founder who joins while the page is open at its next appearance, then cycles on from there', () => {
    start(0);
    cycle.update([maria, tony]);
    jest.advanceTimersByTime(15_000 + 20_000 + TOAST_TIMING.fade + 30_000);
    expect(now()).toEqual({ phase: 'visible', certificate: tony });
    cycle.update([hana, maria, tony]);
    stays(20_000, { phase: 'fading', certificate: tony });
    stays(TOAST_TIMING.fade, { phase: 'waiting', certificate: null });
    stays(30_000, { phase: 'visible', certificate: hana });
    jest.advanceTimersByTime(20_000 + TOAST_TIMING.fade + 30_000);
    expect(now()).toEqual({ phase: 'visible', certificate: maria });
  });

  it('closes by hand with a 0.5 s fade and never comes back', () => {
    start(0);
    cycle.update([maria, tony]);
    jest.advanceTimersByTime(15_000);
    cycle.close();
    expect(now()).toEqual({ phase: 'closing', certificate: maria });
    stays(TOAST_TIMING.fade, { phase: 'closed', certificate: null });
    const count = shown.length;
    cycle.update([hana, maria, tony]);
    jest.advanceTimersByTime(600_000);
    expect(shown.length).toBe(count);
  });

  it('cannot be closed while nothing is on screen', () => {
    start(0);
    cycle.update([maria]);
    cycle.close();
    expect(phase()).toBe('waiting');
    jest.advanceTimersByTime(15_000);
    expect(phase()).toBe('visible');
  });

  it('sets no timer once stopped', () => {
    start(0);
    cycle.update([maria]);
    cycle.stop();
    jest.advanceTimersByTime(600_000);
    expect(phase()).toBe('waiting');
  });
});
