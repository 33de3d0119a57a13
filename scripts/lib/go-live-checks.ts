import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { declaredParams } from 'firebase-functions/params';
import { bin } from './processes';
import { preflightFindings, preflightWarnings, type DeclaredParam } from './preflight';
import { readProjectConfig, type ProjectConfig } from './project-config';
import { ROOT } from './ports';

/** Every parameter and secret the deployed functions declare, as Firebase reads them: by loading them. */
export function functionsParams(): DeclaredParam[] {
  // Each function's module loads when its export is read (functions/src/index.ts), and declares its params as it does.
  const deployed = Object.values(require('../../functions/src/index') as Record<string, unknown>);
  if (!deployed.length) throw new Error('functions/src/index.ts deploys no function');
  return declaredParams.map((p) => ({
    name: p.name,
    secret: p.constructor.name === 'SecretParam',
    type: (p.constructor as unknown as { type: string }).type,
  }));
}

export interface PreflightReport {
  config: ProjectConfig;
  findings: string[];
  /** Not ready, but no reason to stop a deploy. */
  warnings: string[];
  secrets: string[];
}

export function runPreflight(projectId: string, today = new Date()): PreflightReport {
  const config = readProjectConfig(ROOT, projectId);
  const params = functionsParams();
  return {
    config,
    findings: preflightFindings({ config, params, today }),
    warnings: preflightWarnings(config),
    secrets: params.filter((p) => p.secret).map((p) => p.name),
  };
}

export type SecretState = 'present' | 'missing' | 'not checked';

/**
 * Asks Secret Manager, through the Firebase CLI, whether each secret has a
 * version. Without a login or a network the answer is "not checked", never a
 * guess: the deploy itself would then stop on a missing secret.
 */
export async function checkSecretsOnline(projectId: string, names: string[]): Promise<Record<string, SecretState>> {
  const states = await Promise.all(
    names.map(async (name): Promise<SecretState> => {
      try {
        await promisify(execFile)(bin('firebase'), ['functions:secrets:get', name, '--project', projectId, '--non-interactive'], {
          cwd: ROOT,
          timeout: 30_000,
        });
        return 'present';
      } catch (err) {
        const output = `${(err as { stdout?: string }).stdout ?? ''}${(err as { stderr?: string }).stderr ?? ''}`;
        return /\b404\b|not found|does not exist/i.test(output) ? 'missing' : 'not checked';
      }
    }),
  );
  return Object.fromEntries(names.map((n, i) => [n, states[i]!]));
}

/** `unchecked` names what the headline must not claim: "nothing missing" covers only what was checked. */
export function printFindings(
  title: string,
  findings: string[],
  { warnings = [], unchecked = [] }: { warnings?: string[]; unchecked?: string[] } = {},
): void {
  const verdict = findings.length === 0 ? 'nothing missing' : `${findings.length} to fix before going live`;
  const notChecked = unchecked.length ? `; not checked: ${unchecked.join('; ')}` : '';
  console.log(`\n${title}: ${verdict}${warnings.length ? `, ${warnings.length} to do after the deploy` : ''}${notChecked}.`);
  for (const f of findings) console.log(`  ✘ ${f}`);
  for (const w of warnings) console.log(`  ! ${w}`);
}
