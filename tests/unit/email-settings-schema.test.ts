import { CERTIFICATE_CREATION_LABELS } from '@shared/certificates/creation-policy';
import { settingsSchema } from '@shared/email/schemas';
import { permalinksFromText, productPermalinkOf, PRODUCT_PERMALINKS_MAX } from '@shared/gumroad/ping-settings';

const ok = { sender_name: 'Floaters', sender_email: 'crew@clevelandfloaters.com', reply_to_email: 'help@clevelandfloaters.com' };
const strong = 'q2Yx7Kd0vN3pL8sR1tW6zB4mC9fH5jA2eG7uI0oP3k';

describe('the Gumroad and certificate settings', () => {
  it('defaults to pings off, no products and certificates for buyers', async () => {
    await expect(settingsSchema.validate(ok)).resolves.toEqual({
      ...ok,
      gumroad_webhook_secret: '',
      gumroad_product_permalinks: [],
      certificate_creation: 'buyers',
    });
  });

  it('takes a strong secret and refuses a short one', async () => {
    await expect(settingsSchema.validate({ ...ok, gumroad_webhook_secret: strong })).resolves.toMatchObject({
      gumroad_webhook_secret: strong,
    });
    await expect(settingsSchema.validate({ ...ok, gumroad_webhook_secret: 's3cret-token' })).rejects.toThrow(
      'Webhook secret must be at least 24 characters: use Generate secret',
    );
    await expect(settingsSchema.validate({ ...ok, gumroad_webhook_secret: 'x'.repeat(201) })).rejects.toThrow('at most 200 characters');
  });

  it('checks each product permalink and the size of the list', async () => {
    await expect(settingsSchema.validate({ ...ok, gumroad_product_permalinks: ['founding-floater', 'xKqZp'] })).resolves.toMatchObject({
      gumroad_product_permalinks: ['founding-floater', 'xKqZp'],
    });
    // A Product ID as the sales export shows it, padding and all.
    await expect(settingsSchema.validate({ ...ok, gumroad_product_permalinks: ['fNxq3kPz0aWm-Lw8cRtJ7A=='] })).resolves.toBeTruthy();
    await expect(settingsSchema.validate({ ...ok, gumroad_product_permalinks: ['founding floater'] })).rejects.toThrow(
      '"founding floater" is not a product permalink or ID: use the part after /l/ in the product\'s address (e.g. founding-floater) or the Product ID column of a sales export',
    );
    await expect(settingsSchema.validate({ ...ok, gumroad_product_permalinks: ['x'.repeat(101)] })).rejects.toThrow(
      'at most 100 characters',
    );
    const many = Array.from({ length: PRODUCT_PERMALINKS_MAX + 1 }, (_, i) => `product-${i}`);
    await expect(settingsSchema.validate({ ...ok, gumroad_product_permalinks: many })).rejects.toThrow('List at most 20 products');
  });

  it('knows both ways of letting people create certificates, and nothing else', async () => {
    for (const value of Object.keys(CERTIFICATE_CREATION_LABELS)) {
      await expect(settingsSchema.validate({ ...ok, certificate_creation: value })).resolves.toMatchObject({ certificate_creation: value });
    }
    await expect(settingsSchema.validate({ ...ok, certificate_creation: 'everyone' })).rejects.toThrow(
      'Choose who may create certificates',
    );
  });
});

describe('reading what the admin typed into the product list', () => {
  it('takes permalinks or product addresses, one a line or comma-separated, without repeats', () => {
    expect(
      permalinksFromText(' founding-floater \nhttps://clevelandfloaters.gumroad.com/l/xKqZp?wanted=true,\n\n founding-floater'),
    ).toEqual(['founding-floater', 'xKqZp']);
    expect(permalinksFromText('')).toEqual([]);
    expect(productPermalinkOf('https://gum.co/l/abc#x')).toBe('abc');
  });
});
