import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { committedCspSources, securityHeaders } from './lib/hosting-headers';
import { ROOT } from './lib/ports';

/**
 * `npm run hosting:csp`: writes the security headers of the demo build into
 * firebase.json, after a change to the policy (scripts/lib/hosting-headers.ts).
 * A deploy never edits this file: it writes its project's policy into the
 * untracked firebase.deploy.json (scripts/deploy.ts).
 */
const FIREBASE_JSON = join(ROOT, 'firebase.json');

/** The site-wide rule's header list in firebase.json's text: the array after `"source": "**"`, strings read whole. */
const SITE_WIDE_HEADERS_TEXT = /("source": "\*\*",\s*"headers": )\[(?:[^[\]"]|"(?:[^"\\]|\\.)*")*\]/;

/**
 * Rewrites firebase.json's site-wide headers for the production build's
 * settings. Only that list changes; the rest keeps its layout. Returns whether anything changed.
 */
async function writeProductionHeaders(): Promise<boolean> {
  const before = readFileSync(FIREBASE_JSON, 'utf8');
  if (!SITE_WIDE_HEADERS_TEXT.test(before)) throw new Error('firebase.json has no hosting header rule for "**"');
  const list = `[${securityHeaders(committedCspSources())
    .map((h) => JSON.stringify(h))
    .join(',\n')}]`;
  const spliced = before.replace(SITE_WIDE_HEADERS_TEXT, (_, head: string) => head + list);
  const after = await format(spliced, { ...(await resolveConfig(FIREBASE_JSON)), filepath: FIREBASE_JSON });
  if (after === before) return false;
  writeFileSync(FIREBASE_JSON, after);
  return true;
}

writeProductionHeaders().then((changed) =>
  console.log(changed ? 'firebase.json: security headers updated.' : 'firebase.json: security headers up to date.'),
);
