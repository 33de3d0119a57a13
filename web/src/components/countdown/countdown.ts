import { timeLeft } from '@/lib/time-left';
import { setAttr, setData, setHidden, setText } from '@/lib/dom-write';

/** The spec refreshes the countdown once a minute; it shows no seconds. */
export const COUNTDOWN_REFRESH_MS = 60_000;

export interface CountdownUnit {
  value: number;
  label: string;
}

/** The three units to `target` at `now`, or null once it has passed. */
export function countdownUnits(target: Date, now: Date): CountdownUnit[] | null {
  const left = timeLeft(target, now);
  if (!left) return null;
  return [
    { value: left.days, label: left.days === 1 ? 'day' : 'days' },
    { value: left.hours, label: left.hours === 1 ? 'hour' : 'hours' },
    { value: left.minutes, label: left.minutes === 1 ? 'minute' : 'minutes' },
  ];
}

export const spokenCountdown = (units: CountdownUnit[]) => `${units.map((u) => `${u.value} ${u.label}`).join(', ')} to the first sailing`;

/**
 * Brings the server-painted countdown (launch-countdown.tsx) to the visitor's clock now and every minute: numbers,
 * labels, spoken label, or the launched words once `data-until` has passed. Changes nothing on a page painted after
 * the first sailing.
 */
export function attachCountdown(box: HTMLElement): () => void {
  const counting = box.querySelector<HTMLElement>('[data-when="counting"]');
  const launched = box.querySelector<HTMLElement>('[data-when="launched"]')!;
  if (!counting) return () => {};
  const target = new Date(box.dataset.until!);
  const update = () => {
    const units = countdownUnits(target, new Date());
    setData(box, 'state', units ? 'counting' : 'launched');
    setHidden(counting, !units);
    setHidden(launched, !!units);
    if (!units) return;
    setAttr(counting.querySelector('[role="timer"]')!, 'aria-label', spokenCountdown(units));
    counting.querySelectorAll<HTMLElement>('[data-unit]').forEach((el, i) => {
      setText(el.querySelector('[data-value]')!, String(units[i]!.value));
      setText(el.querySelector('[data-label]')!, units[i]!.label);
    });
  };
  update();
  const timer = window.setInterval(update, COUNTDOWN_REFRESH_MS);
  return () => window.clearInterval(timer);
}
