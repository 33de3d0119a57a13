import { DEFAULT_WELCOME_TEMPLATE } from '@shared/email/default-welcome-template';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, type TestUser } from '../support/emulators';
import { loadLocalFunctionSecrets } from '../support/local-secrets';
import { clearInbox, inbox, waitForEmails } from '../support/maildev';
import { seedSubscribers } from '../support/subscribers';

loadLocalFunctionSecrets();

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  await resetAuth();
  admin = await createUser('boss@clevelandfloaters.test', { admin: true });
  member = await createUser('deckhand@clevelandfloaters.test');
});
afterAll(closeAdmin);
beforeEach(async () => {
  await Promise.all([resetFirestore(), clearInbox()]);
  await adminDb().doc('membership_settings/default').set({ founding_spots: 250 });
});

const sendTest = (content: object, testEmail: string, user: TestUser | null = admin) =>
  callFunction<{ sent: number }>('sendTemplateTest', { content, testEmail }, user?.idToken);

describe('sendTemplateTest', () => {
  it('sends the welcome template as it stands in the form to the test address, without saving it', async () => {
    await seedSubscribers([{ email: 'boss@clevelandfloaters.test', first_name: 'Bea' }]);
    const res = await sendTest({ ...DEFAULT_WELCOME_TEMPLATE, subject: 'Welcome aboard, {{first_name}}' }, 'boss@clevelandfloaters.test');
    expect(res.result).toEqual({ sent: 1 });
    const [mail] = await waitForEmails(1);
    expect(mail!.to[0]!.address).toBe('boss@clevelandfloaters.test');
    expect(mail!.subject).toBe('[Test] Welcome aboard, Bea');
    expect(mail!.html).toContain('Welcome aboard, Bea!');
    expect(mail!.html).toContain('the first 250 people on deck');
    expect((await adminDb().doc('email_templates/welcome').get()).exists).toBe(false);
  });

  it('lets only admins send, and checks the template and the address as the form does', async () => {
    expect((await sendTest(DEFAULT_WELCOME_TEMPLATE, 'boss@clevelandfloaters.test', member)).error?.status).toBe('PERMISSION_DENIED');
    expect((await sendTest(DEFAULT_WELCOME_TEMPLATE, 'boss@clevelandfloaters.test', null)).error?.status).toBe('UNAUTHENTICATED');
    expect((await sendTest(DEFAULT_WELCOME_TEMPLATE, 'not-an-email')).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid email address',
    });
    expect((await sendTest({ ...DEFAULT_WELCOME_TEMPLATE, name: ' ' }, 'boss@clevelandfloaters.test')).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Template name is required',
    });
    expect(await inbox()).toEqual([]);
  });
});
