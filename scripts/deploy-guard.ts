import { join } from 'node:path';
import { DEPLOY_PROJECT_ENV } from './lib/deploy-config';
import { ROOT } from './lib/ports';
import { buildFindings } from './lib/preflight';
import { readProjectConfig } from './lib/project-config';

/**
 * The predeploy hook of Hosting and Functions (firebase.json). Both ship the
 * web build made for one project (the functions carry its server bundle and
 * page shell) and Hosting its security headers, which only `npm run deploy`
 * prepares; any other `firebase deploy` of them would ship whatever web/dist
 * last held, so it stops here with what to run instead.
 */
const project = process.env.GCLOUD_PROJECT ?? '';
const target = process.argv[2] ?? 'hosting';
const named = project || '<your-project-id>';

function refuse(lines: string[]): never {
  console.error(`\nNot deploying ${target}:\n${lines.map((l) => `  - ${l}`).join('\n')}\n`);
  process.exit(1);
}

if (process.env[DEPLOY_PROJECT_ENV] !== project) {
  refuse([
    `${target} ships the site built for one project with its own security headers: deploy with \`npm run deploy -- --project ${named}\`` +
      ` (add \`--only ${target}\` for ${target} alone). Rules and indexes can still go alone: \`npx firebase deploy --only firestore,storage --project ${named}\`.`,
  ]);
}
const problems = buildFindings(join(ROOT, 'web', 'dist'), readProjectConfig(ROOT, project));
if (problems.length) refuse(problems);
