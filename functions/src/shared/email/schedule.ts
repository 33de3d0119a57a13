import { formatCount } from '../format-count';

/**
 * When a scheduled broadcast may be set to go: later than now (a time that has
 * passed would go out at once, which "Send" already does) and at most this far
 * ahead, so a mistyped year does not sit unnoticed for decades. The browser
 * checks with its clock, scheduleBroadcast again with the server's.
 */
export const SCHEDULE_MAX_DAYS_AHEAD = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SCHEDULE_MESSAGES = {
  missing: 'Choose the date and time to send it',
  past: 'Choose a time in the future',
  tooFar: `Choose a time within the next ${SCHEDULE_MAX_DAYS_AHEAD} days`,
} as const;

/** What is wrong with sending at `sendAt` (epoch milliseconds), seen at `now`; null when it may be scheduled. */
export function scheduleProblem(sendAt: number | null, now: number): string | null {
  if (sendAt === null || !Number.isFinite(sendAt)) return SCHEDULE_MESSAGES.missing;
  if (sendAt <= now) return SCHEDULE_MESSAGES.past;
  if (sendAt > now + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) return SCHEDULE_MESSAGES.tooFar;
  return null;
}

/** What the every-minute tick needs to know of a broadcast to pick it. */
export interface ScheduledRun {
  status: string;
  scheduledAt: number | null;
  leaseUntil: number | null;
  lastError: string | null;
}

/**
 * Whether the tick starts or resumes this broadcast at `now`: scheduled and due, or sending with a quiet run (no live
 * lease, no error). A run stopped by an error waits for "Resume sending", so a failing SendGrid is not retried every
 * minute.
 */
export function tickTakes(run: ScheduledRun, now: number): boolean {
  if (run.scheduledAt === null || run.scheduledAt > now) return false;
  if (run.status === 'scheduled') return true;
  return run.status === 'sending' && (run.leaseUntil === null || run.leaseUntil <= now) && !run.lastError;
}

/** The line under the audience choice: how many it reaches now. */
export const audienceCountLine = (count: number): string => (count === 1 ? '1 person' : `${formatCount(count)} people`);
