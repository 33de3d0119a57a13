import { HttpsError } from 'firebase-functions/v2/https';
import '../../functions/src/lib/admin';
import { APP_CHECK_REFUSAL, appCheckHeaderPasses, requireAppCheck } from '../../functions/src/lib/app-check';
import { contentSecurityPolicy } from '../../scripts/lib/hosting-headers';
import { CREATE_CERTIFICATE } from '@shared/contracts/create-certificate';
import { IMPORT_GUMROAD_ORDERS } from '@shared/contracts/import-gumroad-orders';
import { RELEASE_SPOTS } from '@shared/contracts/release-spots';
import { SEND_BROADCAST } from '@shared/contracts/send-broadcast';
import { SIGN_UP } from '@shared/contracts/sign-up';
import { SUBMIT_PARTNER_INQUIRY } from '@shared/contracts/submit-partner-inquiry';

/**
 * App Check is optional: APP_CHECK_ENFORCED (a functions parameter, false by
 * default and on the emulators) decides whether a request without a valid
 * token is refused. Firebase reads parameters from the environment, as here.
 */
const enforced = (on: boolean) => {
  process.env.APP_CHECK_ENFORCED = String(on);
};
afterEach(() => delete process.env.APP_CHECK_ENFORCED);

const verifiedApp = { appId: '1:123:web:abc', token: {} as never };

describe('App Check on the callables', () => {
  it('lets every call through while enforcement is off (the default, and the emulators)', () => {
    enforced(false);
    expect(() => requireAppCheck({ app: undefined })).not.toThrow();
  });

  it('refuses a call without a verified token once enforced, with a sentence the page can show', () => {
    enforced(true);
    expect(() => requireAppCheck({ app: undefined })).toThrow(new HttpsError('unauthenticated', APP_CHECK_REFUSAL));
    expect(() => requireAppCheck({ app: verifiedApp })).not.toThrow();
  });

  it('refuses a token used before once enforced, so one harvested token buys one call on the public forms', () => {
    enforced(true);
    expect(() => requireAppCheck({ app: { ...verifiedApp, alreadyConsumed: true } })).toThrow(
      new HttpsError('unauthenticated', APP_CHECK_REFUSAL),
    );
  });
});

describe('replay protection on the public callables', () => {
  it('is asked for on exactly the public forms (their functions consume the token, the web sends a limited-use one)', () => {
    expect([SIGN_UP, SUBMIT_PARTNER_INQUIRY, CREATE_CERTIFICATE].map((c) => c.replayProtected)).toEqual([true, true, true]);
    expect([SEND_BROADCAST, RELEASE_SPOTS, IMPORT_GUMROAD_ORDERS].map((c) => c.replayProtected)).toEqual([false, false, false]);
  });
});

describe('App Check on /api/collect', () => {
  it('needs no header while enforcement is off', async () => {
    enforced(false);
    await expect(appCheckHeaderPasses(undefined)).resolves.toBe(true);
  });

  it('refuses a missing or forged token once enforced', async () => {
    enforced(true);
    await expect(appCheckHeaderPasses(undefined)).resolves.toBe(false);
    await expect(appCheckHeaderPasses('eyJhbGciOiJub25lIn0.eyJhcHBfaWQiOiJ4In0.')).resolves.toBe(false);
  });
});

describe('the Content-Security-Policy with App Check', () => {
  const base = { projectId: 'floaters-prod', pixelId: '' };
  it("allows reCAPTCHA Enterprise and App Check's token exchange only when the build has a site key", () => {
    expect(contentSecurityPolicy(base)).not.toMatch(/recaptcha|firebaseappcheck|frame-src/);
    const policy = contentSecurityPolicy({ ...base, appCheck: true });
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain('https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/');
    expect(policy).toContain('frame-src https://www.google.com/recaptcha/');
    expect(policy).toContain('https://content-firebaseappcheck.googleapis.com');
  });
});
