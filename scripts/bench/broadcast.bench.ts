import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { subscriberIdForEmail } from '../../functions/src/shared/subscribers';
import { adminDb, callFunction, createUser, resetAuth, resetFirestore, urls } from '../../tests/support/emulators';
import { clearInbox } from '../../tests/support/maildev';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../functions/src/shared/collections';

export const name = 'broadcast to 10,000 subscribers (sendBroadcast on the emulator, SendGrid stand-in, MailDev)';
export const needsEmulators = true;

const RECIPIENTS = 10_000;

async function standInRequests(): Promise<number> {
  return ((await (await fetch(`${urls().sendgridApi}/health`)).json()) as { requests: number }).requests;
}

/** How long the stand-in takes to accept one full request and hand its 1000 messages to MailDev. */
async function standInCostPer1000(): Promise<number> {
  const body = {
    from: { email: 'crew@clevelandfloaters.com' },
    subject: 'Stand-in timing',
    content: [{ type: 'text/html', value: '<p>Hi [%n%]</p>' }],
    personalizations: Array.from({ length: 1000 }, (_, i) => ({
      to: [{ email: `timing${i}@example.com` }],
      substitutions: { '[%n%]': String(i) },
    })),
  };
  const t0 = performance.now();
  const res = await fetch(`${urls().sendgridApi}/v3/mail/send`, {
    method: 'POST',
    headers: { authorization: 'Bearer SG.local', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 202) throw new Error(`stand-in answered ${res.status}`);
  return Math.round(performance.now() - t0);
}

export async function run(): Promise<void> {
  await Promise.all([resetFirestore(), resetAuth(), clearInbox()]);
  const admin = await createUser('bench-admin@clevelandfloaters.test', { admin: true });
  const db = adminDb();
  const writer = db.bulkWriter();
  for (let i = 0; i < RECIPIENTS; i++) {
    const email = `bench${i}@example.com`;
    writer.set(db.doc(`${COLLECTIONS.subscribers}/${subscriberIdForEmail(email)}`), {
      email,
      first_name: `Floater${i}`,
      city: null,
      state: null,
      status: 'active',
      source: 'gumroad',
      created_at: Timestamp.now(),
      certificate_id: i % 2 ? `floater-${i}-ab12` : null,
    });
  }
  await writer.close();
  const draft = await db.collection(COLLECTIONS.emailBroadcasts).add({
    name: 'Bench',
    subject: 'Ahoy {{first_name}}',
    preheader: 'Benchmark',
    body: '<p>Ahoy {{first_name}}! <a href="{{certificate_url}}">Your certificate</a></p>',
    status: 'draft',
    created_by: admin.uid,
    created_at: FieldValue.serverTimestamp(),
  });

  const requestsBefore = await standInRequests();
  const started = performance.now();
  const res = await callFunction<{ sent: number }>('sendBroadcast', { broadcastId: draft.id }, admin.idToken);
  const seconds = (performance.now() - started) / 1000;
  if (!res.result) throw new Error(`sendBroadcast failed: ${res.error?.message}`);
  const requests = (await standInRequests()) - requestsBefore;
  const deliveries = (await draft.collection(SUBCOLLECTIONS.deliveries).count().get()).data().count;

  const standIn = await standInCostPer1000();
  console.log(
    `  recipients sent:            ${res.result.sent.toLocaleString('en-US')} (delivery records: ${deliveries.toLocaleString('en-US')})`,
  );
  console.log(`  wall time:                  ${seconds.toFixed(1)} s (includes SMTP hand-off of every message to MailDev)`);
  console.log(`  emails per second:          ${(res.result.sent / seconds).toFixed(0)}`);
  console.log(
    `  of which local stand-in:    ~${((standIn * res.result.sent) / 1000 / 1000).toFixed(1)} s (one 1000-recipient request to it alone takes ${standIn} ms; real SendGrid answers in about a second)`,
  );
  console.log(`  SendGrid requests:          ${requests} (${((requests / res.result.sent) * 1000).toFixed(1)} per 1000 recipients)`);
  await clearInbox();
}
