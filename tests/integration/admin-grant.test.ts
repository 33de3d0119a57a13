import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminAuth, closeAdmin, createUser, resetAuth, signIn } from '../support/emulators';
import { setRoleClaim } from '../../functions/src/lib/role-claims';

/** `npm run admin:grant` against the Auth emulator. */
const ROOT = join(__dirname, '../..');
const grantScript = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/grant-admin.ts'), ...args], { cwd: ROOT, env });

/** This process's environment without the emulator's address, as an owner's shell has it. */
const ownerShell = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const { FIREBASE_AUTH_EMULATOR_HOST: _emulator, GOOGLE_APPLICATION_CREDENTIALS: _key, ...rest } = process.env;
  return { ...rest, ...extra };
};

beforeEach(resetAuth);
afterAll(closeAdmin);

const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims ?? {};

describe('admin:grant', () => {
  it('refuses, in plain words, to make an unverified account an admin', async () => {
    const user = await createUser('unconfirmed@example.com', { verified: false });
    const run = grantScript(['unconfirmed@example.com']);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unconfirmed@example.com has not confirmed its email address'),
    });
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('grants the claim to a verified account, whose next token carries it', async () => {
    const user = await createUser('first.mate@example.com');
    const { stdout } = await grantScript(['first.mate@example.com']);
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
    const said = await setRoleClaim(adminAuth(), user.email, 'admin', true);
    expect(said).toContain('is no longer an admin');
    expect(await claimsOf(user.uid)).toEqual({});
    await expect(adminAuth().verifyIdToken(user.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    expect(new Date((await adminAuth().getUser(user.uid)).tokensValidAfterTime!).getTime()).toBeGreaterThan(before.auth_time * 1000);
  });

  it('refuses a mistyped flag instead of ignoring it: --revok grants nothing', async () => {
    const user = await createUser('almost.revoked@example.com');
    await expect(grantScript(['almost.revoked@example.com', '--revok'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown option --revok. npm run admin:grant accepts --project <id>, --revoke, --crew.'),
    });
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('refuses a bare --project rather than acting on the local emulators', async () => {
    const user = await createUser('bare.project@example.com');
    await expect(grantScript(['bare.project@example.com', '--project'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--project needs a value'),
    });
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('--crew grants and --revoke takes back the crew claim alone, leaving an admin claim as it was', async () => {
    const user = await createUser('deckhand@example.com', { admin: true });
    expect((await grantScript(['deckhand@example.com', '--crew'])).stdout).toContain('deckhand@example.com is now dock crew');
    expect(await claimsOf(user.uid)).toEqual({ admin: true, crew: true });
    expect((await grantScript(['deckhand@example.com', '--crew', '--revoke'])).stdout).toContain('is no longer dock crew');
    expect(await claimsOf(user.uid)).toEqual({ admin: true });
  });

  it('says so for an address with no account', async () => {
    await expect(setRoleClaim(adminAuth(), 'nobody@example.com', 'admin', false)).rejects.toThrow(
      'No account for nobody@example.com: sign up on the site first.',
    );
  });

  describe('on a real project, before it reaches any account', () => {
    it('says there are no Google credentials, and how to get them, instead of "No account"', async () => {
      // A machine where `gcloud auth application-default login` never ran: no credentials file, not on Google Cloud.
      const home = mkdtempSync(join(tmpdir(), 'no-gcloud-'));
      try {
        const run = grantScript(
          // --project=<id> spelled with its equals sign, which once went to the emulators.
          ['you@example.com', '--project=floaters-prod'],
          ownerShell({ HOME: home, METADATA_SERVER_DETECTION: 'none' }),
        );
        await expect(run).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(
            'No Google credentials to act on floaters-prod: run `gcloud auth application-default login` (once per machine), then this again.',
          ),
        });
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    });

    it("explains Google's quota-project 403 with the command that fixes it", async () => {
      // Google's Identity Toolkit, as it answers a personal login with no quota project. The Admin SDK talks to it
      // through its emulator switch, so the answer goes through the SDK's own error handling, as it would from Google.
      const google = createServer((_req, res) =>
        res.writeHead(403, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              code: 403,
              message:
                'Your application is authenticating by using local Application Default Credentials. The identitytoolkit.googleapis.com API ' +
                'requires a quota project, which is not set by default. To learn how to set your quota project, see ' +
                'https://cloud.google.com/docs/authentication/adc-troubleshooting/user-creds .',
              status: 'PERMISSION_DENIED',
            },
          }),
        ),
      );
      await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
      try {
        const host = `127.0.0.1:${(google.address() as AddressInfo).port}`;
        const run = grantScript(['you@example.com', '--project', 'floaters-prod'], ownerShell({ FIREBASE_AUTH_EMULATOR_HOST: host }));
        await expect(run).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining('run `gcloud auth application-default set-quota-project floaters-prod`, then this again'),
        });
      } finally {
        await new Promise((resolve) => google.close(resolve));
      }
    });
  });
});
