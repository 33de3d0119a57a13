import { localFunctionSecrets } from './emulator-setup';

const MINUTE = 60_000;

/**
 * The Functions emulator runs no schedules, so `npm start` runs `sendScheduledBroadcasts`, `sendSailingReminders` and
 * `passWaitlistOffers` itself every minute, in this process with the functions' local secrets; the first tick is
 * immediate. Call after adminApp(), whose emulator settings they share.
 */
export async function startScheduleTicks(): Promise<void> {
  Object.assign(process.env, localFunctionSecrets());
  const { sendDueBroadcasts } = await import('../../functions/src/email/broadcast-schedule');
  // The five-minute passWaitlistOffers, run with the same tick.
  const { passExpiredOffers } = await import('../../functions/src/sailings/waitlist-offers');
  const { sendDueReminders } = await import('../../functions/src/sailings/sailing-reminders');
  const tick = async () => {
    try {
      const { started } = await sendDueBroadcasts(Date.now(), Date.now() + MINUTE - 10_000);
      for (const id of started) console.log(`Scheduled broadcast ${id} sent (see the inbox).`);
      for (const r of (await sendDueReminders(Date.now())).sent)
        console.log(`${r.emails} ${r.kind} emails for ${r.slug} sent (see the inbox).`);
    } catch (err) {
      console.error(`Scheduled broadcasts: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      const { passed } = await passExpiredOffers();
      if (passed) console.log(`${passed} waitlist offers ran out and passed to the next in line (see the inbox).`);
    } catch (err) {
      console.error(`Waitlist offers: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  await tick();
  setInterval(() => void tick(), MINUTE);
}
