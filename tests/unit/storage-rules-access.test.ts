import { CROSS_SERVICE_RULES_ROLE, storageRulesAccess, storageRulesDecision } from '../../scripts/lib/storage-rules-access';

/**
 * The deploy's check that Storage may read Firestore (storage.rules needs it), with gcloud's answers injected: Google
 * cannot be reached from here. Without a terminal firebase-tools skips its own question, so the deploy stops instead.
 */
const AGENT = 'serviceAccount:service-123456@gcp-sa-firebasestorage.iam.gserviceaccount.com';
const gcloud =
  (members: string[]) =>
  async (args: string[]): Promise<string> =>
    args[1] === 'describe' ? '123456' : members.join('\n');

describe("the deploy's check of Storage's permission to read Firestore", () => {
  it('finds the role granted to the Storage service agent, and lets the deploy go on', async () => {
    const access = await storageRulesAccess('floaters-prod', gcloud(['user:owner@example.com', AGENT]));
    expect(access).toEqual({ state: 'granted' });
    expect(storageRulesDecision(access, 'floaters-prod', false)).toBeNull();
  });

  it('stops a deploy without a terminal when the role is missing, with the command that grants it', async () => {
    const access = await storageRulesAccess('floaters-prod', gcloud(['user:owner@example.com']));
    expect(access).toEqual({ state: 'missing', projectNumber: '123456' });
    expect(storageRulesDecision(access, 'floaters-prod', false)).toBe(
      `Not deploying: Storage's service agent does not have ${CROSS_SERVICE_RULES_ROLE}, which storage.rules needs to read ` +
        "Firestore (without it members' picture uploads are denied). Grant it once: gcloud projects add-iam-policy-binding " +
        `floaters-prod --member=${AGENT} --role=${CROSS_SERVICE_RULES_ROLE} (or run the deploy in a terminal and answer yes).`,
    );
  });

  it('stops too when gcloud cannot answer, saying why', async () => {
    const access = await storageRulesAccess('floaters-prod', async () => {
      throw new Error('spawn gcloud ENOENT');
    });
    expect(storageRulesDecision(access, 'floaters-prod', false)).toMatch(/could not be checked for \(spawn gcloud ENOENT\)/);
  });

  it('leaves the question to firebase in a terminal, where it asks to grant the role', async () => {
    expect(storageRulesDecision({ state: 'missing', projectNumber: '123456' }, 'floaters-prod', true)).toBeNull();
  });
});
