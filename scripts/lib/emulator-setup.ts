import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import { applySecurityHeaders, committedCspSources } from './hosting-headers';
import { HOST, ROOT, emulatorEnv, emulatorPorts, portOffset, readFirebaseJson } from './ports';

/**
 * firebase-tools downloads its Java emulators on first use, which these machines cannot reach; gcloud's Debian package
 * ships the Firestore emulator, so a manifest-only jar pointing at it lets `firebase emulators:*` start offline.
 * Nothing is done where the real download is cached or no local copy exists.
 */
const GCLOUD_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const emulatorCacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');

function downloadableInfo(): Record<string, { downloadPathRelativeToCacheDir: string }> {
  const infoPath = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json', { paths: [ROOT] });
  return JSON.parse(readFileSync(infoPath, 'utf8'));
}

/** Manifest lines may hold at most 72 bytes; longer ones continue after CRLF + space. */
function manifestLine(text: string): string {
  const chunks = [text.slice(0, 72)];
  for (let i = 72; i < text.length; i += 71) chunks.push(' ' + text.slice(i, i + 71));
  return chunks.join('\r\n') + '\r\n';
}

/** A zip with a single stored (uncompressed) entry: all a manifest-only jar needs. */
function singleEntryZip(name: string, content: Buffer): Buffer {
  const nameBuf = Buffer.from(name);
  const crc = crc32(content);
  // Both headers carry the same run of fields: CRC-32, compressed and uncompressed size (equal, as nothing is compressed), name length.
  const describeEntry = (header: Buffer, at: number) => {
    header.writeUInt32LE(crc >>> 0, at);
    header.writeUInt32LE(content.length, at + 4);
    header.writeUInt32LE(content.length, at + 8);
    header.writeUInt16LE(nameBuf.length, at + 12);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  describeEntry(local, 14);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  describeEntry(central, 16);
  const centralOffset = local.length + nameBuf.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBuf.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBuf, content, central, nameBuf, end]);
}

export function ensureFirestoreEmulator(): void {
  const target = join(emulatorCacheDir, downloadableInfo().firestore.downloadPathRelativeToCacheDir);
  if (existsSync(target) || !existsSync(GCLOUD_FIRESTORE_JAR)) return;
  const manifest =
    manifestLine('Manifest-Version: 1.0') +
    manifestLine(`Main-Class: ${FIRESTORE_MAIN_CLASS}`) +
    manifestLine(`Class-Path: ${GCLOUD_FIRESTORE_JAR}`) +
    '\r\n';
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, singleEntryZip('META-INF/MANIFEST.MF', Buffer.from(manifest)));
}

/** The Storage emulator needs a rules-runtime jar that only the internet has. */
export function storageRuntimeAvailable(): boolean {
  return existsSync(join(emulatorCacheDir, downloadableInfo().storage.downloadPathRelativeToCacheDir));
}

export const STORAGE_MISSING_REASON =
  'Storage emulator left out: its rules-runtime jar is not installed and cannot be downloaded on this machine.';

/**
 * What the functions emulator reads from .env.local. Every parameter the
 * functions declare needs a line: the emulator stops to ask for a missing one,
 * even one with a default, and under `emulators:exec` nobody answers
 * (tests/unit/deploy-preflight.test.ts checks the list is complete).
 */
export function localFunctionEnv(): Record<string, string | undefined> {
  const env = emulatorEnv();
  return {
    SITE_URL: env.FLOATERS_SITE_URL,
    FLOATERS_SITE_URL: env.FLOATERS_SITE_URL,
    FLOATERS_SENDGRID_API_URL: env.FLOATERS_SENDGRID_API_URL,
    FLOATERS_GUMROAD_API_URL: env.FLOATERS_GUMROAD_API_URL,
    FLOATERS_FUNCTIONS_URL: env.FLOATERS_FUNCTIONS_URL,
    SENDGRID_WEBHOOK_PUBLIC_KEY: localSendGridWebhookKey().publicKey,
    // The emulators cannot verify App Check tokens, and the local site never starts App Check.
    APP_CHECK_ENFORCED: 'false',
    PAGES_MIN_INSTANCES: '0',
  };
}

/** What the functions emulator reads from .secret.local; tests that run function code or sign for it take them from here too. */
export function localFunctionSecrets(): Record<string, string> {
  return {
    SENDGRID_API_KEY: 'SG.local-development-key',
    UNSUBSCRIBE_SIGNING_KEY: 'local-unsubscribe-signing-key',
    GUMROAD_ACCESS_TOKEN: 'local-gumroad-access-token',
  };
}

