import { defineSecret, defineString } from 'firebase-functions/params';

/** Every function runs here; Hosting rewrites name the same region. */
export const REGION = 'us-central1';

export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/** Public origin of the site, used in links inside emails and share previews. */
export const SITE_URL = defineString('SITE_URL', { default: 'https://clevelandfloaters.web.app' });

/**
 * Set only on the local stack: the address of the SendGrid stand-in that hands
 * mail to MailDev, and of the Hosting emulator. Unset in production.
 */
export function localOverrides() {
  return {
    sendgridApiUrl: process.env.FLOATERS_SENDGRID_API_URL,
    siteUrl: process.env.FLOATERS_SITE_URL,
  };
}

export function siteUrl(): string {
  return localOverrides().siteUrl ?? SITE_URL.value();
}
