import { connect } from 'node:net';
import { applicationDefault } from 'firebase-admin/app';
import { HOST, emulatorPorts, portOffset } from './ports';

/** A refusal that is already a sentence for the person running the script, with its fix. */
export class ScriptRefusal extends Error {}

const LOGIN = '`gcloud auth application-default login`';

/**
 * What is wrong with this machine's Google login for scripts, and the fix, from a Google client's error (undefined if
 * unrelated): no gcloud login, an expired one, or the 403 for a personal login without a quota project.
 */
export function loginFailure(err: unknown, projectId: string): string | undefined {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (/quota project|X-Goog-User-Project|serviceusage\.services\.use|serviceUsageConsumer/i.test(message)) {
    return (
      `Google refused the call because your gcloud login has no quota project for ${projectId} (a 403 that personal logins get): ` +
      `run \`gcloud auth application-default set-quota-project ${projectId}\`, then this again. ` +
      'If it says you lack serviceusage.services.use, ask the project owner for the Service Usage Consumer role.'
    );
  }
  if (code === 'app/invalid-credential' || /Could not load the default credentials/.test(message)) {
    if (/invalid_grant|invalid_rapt|reauth|expired|revoked/i.test(message)) {
      return `Your gcloud login for scripts has expired: run ${LOGIN} again, then this again.`;
    }
    return `No Google credentials to act on ${projectId}: run ${LOGIN} (once per machine), then this again.`;
  }
  if (/ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|network/i.test(message)) {
    return `Google could not be reached (${message}): check the network connection, then run this again.`;
  }
  return undefined;
}

/**
 * Stops with loginFailure's sentence unless the gcloud login gives an access token. Run before a script's first call
 * to Firestore on a real project: its client throws a missing login from a callback no caller can catch, as a stack trace.
 */
export async function requireGoogleLogin(projectId: string): Promise<void> {
  try {
    await applicationDefault().getAccessToken();
  } catch (err) {
    throw new ScriptRefusal(
      loginFailure(err, projectId) ?? `No usable Google login for ${projectId}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** Whether something answers on the port: a connection, refused or accepted, within a second. */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Stops with the ports it tried unless the local Auth and Firestore emulators answer. Each checkout's stack runs at
 * its own FLOATERS_PORT_OFFSET (scripts/lib/ports.ts), and a script run in another shell without it looks elsewhere.
 */
export async function requireEmulators(): Promise<void> {
  const { auth, firestore } = emulatorPorts();
  const silent = [];
  if (!(await answers(auth))) silent.push(`Auth on ${HOST}:${auth}`);
  if (!(await answers(firestore))) silent.push(`Firestore on ${HOST}:${firestore}`);
  if (!silent.length) return;
  const offset = process.env.FLOATERS_PORT_OFFSET === undefined ? 'no FLOATERS_PORT_OFFSET, so 0' : `FLOATERS_PORT_OFFSET=${portOffset}`;
  throw new ScriptRefusal(
    `The local emulators are not answering (${silent.join(', ')}; ${offset}). Start them with \`npm start\`, or, if they ` +
      'run already, give this the FLOATERS_PORT_OFFSET they were started with. With --project <id> it acts on a real project.',
  );
}

/** What a script that works on the emulators or on a real project needs first: the emulators up, or a Google login. */
export function requireAccess(project: string | undefined): Promise<void> {
  return project ? requireGoogleLogin(project) : requireEmulators();
}
