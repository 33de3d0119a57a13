import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { STORAGE_MISSING_REASON, planEmulators } from './emulator-setup';
import { HOST, PROJECT_ID, ROOT, emulatorEnv, localServicePorts, urls } from './ports';
import { bin, httpOk, outputTail, startChild, waitUntil } from './processes';

/** Whether something (another process) already listens on `port` at HOST. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(true) : reject(err)));
    probe.listen(port, HOST, () => probe.close(() => resolve(false)));
  });
}

/**
 * Refuses to start while MailDev's or the stand-in's ports are taken: otherwise the new process dies quietly and a
 * leftover stand-in from another checkout answers, signing events with its own key
 * (.emulators-cache/sendgrid-event-webhook-key.json), which these functions refuse.
 */
async function refuseTakenPorts(): Promise<void> {
  const l = localServicePorts();
  const wanted = {
    'MailDev (web)': l.maildevWeb,
    'MailDev (SMTP)': l.maildevSmtp,
    'the SendGrid stand-in': l.sendgridApi,
    'the Gumroad stand-in': l.gumroadApi,
  };
  const taken: string[] = [];
  for (const [what, port] of Object.entries(wanted)) if (await portTaken(port)) taken.push(`${port} (${what})`);
  if (taken.length) {
    throw new Error(
      `Port ${taken.join(', ')} on ${HOST} is already in use, probably by a local mail service left running by an earlier run ` +
        `(\`ss -ltnp\` names the process). Stop that process, or start with another FLOATERS_PORT_OFFSET.`,
    );
  }
}

export async function startMail(): Promise<void> {
  await refuseTakenPorts();
  const l = localServicePorts();
  const maildev = startChild('maildev', bin('maildev'), ['--ip', HOST, '--web', String(l.maildevWeb), '--smtp', String(l.maildevSmtp), '--silent'], { quiet: true });
  const sendgrid = startChild('sendgrid-local', bin('tsx'), [join(ROOT, 'scripts', 'sendgrid-local.ts')], { quiet: true });
  const gumroad = startChild('gumroad-local', bin('tsx'), [join(ROOT, 'scripts', 'gumroad-local.ts')], { quiet: true });
  await Promise.all([
    waitUntil('MailDev', () => httpOk(`${urls().inbox}/healthz`), 60_000, () => maildev.exitCode === null).catch((e) => {
      throw new Error(`${e.message}\n${outputTail(maildev)}`);
    }),
    waitUntil('SendGrid stand-in', () => httpOk(`${urls().sendgridApi}/health`), 60_000, () => sendgrid.exitCode === null).catch((e) => {
      throw new Error(`${e.message}\n${outputTail(sendgrid)}`);
    }),
    waitUntil('Gumroad stand-in', () => httpOk(`${urls().gumroadApi}/health`), 60_000, () => gumroad.exitCode === null).catch((e) => {
      throw new Error(`${e.message}\n${outputTail(gumroad)}`);
    }),
  ]);
}

interface EmulatorOptions {
  /** Folder to import at start and export to on exit, so data survives restarts. */
  dataDir?: string;
  quiet?: boolean;
  /**
   * Run the emulators (and the Firestore and functions processes they start) at the lowest CPU priority. For the
   * benchmarks: the stack stands in for Google's servers, which never share a visitor's phone, and on this machine
   * it answers a page's beacons and reads on the same two cores while the page is being measured.
   */
  background?: boolean;
}

const outputListeners = new Set<(line: string) => void>();

/**
 * Hands `listener` each line the quiet emulators print from now on (the functions' own log lines among them), until
 * the returned function is called: for a benchmark that counts what the functions logged.
 */
export function watchEmulatorOutput(listener: (line: string) => void): () => void {
  outputListeners.add(listener);
  return () => outputListeners.delete(listener);
}

export async function startEmulators(opts: EmulatorOptions = {}): Promise<{ storage: boolean }> {
  const plan = planEmulators();
  if (!plan.storage) console.log(STORAGE_MISSING_REASON);
  const args = ['emulators:start', '--project', PROJECT_ID, '--config', plan.configPath, '--only', plan.only.join(',')];
  if (opts.dataDir) {
    args.push('--export-on-exit', opts.dataDir);
    if (existsSync(join(opts.dataDir, 'firebase-export-metadata.json'))) args.push('--import', opts.dataDir);
  }
  const emulators = startChild('emulators', bin('firebase'), args, {
    quiet: opts.quiet,
    env: {
      ...process.env,
      ...emulatorEnv({ storage: plan.storage }),
      JAVA_TOOL_OPTIONS: '-Xmx2g',
      // The emulator gives the functions' code 10 s to load; a busy two-core host takes longer, and the stack never came up.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    },
  });
  if (emulators.stdout) {
    createInterface({ input: emulators.stdout, crlfDelay: Infinity }).on('line', (line) => outputListeners.forEach((l) => l(line)));
  }
  // Set before the CLI starts its own children, which inherit it.
  if (opts.background && emulators.pid) setPriority(emulators.pid, 19);
  const wanted = plan.only;
  await waitUntil(
    'Firebase emulators',
    async () => {
      const res = await fetch(`${urls().hub}/emulators`, { signal: AbortSignal.timeout(2000) });
      if (!res.ok) return false;
      const running = Object.keys(await res.json());
      if (!wanted.every((w) => running.includes(w))) return false;
      // The functions emulator lists itself before it has loaded our code.
      const fn = await fetch(`${urls().functions}/health`, { signal: AbortSignal.timeout(5000) });
      return fn.ok;
    },
    180_000,
    () => emulators.exitCode === null,
  ).catch((e) => {
    throw new Error(`${e.message}\n${outputTail(emulators)}`);
  });
  return { storage: plan.storage };
}


