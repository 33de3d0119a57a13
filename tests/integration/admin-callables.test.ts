import { callFunction, closeAdmin, createUser, resetAuth, resetFirestore } from '../support/emulators';

/**
 * The admin-only callables take the admin claim only on a verified account
 * (shared/admin-claims). Empty requests: a verified admin gets past the check
 * to the input's validation, an unverified one stops at the check.
 */
beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
});
afterAll(closeAdmin);

const CALLABLES = [
  ['sendBroadcast', 'Only admins can send broadcasts'],
  ['scheduleBroadcast', 'Only admins can schedule broadcasts'],
  ['importGumroadOrders', 'Only admins can import orders.'],
  ['retryWebhookEvent', 'Only admins can retry pings.'],
] as const;

describe('admin-only callables', () => {
  it.each(CALLABLES)('%s refuses an admin claim on an unverified account', async (name, message) => {
    const unverified = await createUser(`unverified-${name}@clevelandfloaters.test`, { admin: true, verified: false });
    const res = await callFunction(name, {}, unverified.idToken);
    expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', message });
  });

  it.each(CALLABLES)('%s lets a verified admin through to the input check', async (name) => {
    const admin = await createUser(`verified-${name}@clevelandfloaters.test`, { admin: true });
    const res = await callFunction(name, {}, admin.idToken);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
  });
});
