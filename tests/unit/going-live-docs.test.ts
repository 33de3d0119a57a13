import { FUNCTIONS_REGION } from '../../functions/src/shared/functions-region';
import { grantFailure } from '../../scripts/lib/admin-claim';
import { readDoc } from '../support/docs';

/**
 * The going-live path (docs/going-live.md) is followed once, on a real project, where some choices are final (the
 * database's location) and some omissions fail far from their cause. Each step is tied to the code it must agree with.
 */
const goingLive = readDoc('docs/going-live.md');

describe('the going-live steps', () => {
  it('choose the Firestore and Storage location knowing it is permanent and where the functions run', () => {
    expect(goingLive).toMatch(/Location, once and for good/);
    expect(goingLive).toMatch(/neither can\s+be moved afterwards/);
    expect(goingLive).toContain(`The functions run in \`${FUNCTIONS_REGION}\``);
  });

  it('set a budget alert on the Blaze plan', () => {
    expect(goingLive).toMatch(/Billing → Budgets & alerts\s+→ Create budget/);
  });

  it('set the gcloud quota project with the very commands admin:grant prints when it is missing', () => {
    const said = grantFailure(new Error('The identitytoolkit.googleapis.com API requires a quota project'), '<id>');
    const command = /`(gcloud auth application-default set-quota-project <id>)`/.exec(said)?.[1];
    expect(command).toBeDefined();
    expect(goingLive).toContain(`\`${command}\``);
    expect(goingLive).toContain('`gcloud auth application-default login`');
  });

  it("add the custom domain to Auth's authorised domains and redirect www to it", () => {
    expect(goingLive).toContain('Authentication → Settings → Authorized domains');
    expect(goingLive).toMatch(/Add `www\.` the same way and choose "Redirect" to the bare domain/);
  });
});
