import { splitSettings } from '../../scripts/lib/split-settings';
import { adminDb, closeAdmin, resetFirestore } from '../support/emulators';

/** A project that saved its settings before they were split keeps its ping secret, products and policy. */
const SENDER = { sender_name: 'Floaters', sender_email: 'crew@clevelandfloaters.com', reply_to_email: 'crew@clevelandfloaters.com' };
const OLD = {
  ...SENDER,
  gumroad_webhook_secret: 'old-project-ping-secret-4Kq9zX2mB7',
  gumroad_product_permalinks: ['founding-floater'],
  certificate_creation: 'anyone',
};
const data = async (path: string) => (await adminDb().doc(path).get()).data();

beforeEach(resetFirestore);
afterAll(closeAdmin);

describe('npm run settings:split', () => {
  it('moves the Gumroad fields and the policy to their own documents, once', async () => {
    await adminDb().doc('email_settings/default').set(OLD);
    expect(await splitSettings(adminDb())).toEqual([
      'gumroad_settings/default: gumroad_webhook_secret, gumroad_product_permalinks moved from email_settings/default',
      'membership_settings/default: certificate_creation moved from email_settings/default',
    ]);
    expect(await data('email_settings/default')).toEqual(SENDER);
    expect(await data('gumroad_settings/default')).toEqual({
      gumroad_webhook_secret: OLD.gumroad_webhook_secret,
      gumroad_product_permalinks: ['founding-floater'],
    });
    expect(await data('membership_settings/default')).toEqual({ certificate_creation: 'anyone' });
    expect(await splitSettings(adminDb())).toEqual([]);
    expect(await data('gumroad_settings/default')).toMatchObject({ gumroad_webhook_secret: OLD.gumroad_webhook_secret });
  });

  it('keeps what was already saved on the new screens, and still clears the old copy', async () => {
    await adminDb().doc('email_settings/default').set(OLD);
    await adminDb().doc('membership_settings/default').set({ certificate_creation: 'buyers', founding_spots: 50 });
    await splitSettings(adminDb());
    expect(await data('membership_settings/default')).toEqual({ certificate_creation: 'buyers', founding_spots: 50 });
    expect(await data('email_settings/default')).toEqual(SENDER);
  });

  it('does nothing on a fresh project', async () => {
    expect(await splitSettings(adminDb())).toEqual([]);
    expect(await data('email_settings/default')).toBeUndefined();
  });
});
