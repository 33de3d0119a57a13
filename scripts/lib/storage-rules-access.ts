import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * storage.rules reads Firestore (who owns a certificate), which needs Storage's service agent to hold this role.
 * firebase-tools grants it only after asking in a terminal; without one it skips the question and the deploy
 * "succeeds" while members' uploads are denied. So the deploy checks first.
 */
export const CROSS_SERVICE_RULES_ROLE = 'roles/firebaserules.firestoreServiceAgent';

export type StorageRulesAccess = { state: 'granted' } | { state: 'missing' | 'unknown'; projectNumber: string | null; why?: string };

const agent = (projectNumber: string | null) =>
  `service-${projectNumber ?? '<project-number>'}@gcp-sa-firebasestorage.iam.gserviceaccount.com`;

/** Whether the deploy goes on, and if not, the sentence that says why and what to run. `terminal`: firebase can ask itself. */
export function storageRulesDecision(access: StorageRulesAccess, projectId: string, terminal: boolean): string | null {
  if (access.state === 'granted') return null;
  // In a terminal firebase asks to grant the role itself (answer yes); only a missing answer would go unnoticed.
  if (terminal) return null;
  const grant =
    `gcloud projects add-iam-policy-binding ${projectId} --member=serviceAccount:${agent(access.projectNumber)} ` +
    `--role=${CROSS_SERVICE_RULES_ROLE}`;
  const known = access.state === 'missing' ? 'does not have' : `could not be checked for (${access.why ?? 'no answer'})`;
  return (
    `Not deploying: Storage's service agent ${known} ${CROSS_SERVICE_RULES_ROLE}, which storage.rules needs to read Firestore ` +
    `(without it members' picture uploads are denied). Grant it once: ${grant} (or run the deploy in a terminal and answer yes).`
  );
}

type Gcloud = (args: string[]) => Promise<string>;

const gcloud: Gcloud = async (args) => (await promisify(execFile)('gcloud', args, { timeout: 60_000 })).stdout.trim();

/** Asks Google (through gcloud, step 2's tool) whether the role is granted. Injected `run` for tests. */
export async function storageRulesAccess(projectId: string, run: Gcloud = gcloud): Promise<StorageRulesAccess> {
  let projectNumber: string | null = null;
  try {
    projectNumber = await run(['projects', 'describe', projectId, '--format=value(projectNumber)']);
    const members = await run([
      'projects',
      'get-iam-policy',
      projectId,
      '--flatten=bindings[].members',
      `--filter=bindings.role=${CROSS_SERVICE_RULES_ROLE}`,
      '--format=value(bindings.members)',
    ]);
    return members.split('\n').includes(`serviceAccount:${agent(projectNumber)}`)
      ? { state: 'granted' }
      : { state: 'missing', projectNumber };
  } catch (err) {
    return { state: 'unknown', projectNumber, why: err instanceof Error ? err.message.split('\n')[0] : String(err) };
  }
}
