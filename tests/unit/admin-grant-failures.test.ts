import { grantFailure } from '../../scripts/lib/admin-claim';

/**
 * `npm run admin:grant` on a real project first fails on the login: none, expired, or the 403 for a personal login
 * without a quota project. Each must be told apart from "no such account", with its fix. The errors are the Admin
 * SDK's as thrown (from real runs and firebase-admin-node's issues).
 */
const QUOTA_403 =
  '//cloud.google.com/docs/authentication/adc-troubleshooting/user-creds . Raw server response: "{"error":{"code":403,' +
  '"message":"Your application is authenticating by using local Application Default Credentials. The identitytoolkit.googleapis.com ' +
  'API requires a quota project, which is not set by default. To learn how to set your quota project, see ' +
  'https://cloud.google.com/docs/authentication/adc-troubleshooting/user-creds .","status":"PERMISSION_DENIED"}}"';

const adminError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('admin:grant failures', () => {
  it.each<[string, Error, RegExp]>([
    [
      'no gcloud credentials on this machine',
      adminError(
        'app/invalid-credential',
        'Credential implementation provided to initializeApp() via the "credential" property failed to fetch a valid Google OAuth2 access token with the following error: "Could not load the default credentials. Browse to https://cloud.google.com/docs/authentication/getting-started for more information.".',
      ),
      /^No Google credentials to act on floaters-prod: run `gcloud auth application-default login`/,
    ],
    [
      'an expired gcloud login',
      adminError(
        'app/invalid-credential',
        'Credential implementation provided to initializeApp() via the "credential" property failed to fetch a valid Google OAuth2 access token with the following error: "invalid_grant: reauth related error (invalid_rapt)".',
      ),
      /login for scripts has expired: run `gcloud auth application-default login` again/,
    ],
    [
      "Google's quota-project 403",
      adminError('auth/internal-error', QUOTA_403),
      /no quota project for floaters-prod .*`gcloud auth application-default set-quota-project floaters-prod`/,
    ],
    [
      'a quota project the login may not use',
      adminError(
        'auth/internal-error',
        'Caller does not have required permission to use project floaters-prod. Grant the caller the roles/serviceusage.serviceUsageConsumer role',
      ),
      /Service Usage Consumer role/,
    ],
    [
      'a login that may not manage the project',
      adminError('auth/insufficient-permission', 'Credential does not have enough permission: PERMISSION_DENIED'),
      /may not manage the users of floaters-prod: run `gcloud auth application-default login` with an owner/,
    ],
    [
      'a project without Authentication',
      adminError('auth/project-not-found', 'No Firebase project was found for the provided credential.'),
      /floaters-prod has no Firebase Authentication .*enable Authentication/,
    ],
  ])('names %s and its fix', (_name, err, sentence) => {
    const said = grantFailure(err, 'floaters-prod');
    expect(said).toMatch(sentence);
    expect(said).not.toContain('No account');
  });

  it('says the local emulator is down rather than that the account is missing', () => {
    const err = adminError(
      'app/network-error',
      'Error while making request: connect ECONNREFUSED 127.0.0.1:9099. Error code: ECONNREFUSED',
    );
    expect(grantFailure(err, undefined)).toMatch(/local Auth emulator is not answering: start the stack with `npm start`/);
  });

  it('passes on what it cannot explain, with the project it was working on', () => {
    expect(grantFailure(adminError('auth/something-new', 'Something new went wrong.'), 'floaters-prod')).toBe(
      'admin:grant failed on floaters-prod: Something new went wrong.',
    );
  });
});
