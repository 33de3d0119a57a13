/** The Founding Floater checkout on Gumroad: the site's checkout buttons and the waitlist's offer emails link here. */
export const FOUNDING_CHECKOUT_URL = 'https://clevelandfloaters.gumroad.com/l/founding-floater';
