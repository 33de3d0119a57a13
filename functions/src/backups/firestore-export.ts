import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applicationDefault } from 'firebase-admin/app';

/**
 * Firestore export and import for the daily backup and `npm run backup` / `npm run restore`: the Admin API's
 * exportDocuments / importDocuments (awaited) on a project; on the emulators, their export and import endpoints,
 * same format in a local folder.
 */
const ADMIN_API = 'https://firestore.googleapis.com/v1';
const POLL_MS = 5_000;
/** Under the scheduled function's 540 s, so a stuck export is recorded as failed rather than cut off. */
const WAIT_MS = 480_000;

export const emulatorHost = () => process.env.FIRESTORE_EMULATOR_HOST;

const databaseName = (projectId: string) => `projects/${projectId}/databases/(default)`;

export async function checked(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) {
    // Google's errors are { error: { message } }; keep only that, never the request.
    let message = text.slice(0, 300);
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // not JSON: the text as it is
    }
    throw Object.assign(new Error(`${what}: ${message}`), { status: res.status });
  }
  return text ? JSON.parse(text) : {};
}

interface Operation {
  name: string;
  done?: boolean;
  error?: { message?: string };
}

/** Calls the Admin API as the credentials allow. `quotaProject` bills a person's own gcloud login to the project (scripts). */
async function adminApi(path: string, body: unknown, quotaProject?: string): Promise<Operation> {
  const { access_token } = await applicationDefault().getAccessToken();
  const headers: Record<string, string> = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  if (quotaProject) headers['x-goog-user-project'] = quotaProject;
  const res = await fetch(`${ADMIN_API}/${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  return (await checked(res, `Firestore ${path.split(':').pop() ?? path}`)) as Operation;
}

async function awaitOperation(op: Operation, quotaProject?: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let current = op;
  while (!current.done) {
    if (Date.now() > deadline) throw new Error(`Firestore operation ${op.name} still running after ${WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
    current = await adminApi(op.name, undefined, quotaProject);
  }
  if (current.error) throw new Error(`Firestore operation ${op.name} failed: ${current.error.message ?? 'no reason given'}`);
}

function emulatorCall(projectId: string, action: 'export' | 'import', body: Record<string, string>): Promise<unknown> {
  return fetch(`http://${emulatorHost()}/emulator/v1/projects/${projectId}:${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: databaseName(projectId), ...body }),
  }).then((res) => checked(res, `Firestore emulator ${action}`));
}

/** The metadata file an emulator export writes; its import is pointed at that file. */
export function exportMetadataFile(folder: string): string {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.endsWith('.overall_export_metadata')) return path;
    if (statSync(path).isDirectory()) {
      try {
        return exportMetadataFile(path);
      } catch {
        // not in this branch
      }
    }
  }
  throw new Error(`${folder} holds no Firestore export (no .overall_export_metadata file)`);
}

/**
 * Exports the whole database to `destination`: a gs:// folder on a real
 * project, an absolute local folder (which must exist) on the emulator.
 */
export async function exportDocuments(projectId: string, destination: string, quotaProject?: string): Promise<void> {
  if (emulatorHost()) {
    await emulatorCall(projectId, 'export', { export_directory: destination, export_name: 'firestore_export' });
    return;
  }
  const op = await adminApi(`${databaseName(projectId)}:exportDocuments`, { outputUriPrefix: destination }, quotaProject);
  await awaitOperation(op, quotaProject);
}

/** Imports an export into the database: documents in it are written over, documents not in it are left as they are. */
export async function importDocuments(projectId: string, source: string, quotaProject?: string): Promise<void> {
  if (emulatorHost()) {
    await emulatorCall(projectId, 'import', { export_directory: exportMetadataFile(source) });
    return;
  }
  const op = await adminApi(`${databaseName(projectId)}:importDocuments`, { inputUriPrefix: source }, quotaProject);
  await awaitOperation(op, quotaProject);
}
