import { GENERATED_SECRET_BYTES } from '@shared/gumroad/ping-settings';

/**
 * A new webhook secret, made in the browser from the platform's CSPRNG:
 * 32 random bytes as base64url (43 characters, safe in a URL unescaped).
 */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GENERATED_SECRET_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
