import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { firestoreRulesSuite } from '../support/rules-env';

const SECRET = 'q2Yx7Kd0vN3pL8sR1tW6zB4mC9fH5jA2eG7uI0oP3k';
const BASE = { sender_name: 'Floaters', sender_email: 'crew@clevelandfloaters.com', reply_to_email: 'crew@clevelandfloaters.com' };
const FULL = { ...BASE, gumroad_webhook_secret: SECRET, gumroad_product_permalinks: ['founding-floater'], certificate_creation: 'buyers' };

const env = firestoreRulesSuite();
const settings = (ctx: ReturnType<ReturnType<typeof env>['authenticatedContext']>) => ctx.firestore().doc('email_settings/default');
const admin = () => settings(env().authenticatedContext('boss', ADMIN_CLAIMS));
const member = () => settings(env().authenticatedContext('deckhand', { email: 'deckhand@example.com', email_verified: true }));
const seed = (data: object) => env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc('email_settings/default').set(data));

describe('email_settings/default: the Gumroad and certificate fields', () => {
  it('an admin creates the settings with every field, a fresh project with only the sender', async () => {
    await assertSucceeds(admin().set({ ...FULL, updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    await env().clearFirestore();
    await assertSucceeds(admin().set(BASE));
  });

  it('nobody else writes them', async () => {
    await assertFails(member().set(FULL));
    await seed(FULL);
    await assertFails(member().update({ gumroad_webhook_secret: '' }));
    await assertFails(member().update({ certificate_creation: 'anyone' }));
    await assertFails(member().update({ gumroad_product_permalinks: ['tote-bag'] }));
    await assertFails(settings(env().unauthenticatedContext()).update({ certificate_creation: 'anyone' }));
  });

  describe('on update by an admin', () => {
    beforeEach(() => seed(FULL));

    it.each([
      ['an empty secret (pings off)', { gumroad_webhook_secret: '' }],
      ['a 24-character secret', { gumroad_webhook_secret: 'x'.repeat(24) }],
      ['a 200-character secret', { gumroad_webhook_secret: 'x'.repeat(200) }],
      ['an empty product list', { gumroad_product_permalinks: [] }],
      [
        '20 products of up to 100 characters',
        { gumroad_product_permalinks: Array.from({ length: 20 }, (_, i) => `${i}-${'p'.repeat(95)}`) },
      ],
      ['a short id and a custom permalink', { gumroad_product_permalinks: ['xKqZp', 'founding_floater-2'] }],
      ['anyone may create certificates', { certificate_creation: 'anyone' }],
      ['buyers may create certificates', { certificate_creation: 'buyers' }],
    ])('accepts %s', async (_, change) => {
      await assertSucceeds(admin().update(change));
    });

    it.each([
      ['a secret shorter than 24 characters', { gumroad_webhook_secret: 's3cret-token' }],
      ['a secret longer than 200 characters', { gumroad_webhook_secret: 'x'.repeat(201) }],
      ['a secret with a space', { gumroad_webhook_secret: `${SECRET} ${SECRET}` }],
      ['a secret that is not a string', { gumroad_webhook_secret: 123456789 }],
      ['a product list that is a string', { gumroad_product_permalinks: 'founding-floater' }],
      ['a product list that is a map', { gumroad_product_permalinks: { 0: 'founding-floater' } }],
      ['21 products', { gumroad_product_permalinks: Array.from({ length: 21 }, (_, i) => `product-${i}`) }],
      ['a product of 101 characters', { gumroad_product_permalinks: ['p'.repeat(101)] }],
      ['an empty product', { gumroad_product_permalinks: ['founding-floater', ''] }],
      ['a product with a space', { gumroad_product_permalinks: ['founding floater'] }],
      ['a product address instead of its permalink', { gumroad_product_permalinks: ['https://x.gumroad.com/l/founding-floater'] }],
      ['two products in one entry', { gumroad_product_permalinks: ['founding-floater,tote-bag'] }],
      ['a product that is a number', { gumroad_product_permalinks: [42] }],
      ['a product that is a map', { gumroad_product_permalinks: [{ permalink: 'founding-floater' }] }],
      ['an unknown certificate policy', { certificate_creation: 'everyone' }],
      ['a certificate policy in another case', { certificate_creation: 'Buyers' }],
      ['a certificate policy that is not a string', { certificate_creation: true }],
      ['a field the screen does not have', { gumroad_api_key: 'x' }],
    ])('refuses %s', async (_, change) => {
      await assertFails(admin().update(change));
    });
  });

  it('an admin cannot create the settings with a bad new field either', async () => {
    await assertFails(admin().set({ ...FULL, certificate_creation: 'everyone' }));
    await assertFails(admin().set({ ...FULL, gumroad_product_permalinks: ['founding floater'] }));
    await assertFails(admin().set({ ...FULL, gumroad_webhook_secret: 'short' }));
  });
});
