import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applySecurityHeaders, cspSourcesFor } from './hosting-headers';
import { readFirebaseJson, ROOT } from './ports';
import type { ProjectConfig } from './project-config';

/**
 * firebase.json is the demo's: its policy names the demo project, and its
 * predeploy hooks refuse to ship Hosting or Functions (scripts/deploy-guard.ts).
 * A deploy writes this untracked copy with the policy of the project it ships
 * to, so the tracked file never changes and `git status` stays clean.
 */
export const DEPLOY_CONFIG_FILE = 'firebase.deploy.json';

/** Set by `npm run deploy` for its own `firebase deploy`, which the guard lets through for that project only. */
export const DEPLOY_PROJECT_ENV = 'FLOATERS_DEPLOY_PROJECT';

/** firebase.json as the deploy of `config`'s project uses it. */
export function deployConfig(config: ProjectConfig): Record<string, unknown> {
  const firebaseJson: Record<string, unknown> = readFirebaseJson();
  delete firebaseJson.emulators;
  applySecurityHeaders(firebaseJson, cspSourcesFor(config.projectId, config.web));
  return firebaseJson;
}

export function writeDeployConfig(config: ProjectConfig): string {
  const file = join(ROOT, DEPLOY_CONFIG_FILE);
  writeFileSync(file, JSON.stringify(deployConfig(config), null, 2) + '\n');
  return file;
}

/**
 * The `--only` lists of the deploy's `firebase deploy` runs, in order: everything but Hosting, then Hosting. A route
 * moved to another function (docs/going-live.md) is then served throughout: the new function is live before Hosting's
 * new release points at it, and the old one answers until that release replaces the one that still names it.
 */
export function deployPasses(only: string): string[] {
  const targets = only.split(',').filter(Boolean);
  const hosting = targets.filter((t) => t === 'hosting' || t.startsWith('hosting:'));
  const rest = targets.filter((t) => !hosting.includes(t));
  return [rest.join(','), hosting.join(',')].filter(Boolean);
}
