import { settingsSchema } from '@shared/email/schemas';
import { generateWebhookSecret } from '../../web/src/features/email/api/webhook-secret';

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
    const ok = { sender_name: 'Floaters', sender_email: 'crew@clevelandfloaters.com', reply_to_email: 'help@clevelandfloaters.com' };
    const secret = generateWebhookSecret();
    await expect(settingsSchema.validate({ ...ok, gumroad_webhook_secret: secret })).resolves.toMatchObject({
      gumroad_webhook_secret: secret,
    });
  });
});
