import { join } from 'node:path';
import { readCommandLine } from './lib/command-line';
import { bin, run, startChild, stopAll } from './lib/processes';
import { ROOT, urls } from './lib/ports';
import { startEmulators, startMail } from './lib/stack';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin';
import { splitSettings } from './lib/split-settings';
import { startScheduleTicks } from './lib/schedule-ticks';
import { DEMO_LOGINS, seedDemoData } from './seed';

/**
 * `npm start`: production build of the site on the Hosting emulator, with
 * Auth, Firestore, Functions, MailDev and demo data. `--dev` adds Vite with
 * hot reload against the same emulators.
 */
const { dev } = readCommandLine({ command: 'npm start --', flags: { dev: {} } }).flags;
const DATA_DIR = join(ROOT, '.emulator-data');

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping (saving emulator data)...');
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  console.log('Building functions and web...');
  if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('Build failed.');
  console.log('Starting MailDev, the SendGrid stand-in and the Firebase emulators...');
  await startMail();
  await startEmulators({ dataDir: DATA_DIR, quiet: true });
  if (dev) startChild('vite', bin('vite'), ['--config', join(ROOT, 'web', 'vite.config.ts')], { cwd: join(ROOT, 'web') });
  await seedDemoData();
  // Emulator data saved by an older checkout holds the settings in one document.
  for (const line of await splitSettings(getFirestore(adminApp()))) console.log(line);
  await startScheduleTicks();
  const u = urls();
  console.log(
    [
      '',
      '  Cleveland Floaters is running locally',
      `  Site:   ${u.site}${dev ? `   (hot reload: ${u.vite})` : ''}`,
      `  Inbox:  ${u.inbox}`,
      ...DEMO_LOGINS.map((l) => `  ${l.role.padEnd(7)} ${l.email} / ${l.password}`),
      '  Ctrl-C stops everything; data is kept for next time.',
      '',
    ].join('\n'),
  );
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
});
