import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminAuth, closeAdmin, createUser, resetAuth, signIn } from '../support/emulators';
import { setAdminClaim } from '../../scripts/lib/admin-claim';

/** `npm run admin:grant` against the Auth emulator. */
const ROOT = join(__dirname, '../..');
const grantScript = (...args: string[]) =>
  promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/grant-admin.ts'), ...args], {
    cwd: ROOT,
    env: process.env,
  });

beforeEach(resetAuth);
afterAll(closeAdmin);

const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims ?? {};

describe('admin:grant', () => {
  it('refuses, in plain words, to make an unverified account an admin', async () => {
    const user = await createUser('unconfirmed@example.com', { verified: false });
    const run = grantScript('unconfirmed@example.com');
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unconfirmed@example.com has not confirmed its email address'),
    });
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('grants the claim to a verified account, whose next token carries it', async () => {
    const user = await createUser('first.mate@example.com');
    const { stdout } = await grantScript('first.mate@example.com');
    expect(stdout).toContain('first.mate@example.com is now an admin');
    expect(await claimsOf(user.uid)).toEqual({ admin: true });
    const token = await adminAuth().verifyIdToken(await signIn(user.email, user.password));
    expect(token).toMatchObject({ admin: true, email_verified: true });
  });

  it('--revoke removes the claim and revokes the refresh tokens, so existing sessions are refused', async () => {
    const user = await createUser('former.mate@example.com', { admin: true });
    const before = await adminAuth().verifyIdToken(user.idToken, true);
    expect(before.admin).toBe(true);
    // Token times have a resolution of one second; revocation must come after the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const said = await setAdminClaim(adminAuth(), user.email, true);
    expect(said).toContain('is no longer an admin');
    expect(await claimsOf(user.uid)).toEqual({});
    await expect(adminAuth().verifyIdToken(user.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    expect(new Date((await adminAuth().getUser(user.uid)).tokensValidAfterTime!).getTime()).toBeGreaterThan(before.auth_time * 1000);
  });

  it('says so for an address with no account', async () => {
    await expect(setAdminClaim(adminAuth(), 'nobody@example.com', false)).rejects.toThrow(
      'No account for nobody@example.com: sign up on the site first.',
    );
  });
});