/** The functions' local settings, per stack: params (.env.local) and secrets (.secret.local). */
const LOCAL_FUNCTION_FILES = ['.env.local', '.secret.local'];

/**
 * The functions emulator reads params from .env.local and secrets from
 * .secret.local instead of asking or calling Secret Manager. Both are written
 * on every start because the addresses depend on FLOATERS_PORT_OFFSET.
 */
function writeLocalFunctionEnv(folder: string): void {
  const lines = localFunctionEnv();
  writeFileSync(join(folder, '.env.local'), Object.entries(lines).map(([k, v]) => `${k}=${v}`).join('\n') + '\n');
  // Rewritten too: a line left by an older checkout (an empty value, say) would override the real setting.
  writeFileSync(join(folder, '.secret.local'), Object.entries(localFunctionSecrets()).map(([k, v]) => `${k}=${v}\n`).join(''));
}

/**
 * The folder the functions emulator loads from: functions/, or for another FLOATERS_PORT_OFFSET a folder of links to
 * it with env files of its own (the emulator reads them there), inside the checkout so packages resolve alike.
 */
function localFunctionsFolder(): string {
  const functions = join(ROOT, 'functions');
  if (!portOffset) return functions;
  const folder = join(ROOT, '.emulators-cache', `functions-${portOffset}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(functions)) {
    if (entry !== 'src' && !LOCAL_FUNCTION_FILES.includes(entry)) symlinkSync(join(functions, entry), join(folder, entry));
  }
  return folder;
}

/**
 * A local stand-in for the key pair SendGrid signs its Event Webhook with:
 * the functions get the public half (as SendGrid shows it: base64 DER), tests
 * sign events with the private half. Made once per checkout.
 */
export const SENDGRID_WEBHOOK_KEY_PATH = join(ROOT, '.emulators-cache', 'sendgrid-event-webhook-key.json');

export function localSendGridWebhookKey(): { publicKey: string; privateKeyPem: string } {
  if (existsSync(SENDGRID_WEBHOOK_KEY_PATH)) return JSON.parse(readFileSync(SENDGRID_WEBHOOK_KEY_PATH, 'utf8'));
  const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const key = {
    publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  mkdirSync(dirname(SENDGRID_WEBHOOK_KEY_PATH), { recursive: true });
  writeFileSync(SENDGRID_WEBHOOK_KEY_PATH, JSON.stringify(key));
  return key;
}

export interface EmulatorPlan {
  only: string[];
  configPath: string;
  storage: boolean;
}

/**
 * Writes firebase.local.json (firebase.local.<offset>.json for a shifted stack): firebase.json with every emulator port shifted by
 * FLOATERS_PORT_OFFSET, and the production Content-Security-Policy widened
 * only by the emulators the page calls, so the local site runs under the same
 * policy. It sits next to firebase.json so relative paths hold.
 */
export function planEmulators(): EmulatorPlan {
  ensureFirestoreEmulator();
  const functionsFolder = localFunctionsFolder();
  writeLocalFunctionEnv(functionsFolder);
  const storage = storageRuntimeAvailable();
  const config = readFirebaseJson();
  const ports = emulatorPorts();
  const emulators = config.emulators as Record<string, Record<string, unknown>>;
  for (const [name, entry] of Object.entries(emulators)) {
    if (typeof entry.port === 'number') entry.port = ports[name as keyof typeof ports];
  }
  emulators.firestore.websocketPort = ports.firestoreWebsocket;
  for (const codebase of config.functions as { source: string }[]) codebase.source = relative(ROOT, functionsFolder);
  const emulatorOrigins = (['auth', 'firestore', 'functions', 'storage'] as const).map((name) => `http://${HOST}:${ports[name]}`);
  applySecurityHeaders(config, { ...committedCspSources(), emulatorOrigins });
  const configPath = join(ROOT, portOffset ? `firebase.local.${portOffset}.json` : 'firebase.local.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const only = ['auth', 'firestore', 'functions', 'hosting', ...(storage ? ['storage'] : [])];
  if (portOffset) console.log(`Ports shifted by FLOATERS_PORT_OFFSET=${portOffset}.`);
  return { only, configPath, storage };
}
