import { scheduleBroadcastRequestSchema } from '@shared/contracts/schedule-broadcast';
import { SCHEDULE_MAX_DAYS_AHEAD, SCHEDULE_MESSAGES, scheduleProblem, tickTakes, type ScheduledRun } from '@shared/email/schedule';

const NOW = Date.UTC(2026, 11, 4, 14, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('when a broadcast may be scheduled', () => {
  it.each([
    ['no time chosen', null, SCHEDULE_MESSAGES.missing],
    ['an unreadable time (an empty datetime field)', Number.NaN, SCHEDULE_MESSAGES.missing],
    ['a time that has passed', NOW - MINUTE, SCHEDULE_MESSAGES.past],
    ['this very moment', NOW, SCHEDULE_MESSAGES.past],
    ['a minute ahead', NOW + MINUTE, null],
    [`${SCHEDULE_MAX_DAYS_AHEAD} days ahead`, NOW + SCHEDULE_MAX_DAYS_AHEAD * DAY, null],
    ['a day later still', NOW + (SCHEDULE_MAX_DAYS_AHEAD + 1) * DAY, SCHEDULE_MESSAGES.tooFar],
  ])('%s', (_, sendAt, message) => {
    expect(scheduleProblem(sendAt, NOW)).toBe(message);
  });

  it("is checked by the callable's schema with the same words, and only when scheduling", () => {
    const request = { broadcastId: 'b1', action: 'schedule', audience: 'all' };
    expect(() => scheduleBroadcastRequestSchema.validateSync({ ...request, sendAt: Date.now() - MINUTE })).toThrow(SCHEDULE_MESSAGES.past);
    expect(() => scheduleBroadcastRequestSchema.validateSync({ ...request, sendAt: Date.now() + 400 * DAY })).toThrow(
      'Choose a time within the next 90 days',
    );
    expect(scheduleBroadcastRequestSchema.validateSync({ ...request, sendAt: Date.now() + DAY }).sendAt).toBeGreaterThan(Date.now());
    expect(scheduleBroadcastRequestSchema.validateSync({ broadcastId: 'b1', action: 'cancel' }).action).toBe('cancel');
  });
});

describe('what the every-minute tick takes', () => {
  const run = (over: Partial<ScheduledRun>): ScheduledRun => ({
    status: 'scheduled',
    scheduledAt: NOW - MINUTE,
    leaseUntil: null,
    lastError: null,
    ...over,
  });

  it('starts a scheduled broadcast once its time has come, not before', () => {
    expect(tickTakes(run({}), NOW)).toBe(true);
    expect(tickTakes(run({ scheduledAt: NOW }), NOW)).toBe(true);
    expect(tickTakes(run({ scheduledAt: NOW + 1 }), NOW)).toBe(false);
  });

  it('resumes a scheduled send whose run went quiet, leaving a live one, a failed one and an immediate send alone', () => {
    expect(tickTakes(run({ status: 'sending', leaseUntil: NOW - 1 }), NOW)).toBe(true);
    expect(tickTakes(run({ status: 'sending', leaseUntil: null }), NOW)).toBe(true);
    expect(tickTakes(run({ status: 'sending', leaseUntil: NOW + MINUTE }), NOW)).toBe(false);
    expect(tickTakes(run({ status: 'sending', lastError: 'SendGrid did not take a batch' }), NOW)).toBe(false);
    expect(tickTakes(run({ status: 'sending', scheduledAt: null }), NOW)).toBe(false);
  });

  it('never takes a canceled, sent or draft broadcast', () => {
    for (const status of ['canceled', 'sent', 'draft']) expect(tickTakes(run({ status }), NOW)).toBe(false);
  });
});
