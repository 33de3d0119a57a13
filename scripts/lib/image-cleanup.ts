import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FUNCTIONS_REGION } from '../../functions/src/shared/functions-region';

/**
 * Functions deploys leave billed container images in Artifact Registry. Without a cleanup policy `firebase deploy`
 * asks for one after the functions are live, and fails without a terminal, so the deploy sets it first (with --force
 * before the repository exists, which uses firebase's default days).
 */

/** How long the images are kept: firebase-tools' own default (DEFAULT_CLEANUP_DAYS); a deploy never needs an old one. */
export const CONTAINER_IMAGE_DAYS = 1;

/** `firebase functions:artifacts:setpolicy`, answered in advance so it never waits for a terminal. */
export function cleanupPolicyArgs(projectId: string): string[] {
  return [
    'functions:artifacts:setpolicy',
    '--project',
    projectId,
    '--location',
    FUNCTIONS_REGION,
    '--days',
    String(CONTAINER_IMAGE_DAYS),
    '--force',
    '--non-interactive',
  ];
}

/** What setpolicy says before the first functions deploy, whose build creates the repository. */
export const NO_REPOSITORY_YET = /does not exist in Artifact Registry/;

export type ImagePolicy = 'set' | 'no repository yet';

/** Whether a deploy with these extra arguments (`--only ...`, or none for everything) ships functions. */
export function deploysFunctions(rest: string[]): boolean {
  return deploysTarget(rest, 'functions');
}

/** Whether `firebase deploy` with these flags ships `target` (all of them without --only). */
export function deploysTarget(rest: string[], target: string): boolean {
  const only = rest.find((a, i) => rest[i - 1] === '--only' || a.startsWith('--only='))?.replace(/^--only=/, '');
  return only === undefined || only.split(',').some((t) => t === target || t.startsWith(`${target}:`));
}

/** The flags `firebase deploy` needs so it does not stop to ask about the cleanup policy. */
export function imagePolicyFlags(policy: ImagePolicy | null): string[] {
  return policy === 'no repository yet' ? ['--force'] : [];
}

/**
 * Sets the policy through the installed firebase-tools. Null when it could
 * not (no login, no permission): said here, before anything is deployed.
 */
export async function setImagePolicy(firebase: string, projectId: string, cwd: string): Promise<ImagePolicy | null> {
  const said = await promisify(execFile)(firebase, cleanupPolicyArgs(projectId), { cwd }).then(
    ({ stdout, stderr }) => ({ ok: true, output: `${stdout}${stderr}` }),
    (err: { stdout?: string; stderr?: string; message: string }) => ({
      ok: false,
      output: `${err.stdout ?? ''}${err.stderr ?? err.message}`,
    }),
  );
  if (!said.ok) {
    console.error(
      `${said.output.trim()}\n\nThe cleanup policy for the functions' container images could not be set (above); nothing was deployed. ` +
        `Fix that, or set it yourself: npx firebase ${cleanupPolicyArgs(projectId).slice(0, -2).join(' ')}`,
    );
    return null;
  }
  if (NO_REPOSITORY_YET.test(said.output)) {
    console.log(
      `First functions deploy of ${projectId}: firebase sets the container-image cleanup policy (${CONTAINER_IMAGE_DAYS} day) as it deploys (--force).`,
    );
    return 'no repository yet';
  }
  console.log(`Container images of the functions are kept ${CONTAINER_IMAGE_DAYS} day (Artifact Registry cleanup policy).`);
  return 'set';
}
