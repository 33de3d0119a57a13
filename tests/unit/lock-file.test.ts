import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/ports';

/**
 * A fresh clone's `npm install` rewrites package-lock.json when its record of a workspace (or the root) differs from
 * that package.json, leaving a newcomer a modified file. npm copies these fields verbatim, so comparing them offline
 * catches the drift first.
 */
const RECORDED = [
  'version',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'engines',
  'bin',
  'license',
  'workspaces',
] as const;

type Manifest = Partial<Record<(typeof RECORDED)[number], unknown>> & { workspaces?: string[] };
const readJson = <T>(...path: string[]) => JSON.parse(readFileSync(join(ROOT, ...path), 'utf8')) as T;

const root = readJson<Manifest>('package.json');
const lock = readJson<{ packages: Record<string, Manifest & { resolved?: string; link?: boolean }> }>('package-lock.json');
const recorded = (manifest: Manifest) => Object.fromEntries(RECORDED.map((field) => [field, manifest[field]]));

describe('package-lock.json', () => {
  it.each(['', ...(root.workspaces ?? [])])("records %p's package.json as npm install would write it", (folder) => {
    const manifest = readJson<Manifest>(folder, 'package.json');
    expect(recorded(lock.packages[folder] ?? {})).toEqual(recorded(manifest));
  });

  it.each(root.workspaces ?? [])('links the %s workspace into node_modules', (folder) => {
    const name = readJson<{ name: string }>(folder, 'package.json').name;
    expect(lock.packages[`node_modules/${name}`]).toEqual({ resolved: folder, link: true });
  });
});
