import { createEvent, type EventAttributes } from 'ics';
import type { SailingRecord } from '../shared/sailings/sailing-record';

/** One UID per sailing, so a calendar that imported the file before updates the event instead of adding a second. */
const eventUid = (slug: string) => `sailing-${slug}@clevelandfloaters.com`;

/**
 * The sailing as an iCalendar file (RFC 5545), in UTC so every calendar shows Cleveland's boarding time in its own zone.
 * `pageUrl` is the sailing's (or the ticket's) absolute address; a canceled sailing stays in the file as CANCELLED so a
 * calendar that holds it crosses it out.
 */
export function sailingCalendar(sailing: SailingRecord, pageUrl: string): string {
  const { dock } = sailing;
  const attributes: EventAttributes = {
    uid: eventUid(sailing.slug),
    productId: 'clevelandfloaters/sailings',
    title: `Cleveland Floaters: ${sailing.title}`,
    description: [sailing.lineup, `Boarding closes when the boat leaves. ${sailing.weather_policy}`, pageUrl].filter(Boolean).join('\n\n'),
    start: sailing.boards_at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: sailing.returns_at.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: `${dock.name}, ${dock.address}`,
    url: pageUrl,
    // cspell:disable-next-line -- RFC 5545 spells the status this way
    status: sailing.interruption?.kind === 'canceled' ? 'CANCELLED' : 'CONFIRMED',
    alarms: [{ action: 'display', description: `${sailing.title} boards in 2 hours`, trigger: { hours: 2, before: true } }],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error(`No calendar for sailing ${sailing.slug}`);
  return value;
}
