import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';
import { DEMO_SITE } from './shared/demo-site';
import { FUNCTIONS_REGION } from './shared/functions-region';
import { normaliseSiteUrl } from './shared/site-origin';

export const REGION = FUNCTIONS_REGION;

export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/**
 * Public origin of the site, used in links inside emails and share previews.
 * Entered once per project in functions/.env.<project-id>; the web build reads it from there too.
 */
export const SITE_URL = defineString('SITE_URL', { default: DEMO_SITE.origin });

/**
 * Set only on the local stack: the address of the SendGrid stand-in that hands
 * mail to MailDev, of the Gumroad API's stand-in, and of the Hosting emulator. Unset in production.
 */
export function localOverrides() {
  return {
    sendgridApiUrl: process.env.FLOATERS_SENDGRID_API_URL,
    gumroadApiUrl: process.env.FLOATERS_GUMROAD_API_URL,
    siteUrl: process.env.FLOATERS_SITE_URL,
  };
}

/** The site's origin as the web build reads it too (shared/site-origin.ts): never with a trailing slash. */
export function siteUrl(): string {
  return normaliseSiteUrl(localOverrides().siteUrl ?? SITE_URL.value());
}

/** Signs the tokens in unsubscribe links, so nobody can unsubscribe someone else. */
export const UNSUBSCRIBE_SIGNING_KEY = defineSecret('UNSUBSCRIBE_SIGNING_KEY');

/**
 * A Gumroad access token (Gumroad → Settings → Advanced → Applications) with which refundHeldSale refunds a held
 * seat sale through Gumroad's API.
 */
export const GUMROAD_ACCESS_TOKEN = defineSecret('GUMROAD_ACCESS_TOKEN');

/** Every function that sends email (welcome, broadcast) must list these in its `secrets`. */
export const EMAIL_SECRETS = [SENDGRID_API_KEY, UNSUBSCRIBE_SIGNING_KEY];

/**
 * SendGrid's Event Webhook verification key (Settings → Mail Settings → Event
 * Webhook → Signature Verification). It is a public key, so a plain param.
 */
export const SENDGRID_WEBHOOK_PUBLIC_KEY = defineString('SENDGRID_WEBHOOK_PUBLIC_KEY', { default: '' });

/** Public address of an HTTP function: the emulator's locally, cloudfunctions.net in production. */
export function functionUrl(name: string): string {
  const local = process.env.FLOATERS_FUNCTIONS_URL;
  if (local) return `${local}/${name}`;
  return `https://${REGION}-${process.env.GCLOUD_PROJECT}.cloudfunctions.net/${name}`;
}

/**
 * Whether the callables and /api/collect refuse requests without a valid App
 * Check token (lib/app-check.ts). Turn it on only once the web build has a
 * reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY) and App Check's
 * metrics show the site's own requests carry tokens.
 */
export const APP_CHECK_ENFORCED = defineBoolean('APP_CHECK_ENFORCED', { default: false });
