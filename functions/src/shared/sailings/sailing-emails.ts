import { clevelandInputToInstant, instantToClevelandInput } from '../cleveland-time';
import type { Audience } from '../email/audiences';

/**
 * The emails a sailing sends besides its tickets, as plain rules: the holders' reminders (when each is due), and the
 * founders' and newsletter's broadcasts (who gets each and when). functions/src/sailings/* send them.
 */
const HOUR_MS = 3_600_000;

/** Ticket holders' reminders, each sent once per sale: two days out, and on the morning of the sailing. */
export const REMINDER_KINDS = ['reminder-48h', 'reminder-morning'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The morning reminder's Cleveland wall-clock hour on the boarding day. */
export const MORNING_REMINDER_HOUR = '09:00';
/** A boarding before the morning reminder's hour gets it this long before boarding instead. */
const EARLY_BOARDING_LEAD_MS = 3 * HOUR_MS;

/** When the morning-of reminder goes: 9:00 Cleveland time on the boarding day, or 3 hours before an earlier boarding. */
export function morningReminderAt(boardsAt: number): number {
  const day = instantToClevelandInput(boardsAt).slice(0, 10);
  const nine = clevelandInputToInstant(`${day}T${MORNING_REMINDER_HOUR}`)!;
  return nine < boardsAt ? nine : boardsAt - EARLY_BOARDING_LEAD_MS;
}

/**
 * The reminder due at `now`, if any: the 48-hour one from 48 hours before boarding until the morning one takes over,
 * the morning one from its hour until boarding. One window each, so a holder who bought late gets only the next one,
 * and a tick that runs after boarding sends nothing.
 */
export function reminderDue(boardsAt: number, now: number): ReminderKind | null {
  if (now >= boardsAt) return null;
  const morning = morningReminderAt(boardsAt);
  if (now >= morning) return 'reminder-morning';
  if (now >= boardsAt - 48 * HOUR_MS) return 'reminder-48h';
  return null;
}

/** The founders' and the newsletter's emails about one sailing, made by "Prepare the sailing's emails". */
export const SAILING_BROADCAST_KINDS = ['announced', 'presale-opens', 'last-call', 'public-sale-opens'] as const;
export type SailingBroadcastKind = (typeof SAILING_BROADCAST_KINDS)[number];

/** Each broadcast as the owner reads it on the sailing's page and in the Email dashboard's list. */
export const SAILING_BROADCAST_LABELS: Record<SailingBroadcastKind, string> = {
  announced: 'announcement to founders',
  'presale-opens': "founders' presale opens",
  'last-call': 'last call to founders',
  'public-sale-opens': 'public sale opens (Launch news)',
};

/** How long after "Prepare" the announcement goes: time to read it, and cancel it, on the Email dashboard. */
export const ANNOUNCEMENT_DELAY_MS = 30 * 60_000;
/** The founders' last call, this long before the public sale opens. */
export const LAST_CALL_LEAD_MS = 24 * HOUR_MS;

export interface SailingBroadcastPlan {
  kind: SailingBroadcastKind;
  audience: Audience;
  sendAt: number;
}

/**
 * Who gets each of a sailing's broadcasts and when. Founders (the `founding` audience) hear of it first, when their
 * presale opens, and a day before the public sale; the newsletter (`updates`, "Launch news") when the public sale
 * opens. A time already past is left out: an email about a presale that has opened would arrive late.
 */
export function sailingBroadcastPlan(s: { presaleOpensAt: number; publicSaleOpensAt: number }, now: number): SailingBroadcastPlan[] {
  const plan: SailingBroadcastPlan[] = [
    { kind: 'announced', audience: 'founding', sendAt: now + ANNOUNCEMENT_DELAY_MS },
    { kind: 'presale-opens', audience: 'founding', sendAt: s.presaleOpensAt },
    { kind: 'last-call', audience: 'founding', sendAt: s.publicSaleOpensAt - LAST_CALL_LEAD_MS },
    { kind: 'public-sale-opens', audience: 'updates', sendAt: s.publicSaleOpensAt },
  ];
  return plan.filter((p) => p.sendAt > now && (p.kind !== 'last-call' || p.sendAt > s.presaleOpensAt));
}

/** A sailing's broadcast's document id: one per sailing and kind, so a second "Prepare" makes no duplicate. */
export const sailingBroadcastId = (slug: string, kind: SailingBroadcastKind) => `sailing-${slug}-${kind}`;

/** What the owner may do to a sailing's course: end it, put it off, or bring a postponed one back on a new date. */
export const INTERRUPTION_CHANGES = ['canceled', 'postponed', 'rescheduled'] as const;
export type InterruptionChange = (typeof INTERRUPTION_CHANGES)[number];

/**
 * The transactional emails to a sale's holder, claimed per sale, kind and round in `sailing_emails/{sale}~{kind}~{round}`.
 * The round tells one date or change from the next: a reminder's is the boarding instant, so a rescheduled sailing
 * reminds again; a notice's is the sailing's count of changes, so a second postponement is told too.
 */
export type HolderEmailKind = ReminderKind | InterruptionChange;
export const holderEmailId = (saleDocId: string, kind: HolderEmailKind, round: number) => `${saleDocId}~${kind}~${round}`;
