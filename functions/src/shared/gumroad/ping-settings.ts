import { array, object, string, type InferType } from 'yup';

/**
 * `gumroad_settings/default`, shared by the settings screens, gumroadPing and firestore.rules.
 * `gumroad_webhook_secret`: required as `?secret=`; empty turns pings off. `gumroad_product_permalinks`: products
 * making Founding Floaters, by permalink (after /l/) or Product ID; empty accepts none.
 */
export const PING_SECRET_MIN = 24;
export const PING_SECRET_MAX = 200;
/** 32 random bytes, base64url: 43 characters from [A-Za-z0-9_-], safe in a URL as they are. */
export const GENERATED_SECRET_BYTES = 32;

export const PRODUCT_PERMALINKS_FIELD = 'gumroad_product_permalinks';
export const PRODUCT_PERMALINKS_MAX = 20;
export const PRODUCT_PERMALINK_MAX = 100;
/** Mirrored in firestore.rules (validSettings). A Product ID is URL-safe base64, so it may end in '='. */
export const PRODUCT_PERMALINK_PATTERN = /^[A-Za-z0-9_=-]+$/;
export const EXAMPLE_PERMALINK = 'founding-floater';

/** "https://x.gumroad.com/l/founding-floater?wanted=true" → "founding-floater"; a bare permalink stays as it is. */
export function productPermalinkOf(value: string): string {
  const text = value.trim();
  const fromUrl = /\/l\/([^/?#\s]+)/.exec(text);
  return fromUrl ? fromUrl[1]! : text;
}

/** The admin types one permalink (or product URL) per line, or separated by commas. */
export function permalinksFromText(text: string): string[] {
  const all = text
    .split(/[\n,]+/)
    .map(productPermalinkOf)
    .filter(Boolean);
  return [...new Set(all)];
}

export function secretSchema() {
  return string()
    .trim()
    .default('')
    .max(PING_SECRET_MAX, `Webhook secret must be at most ${PING_SECRET_MAX} characters`)
    .matches(/^\S*$/, { message: 'Webhook secret cannot contain spaces' })
    .test(
      'strong',
      `Webhook secret must be at least ${PING_SECRET_MIN} characters: use Generate secret`,
      (value) => !value || value.length >= PING_SECRET_MIN,
    );
}

export function productPermalinksSchema() {
  return array()
    .of(
      string()
        .required()
        .max(PRODUCT_PERMALINK_MAX, `A product permalink must be at most ${PRODUCT_PERMALINK_MAX} characters`)
        .matches(PRODUCT_PERMALINK_PATTERN, {
          message: ({ value }: { value: string }) =>
            `"${value}" is not a product permalink or ID: use the part after /l/ in the product's address (e.g. ${EXAMPLE_PERMALINK}) or the Product ID column of a sales export`,
        }),
    )
    .default([])
    .max(PRODUCT_PERMALINKS_MAX, `List at most ${PRODUCT_PERMALINKS_MAX} products`);
}

/**
 * The ping secret alone: /admin/email/settings edits it beside the sender
 * fields (the spec's Settings page), /admin/gumroad/settings with the products.
 */
export const webhookSecretSchema = object({ gumroad_webhook_secret: secretSchema() });
export type WebhookSecretInput = InferType<typeof webhookSecretSchema>;

/** `gumroad_settings/default`: the ping secret and the Founding Floater products. */
export const gumroadSettingsSchema = webhookSecretSchema.shape({
  gumroad_product_permalinks: productPermalinksSchema(),
});
export type GumroadSettingsInput = InferType<typeof gumroadSettingsSchema>;
