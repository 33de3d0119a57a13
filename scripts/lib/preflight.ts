import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SITE } from '../../functions/src/shared/demo-site';
import { parseLocalDay } from '../../functions/src/shared/local-day';
import {
  CONFIRM_PAST_DATES,
  COPY_DATES,
  DEMO_PROJECT_ID,
  SITE_ORIGIN_PARAM,
  WEB_VARIABLES,
  siteOrigin,
  type ProjectConfig,
} from './project-config';

/**
 * The deploy's offline checks: everything a real project needs that can be
 * read from the repository, each problem one plain sentence with its fix, all
 * of them at once, so an owner fixes the list in one pass instead of meeting
 * the problems one deploy at a time.
 */
export interface DeclaredParam {
  name: string;
  secret: boolean;
  /** firebase-functions' own name for the kind of value: string, boolean, int, float, list, secret. */
  type: string;
}

export interface PreflightInput {
  config: ProjectConfig;
  params: readonly DeclaredParam[];
  today: Date;
}

/** Google's rule for project ids; `demo-` ids only ever exist in the emulators. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const NEWSLETTER_URL = /^https:\/\/www\.linkedin\.com\/newsletters\/[a-z0-9-]+-\d+\/?$/;

/**
 * The only spellings each kind of functions parameter has. Firebase reads the
 * file two ways: the CLI takes yes, y and 1 for true while deploying, the
 * functions take only "true" at run time, and parseInt makes "one" a 0, so
 * anything else would mean one thing in the deploy and another in the site.
 */
const PARAM_VALUES: Record<string, { pattern: RegExp; write: string }> = {
  boolean: { pattern: /^(true|false)$/, write: 'true or false' },
  int: { pattern: /^-?\d+$/, write: 'a whole number in digits, e.g. 0 or 1' },
  float: { pattern: /^-?\d+(\.\d+)?$/, write: 'a number in digits, e.g. 0.5' },
};

/** Firebase Hosting's own addresses, whose first label is the Hosting site (the project's id for its default site). */
const FIREBASE_HOST = /^https:\/\/([a-z0-9-]+)\.(web\.app|firebaseapp\.com)$/;

/**
 * Why `origin` is some other site's address, or null. Links in emails, share
 * previews and the sitemap would point there, and /api/collect, which takes
 * events only from the site's own origin, would drop every one of them.
 */
function foreignOrigin(origin: string, projectId: string): string | null {
  const site = FIREBASE_HOST.exec(origin)?.[1];
  if (site === projectId) return null;
  if (origin === DEMO_SITE.origin) return `${origin}, the demo's address`;
  return site ? `${origin}, the Firebase address of "${site}", not of "${projectId}"` : null;
}

/** Why `projectId` cannot be deployed to, or null. */
export function projectIdProblem(projectId: string): string | null {
  if (projectId === DEMO_PROJECT_ID || projectId.startsWith('demo-')) {
    return `"${projectId}" is the local demo project: deploy with --project <your-project-id>, the id shown in the Firebase console.`;
  }
  if (!PROJECT_ID.test(projectId)) {
    return `"${projectId}" is not a Firebase project id (6 to 30 lowercase letters, digits and dashes): copy it from the Firebase console.`;
  }
  return null;
}

/** Params that were renamed, old name to new: a project's file may still hold the old one, which nothing reads. */
const RENAMED_PARAMS: Record<string, string> = { OG_CERTIFICATE_MIN_INSTANCES: 'PAGES_MIN_INSTANCES' };

