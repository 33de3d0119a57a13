import { Timestamp } from 'firebase-admin/firestore';
import { subscriberIdForEmail } from '../../functions/src/shared/subscribers';
import { adminDb, createUser, resetAuth, resetFirestore } from '../../tests/support/emulators';
import { launchBrowser, siteUrl } from '../../tests/support/browser';
import { signInBrowser } from '../../tests/support/browser-sign-in';
import { run as runCommand } from '../lib/processes';
import { COLLECTIONS } from '../../functions/src/shared/collections';

export const name = 'subscribers page with 20,000 subscribers (Chromium, Hosting + Firestore emulators)';
export const needsEmulators = true;

const COUNT = 20_000;
const NAMES = ['Maria', 'Deshawn', 'Zoë', 'José', 'Siobhán', 'Nguyễn', 'Kayla', 'Tony', 'Aaliyah', 'Brett'];

export async function run(): Promise<void> {
  // The Hosting emulator serves web/dist, which must carry this checkout's emulator ports.
  if ((await runCommand('npm', ['run', 'build', '-w', 'web', '--silent'])) !== 0) throw new Error('web build failed');
  await Promise.all([resetFirestore(), resetAuth()]);
  const admin = await createUser('bench-admin@clevelandfloaters.test', { admin: true });
  const db = adminDb();
  const writer = db.bulkWriter();
  const now = Date.now();
  for (let i = 0; i < COUNT; i++) {
    const email = `${NAMES[i % NAMES.length]!.toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z]/g, '')}${i}@example.com`;
    writer.set(db.doc(`${COLLECTIONS.subscribers}/${subscriberIdForEmail(email)}`), {
      email,
      first_name: NAMES[i % NAMES.length],
      city: i % 3 ? 'Cleveland' : null,
      state: i % 3 ? 'OH' : null,
      status: i % 9 === 7 ? 'unsubscribed' : 'active',
      source: i % 4 ? 'gumroad' : 'import',
      created_at: Timestamp.fromMillis(now - i * 60_000),
    });
  }
  await writer.close();

  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Signing in lands on the page: that load warms up the SDK and the emulator, then a fresh load is measured.
    await signInBrowser(page, admin.email, admin.password, '/admin/email/subscribers');
    await page.getByText(`${COUNT.toLocaleString('en-US')} subscribers`, { exact: true }).waitFor({ timeout: 300_000 });

    const started = Date.now();
    await page.goto(siteUrl('/admin/email/subscribers'));
    await page.getByRole('cell', { name: 'maria0@example.com' }).waitFor({ timeout: 300_000 });
    const firstRows = Date.now() - started;
    await page.getByText(`${COUNT.toLocaleString('en-US')} subscribers`, { exact: true }).waitFor({ timeout: 300_000 });
    const allRows = Date.now() - started;
    const domRows = await page.locator('tbody tr').count();

    const search = page.getByRole('textbox', { name: 'Search by email or name' });
    const latencies: number[] = [];
    for (const query of ['zoe', 'jose1', 'nguyen19', 'kayla1999', 'no-such-person', '']) {
      const expected = await page.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? '');
      const t0 = Date.now();
      await search.fill(query);
      await page
        .waitForFunction((before) => (document.querySelector('[role="status"]')?.textContent ?? '') !== before, expected, {
          timeout: 30_000,
        })
        .catch(() => undefined);
      latencies.push(Date.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    console.log(`  time to first rows:         ${firstRows} ms (page load, sign-in check, first page of 2,000 documents)`);
    console.log(`  time to all rows:           ${allRows} ms (all ${COUNT.toLocaleString('en-US')} documents read from the emulator)`);
    console.log(`  table rows in the DOM:      ${domRows} (virtualised)`);
    console.log(
      `  search latency (type → count updates): median ${latencies[Math.floor(latencies.length / 2)]} ms, max ${latencies.at(-1)} ms over ${latencies.length} queries`,
    );
  } finally {
    await browser.close();
  }
}
