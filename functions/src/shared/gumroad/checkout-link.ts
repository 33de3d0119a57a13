/** The seller's Gumroad store: every product's checkout is `{store}/l/{permalink}`. */
export const GUMROAD_STORE_URL = 'https://clevelandfloaters.gumroad.com';

export const gumroadCheckoutUrl = (permalink: string) => `${GUMROAD_STORE_URL}/l/${encodeURIComponent(permalink)}`;

/** The Founding Floater checkout on Gumroad: the site's checkout buttons and the waitlist's offer emails link here. */
export const FOUNDING_CHECKOUT_URL = gumroadCheckoutUrl('founding-floater');
