import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const PROJECT_ID = 'demo-cleveland-floaters';

/** The highest base port in use is the tasks emulator's 9499; nothing may land above 65535. */
export const MAX_PORT_OFFSET = 65535 - 9499;

/**
 * Every local port comes from firebase.json (emulators) or the table below
 * (our own helpers), shifted by FLOATERS_PORT_OFFSET so that several checkouts
 * can run their stacks side by side on one machine.
 */
export const portOffset = checkedPortOffset(process.env.FLOATERS_PORT_OFFSET);

function checkedPortOffset(raw: string | undefined): number {
  const offset = Number(raw ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_PORT_OFFSET) {
    throw new Error(`FLOATERS_PORT_OFFSET must be a whole number from 0 to ${MAX_PORT_OFFSET}; it is "${raw}".`);
  }
  return offset;
}

export const LOCAL_SERVICE_PORTS = {
  maildevWeb: 1080,
  maildevSmtp: 1025,
  sendgridApi: 3025,
  gumroadApi: 3026,
  vite: 5173,
} as const;

type EmulatorName = 'hub' | 'logging' | 'auth' | 'firestore' | 'functions' | 'hosting' | 'storage' | 'eventarc' | 'tasks';

interface EmulatorEntry {
  host: string;
  port: number;
  websocketPort?: number;
}

export function readFirebaseJson(): { emulators: Record<string, unknown> } & Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
}

export function emulatorPorts(): Record<EmulatorName, number> & { firestoreWebsocket: number } {
  const emulators = readFirebaseJson().emulators as Record<string, EmulatorEntry>;
  const out: Record<string, number> = {};
  for (const [name, entry] of Object.entries(emulators)) {
    if (entry && typeof entry === 'object' && 'port' in entry) out[name] = entry.port + portOffset;
  }
  out.firestoreWebsocket = (emulators.firestore.websocketPort ?? 9150) + portOffset;
  return out as Record<EmulatorName, number> & { firestoreWebsocket: number };
}

export function localServicePorts(): Record<keyof typeof LOCAL_SERVICE_PORTS, number> {
  return Object.fromEntries(
    Object.entries(LOCAL_SERVICE_PORTS).map(([k, v]) => [k, v + portOffset]),
  ) as Record<keyof typeof LOCAL_SERVICE_PORTS, number>;
}

export const HOST = '127.0.0.1';

export function urls() {
  const e = emulatorPorts();
  const l = localServicePorts();
  return {
    site: `http://${HOST}:${e.hosting}`,
    vite: `http://${HOST}:${l.vite}`,
    inbox: `http://${HOST}:${l.maildevWeb}`,
    sendgridApi: `http://${HOST}:${l.sendgridApi}`,
    gumroadApi: `http://${HOST}:${l.gumroadApi}`,
    functions: `http://${HOST}:${e.functions}/${PROJECT_ID}/us-central1`,
    hub: `http://${HOST}:${e.hub}`,
  };
}

/**
 * Environment that points Admin SDK clients (seed, tests, scripts) at the
 * emulators. Leave Storage out where its emulator cannot run, or the SDKs
 * warn about it on every start.
 */
export function emulatorEnv({ storage = true }: { storage?: boolean } = {}): Record<string, string> {
  const e = emulatorPorts();
  const l = localServicePorts();
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${e.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${e.auth}`,
    ...(storage ? { FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${e.storage}` } : {}),
    FIREBASE_EMULATOR_HUB: `${HOST}:${e.hub}`,
    FLOATERS_SENDGRID_API_URL: `http://${HOST}:${l.sendgridApi}`,
    FLOATERS_GUMROAD_API_URL: `http://${HOST}:${l.gumroadApi}`,
    FLOATERS_MAILDEV_URL: `http://${HOST}:${l.maildevWeb}`,
    FLOATERS_SITE_URL: `http://${HOST}:${e.hosting}`,
    FLOATERS_FUNCTIONS_URL: `http://${HOST}:${e.functions}/${PROJECT_ID}/us-central1`,
  };
}
