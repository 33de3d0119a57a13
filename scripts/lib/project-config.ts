import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export { siteOrigin } from '../../functions/src/shared/site-origin';

/**
 * What a real Firebase project needs, in two committed files (every value is public):
 *   web/.env.<project-id>        the web app's settings (Vite loads it as the build's mode)
 *   functions/.env.<project-id>  the functions' parameters (Firebase loads it on deploy)
 * The origin is entered once, as SITE_URL, for both. Secrets live in Cloud Secret Manager.
 */
export const DEMO_PROJECT_ID = 'demo-cleveland-floaters';

export interface Variable {
  name: string;
  required: boolean;
  /** One line for web/.env.example and the preflight's sentence. */
  about: string;
  /** What a value, when set, must look like: the site reads anything else as something the owner did not mean. */
  accepts?: { pattern: RegExp; write: string };
}

export const WEB_VARIABLES: readonly Variable[] = [
  { name: 'VITE_FIREBASE_API_KEY', required: true, about: 'Firebase console → Project settings → Your apps → Web app config: apiKey' },
  { name: 'VITE_FIREBASE_AUTH_DOMAIN', required: true, about: 'the same config: authDomain' },
  { name: 'VITE_FIREBASE_PROJECT_ID', required: true, about: 'the same config: projectId (the project this file is named after)' },
  { name: 'VITE_FIREBASE_STORAGE_BUCKET', required: true, about: 'the same config: storageBucket' },
  { name: 'VITE_FIREBASE_APP_ID', required: true, about: 'the same config: appId' },
  {
    name: 'VITE_LAUNCH_DATE',
    required: false,
    about: 'the first sailing the site shows until the owner saves the season dates in /admin (Season Dates); leave empty for the demo',
    // A day that has passed is no finding: the owner's saved dates decide what visitors read, and the go-live checklist asks for them.
    accepts: { pattern: /^\d{4}-\d{2}-\d{2}$/, write: 'it as YYYY-MM-DD' },
  },
  { name: 'VITE_CAREERS_DEADLINE', required: true, about: 'last day of the careers video call, YYYY-MM-DD' },
  {
    name: 'VITE_LINKEDIN_NEWSLETTER_URL',
    required: true,
    about: "the crew's LinkedIn newsletter (linkedin.com/newsletters/...), linked from /newsletter and /team",
  },
  {
    name: 'VITE_AD_PIXEL_ID',
    required: false,
    about: 'Meta pixel id; leave empty for no pixel',
    accepts: { pattern: /^\d+$/, write: 'the pixel id, digits only (Meta Events Manager → Data sources)' },
  },
  {
    name: 'VITE_INSIGHTS',
    required: false,
    about: 'off stops first-party insights at the source; leave empty to keep them',
    // The site turns insights off only for exactly "off": "false" or "no" would leave them on.
    accepts: { pattern: /^off$/, write: 'off, or nothing to keep insights on' },
  },
  {
    name: 'VITE_APP_CHECK_SITE_KEY',
    required: false,
    about: 'reCAPTCHA Enterprise site key for Firebase App Check; leave empty for no App Check',
  },
];

/** Not for the bundle: dates the owner confirms are meant to be past (careers; "launch" is no longer needed and ignored). */
export const CONFIRM_PAST_DATES = 'CONFIRM_PAST_DATES';

/** The web setting each date of the copy comes from, and how the preflight names it. */
export const COPY_DATES = [
  { key: 'careers', variable: 'VITE_CAREERS_DEADLINE', label: 'The careers deadline', end: 'end' },
] as const;

/** The functions' parameter that holds the site's public origin, for both sides. */
export const SITE_ORIGIN_PARAM = 'SITE_URL';

export interface ProjectConfig {
  projectId: string;
  web: Record<string, string>;
  functions: Record<string, string>;
  /** The files read, for sentences that name them. */
  webFile: string;
  functionsFile: string;
  webFileExists: boolean;
  functionsFileExists: boolean;
}

const readEnv = (file: string): Record<string, string> =>
  existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};

/** The project's two settings files under `root` (the repository, or a test's fixture folder). */
export function readProjectConfig(root: string, projectId: string): ProjectConfig {
  const webFile = join('web', `.env.${projectId}`);
  const functionsFile = join('functions', `.env.${projectId}`);
  return {
    projectId,
    web: readEnv(join(root, webFile)),
    functions: readEnv(join(root, functionsFile)),
    webFile,
    functionsFile,
    webFileExists: existsSync(join(root, webFile)),
    functionsFileExists: existsSync(join(root, functionsFile)),
  };
}
