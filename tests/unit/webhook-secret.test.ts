import { gumroadSettingsSchema } from '@shared/gumroad/ping-settings';
import { generateWebhookSecret } from '../../web/src/lib/webhook-secret';

describe('a generated webhook secret', () => {
  it('is 32 random bytes in base64url: 43 URL-safe characters, new every time', () => {
    const secrets = Array.from({ length: 200 }, generateWebhookSecret);
    for (const s of secrets) {
      expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(encodeURIComponent(s)).toBe(s);
      expect(Buffer.from(s, 'base64url')).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('passes the settings rules', async () => {
    const secret = generateWebhookSecret();
    await expect(gumroadSettingsSchema.validate({ gumroad_webhook_secret: secret })).resolves.toMatchObject({
      gumroad_webhook_secret: secret,
    });
  });
});