export function preflightFindings({ config, params, today }: PreflightInput): string[] {
  const { projectId, web, functions, webFile, functionsFile } = config;
  const findings: string[] = [];
  const say = (sentence: string) => findings.push(sentence);

  // A wrong id makes every other finding about files named after it: noise that buries the one line that matters.
  const idProblem = projectIdProblem(projectId);
  if (idProblem) return [idProblem];

  if (!config.webFileExists) say(`${webFile} is missing: copy web/.env.example to ${webFile} and fill it in.`);
  for (const v of WEB_VARIABLES.filter((v) => v.required && !web[v.name]?.trim())) {
    say(`${v.name} is not set in ${webFile}: ${v.about}.`);
  }
  const known = new Set([...WEB_VARIABLES.map((v) => v.name), CONFIRM_PAST_DATES]);
  for (const name of Object.keys(web).filter((n) => !known.has(n) && n !== 'VITE_SITE_ORIGIN')) {
    say(`${webFile} sets ${name}, which the site does not read: check its spelling against web/.env.example.`);
  }
  for (const v of WEB_VARIABLES.filter((v) => v.accepts && web[v.name]?.trim())) {
    const value = web[v.name]!.trim();
    if (!v.accepts!.pattern.test(value)) say(`${v.name} in ${webFile} is "${value}": write ${v.accepts!.write}.`);
  }
  // The web config names the project in three values; each must be this one's, or Auth or Storage talk to another.
  const authDomain = web.VITE_FIREBASE_AUTH_DOMAIN?.trim();
  const authHost = authDomain && /^([a-z0-9-]+)\.(?:firebaseapp\.com|web\.app)$/.exec(authDomain);
  if (authDomain && !/^[a-z0-9.-]+$/.test(authDomain)) {
    say(`VITE_FIREBASE_AUTH_DOMAIN in ${webFile} is "${authDomain}": write the host name alone, ${projectId}.firebaseapp.com.`);
  } else if (authHost && authHost[1] !== projectId) {
    say(`VITE_FIREBASE_AUTH_DOMAIN in ${webFile} is "${authDomain}", another project's: it should be ${projectId}.firebaseapp.com.`);
  }
  const bucket = web.VITE_FIREBASE_STORAGE_BUCKET?.trim();
  if (bucket && ![`${projectId}.firebasestorage.app`, `${projectId}.appspot.com`].includes(bucket)) {
    say(
      `VITE_FIREBASE_STORAGE_BUCKET in ${webFile} is "${bucket}", not this project's default bucket: it should be ` +
        `${projectId}.firebasestorage.app (${projectId}.appspot.com on projects made before October 2024), as the web app's config shows.`,
    );
  }
  const bundleProject = web.VITE_FIREBASE_PROJECT_ID?.trim();
  if (bundleProject && bundleProject !== projectId) {
    say(`VITE_FIREBASE_PROJECT_ID in ${webFile} is "${bundleProject}", not "${projectId}": the site would talk to another project.`);
  }
  if ('VITE_SITE_ORIGIN' in web) {
    say(
      `${webFile} sets VITE_SITE_ORIGIN: remove it; the site's origin is entered once, as ${SITE_ORIGIN_PARAM} in ${functionsFile}, and the web build reads it there.`,
    );
  }

  const newsletter = web.VITE_LINKEDIN_NEWSLETTER_URL?.trim();
  if (newsletter === DEMO_SITE.newsletterUrl) {
    say(`VITE_LINKEDIN_NEWSLETTER_URL in ${webFile} is the demo's stand-in: put the newsletter's real address from LinkedIn there.`);
  } else if (newsletter && !NEWSLETTER_URL.test(newsletter)) {
    say(
      `VITE_LINKEDIN_NEWSLETTER_URL in ${webFile} is not a LinkedIn newsletter address (https://www.linkedin.com/newsletters/<name>-<number>).`,
    );
  }

  const confirmedPast = new Set(
    (web[CONFIRM_PAST_DATES] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const dateKeys: string[] = COPY_DATES.map((d) => d.key);
  // "launch" was one before the season dates moved to /admin: a file that still names it says nothing wrong.
  for (const key of [...confirmedPast].filter((k) => !dateKeys.includes(k) && k !== 'launch')) {
    say(
      `${CONFIRM_PAST_DATES} in ${webFile} names "${key}", which is no date of the site: write ${dateKeys.join(' or ')} (comma-separated).`,
    );
  }
  for (const d of COPY_DATES) {
    const text = web[d.variable]?.trim();
    if (!text) continue;
    const date = parseLocalDay(text, d.end);
    if (!date) say(`${d.variable} in ${webFile} is "${text}": write it as YYYY-MM-DD.`);
    else if (date < today && !confirmedPast.has(d.key)) {
      say(
        `${d.label} (${text}) has passed, so the site shows it as over: set ${d.variable} to a future day in ${webFile}, ` +
          `or add "${d.key}" to ${CONFIRM_PAST_DATES} there if that is what visitors should read.`,
      );
    }
  }

  if (!config.functionsFileExists) say(`${functionsFile} is missing: copy functions/.env.example to ${functionsFile} and fill it in.`);
  const origin = functions[SITE_ORIGIN_PARAM]?.trim();
  if (!origin) say(`${SITE_ORIGIN_PARAM} is not set in ${functionsFile}: the site's public origin, e.g. https://clevelandfloaters.com.`);
  else if (!siteOrigin(origin)) {
    say(
      `${SITE_ORIGIN_PARAM} in ${functionsFile} is "${origin}": it must be an https origin with no path, e.g. https://clevelandfloaters.com.`,
    );
  } else {
    const problem = foreignOrigin(siteOrigin(origin)!, projectId);
    if (problem)
      say(
        `${SITE_ORIGIN_PARAM} in ${functionsFile} is ${problem}: use https://${projectId}.web.app until the custom domain is live, then that domain.`,
      );
  }
  for (const p of params.filter((p) => !p.secret && p.name !== SITE_ORIGIN_PARAM && !(p.name in functions))) {
    const old = Object.keys(RENAMED_PARAMS).find((name) => RENAMED_PARAMS[name] === p.name && name in functions);
    if (old) say(`${old} in ${functionsFile} is now called ${p.name}: rename the line (its value holds as it is).`);
    else say(`${p.name} is not in ${functionsFile}: add it (see functions/.env.example), or the deploy stops to ask for it.`);
  }
  for (const p of params.filter((p) => p.name in functions && PARAM_VALUES[p.type])) {
    const { pattern, write } = PARAM_VALUES[p.type]!;
    const value = functions[p.name]!.trim();
    if (!pattern.test(value)) say(`${p.name} in ${functionsFile} is "${value}": write ${write}.`);
  }
  if (functions.APP_CHECK_ENFORCED?.trim() === 'true' && !web.VITE_APP_CHECK_SITE_KEY?.trim()) {
    say(
      `APP_CHECK_ENFORCED is true in ${functionsFile} but ${webFile} has no VITE_APP_CHECK_SITE_KEY: every call from the site would be refused; set the key or turn enforcement off.`,
    );
  }
  for (const p of params.filter((p) => p.secret && p.name in functions)) {
    say(
      `${functionsFile} holds the secret ${p.name}: delete the line, rotate the value and store it with \`npx firebase functions:secrets:set ${p.name} --project ${projectId}\`.`,
    );
  }
  return findings;
}

/**
 * What is not ready but need not stop a deploy. The SendGrid webhook's key comes from SendGrid once the site's
 * functions exist (docs/going-live.md, step 7), so a first deploy goes without it.
 */
export function preflightWarnings({ projectId, functions, functionsFile }: ProjectConfig): string[] {
  if (projectIdProblem(projectId) || !('SENDGRID_WEBHOOK_PUBLIC_KEY' in functions) || functions.SENDGRID_WEBHOOK_PUBLIC_KEY?.trim())
    return [];
  return [
    `SENDGRID_WEBHOOK_PUBLIC_KEY is empty in ${functionsFile}: sendgridEvents refuses every SendGrid event until it is set, so ` +
      "bounces and spam reports are not recorded; paste the Event Webhook's verification key there and deploy again (going-live step 7).",
  ];
}

/** What the web build records about itself (scripts/build-web.ts), for the checks below. */
export interface BuildStamp {
  mode: string;
  projectId: string;
  siteOrigin: string;
}

export const BUILD_STAMP_FILE = '.floaters-build.json';

export function readBuildStamp(dist: string): BuildStamp | null {
  const file = join(dist, BUILD_STAMP_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildStamp) : null;
}

/** The built site against the project it is about to ship to: the bundle's project, and robots.txt and the sitemap's origin. */
export function buildFindings(dist: string, config: ProjectConfig): string[] {
  const stamp = readBuildStamp(dist);
  const rebuild = `run \`npm run deploy -- --project ${config.projectId}\`, which builds it for that project`;
  if (!stamp) return [`web/dist holds no build: ${rebuild}.`];
  const findings: string[] = [];
  if (stamp.projectId !== config.projectId)
    findings.push(`web/dist was built for "${stamp.projectId}", not "${config.projectId}": ${rebuild}.`);
  const origin = siteOrigin(config.functions[SITE_ORIGIN_PARAM]);
  if (origin && stamp.siteOrigin !== origin) findings.push(`web/dist was built for ${stamp.siteOrigin}, not ${origin}: ${rebuild}.`);
  const robots = existsSync(join(dist, 'robots.txt')) ? readFileSync(join(dist, 'robots.txt'), 'utf8') : '';
  if (origin && !robots.includes(`Sitemap: ${origin}/sitemap.xml`))
    findings.push(`web/dist/robots.txt does not name ${origin}: ${rebuild}.`);
  return findings;
}
