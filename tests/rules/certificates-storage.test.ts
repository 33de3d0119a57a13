import { assertFails, assertSucceeds, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing';
import { CERTIFICATE_IMAGE_MAX_BYTES, CERTIFICATE_IMAGE_TYPE, certificateImagePaths } from '@shared/certificates/certificate-image';
import { rulesTestEnv } from '../support/rules-env';

/**
 * storage.rules: certificate pictures are public to fetch. The only write is
 * the certificate owner, on a verified account, storing a PNG under 2 MB at
 * {uid}/{id}.png or certificates/{id}.png (ownership read from the Firestore
 * document), once: no replacing, no deleting, no other path.
 */
const STORAGE_MISSING = 'the Storage emulator is not running here: its rules-runtime jar cannot be downloaded on this machine';
const storageEmulator = process.env.FLOATERS_STORAGE_EMULATOR === '1';
const describeStorage = storageEmulator ? describe : describe.skip;
if (!storageEmulator) console.log(`Storage rules tests skipped: ${STORAGE_MISSING}.`);

let env: RulesTestEnvironment;
const png = (bytes = 1024) => new Uint8Array(bytes);
const PNG = { contentType: CERTIFICATE_IMAGE_TYPE };
const OWNED = 'ann-lee-ab12';
const STORED = 'bob-lee-cd34';
const VERIFIED = { email_verified: true };

describeStorage('certificate pictures in Storage', () => {
  beforeAll(async () => {
    env = await rulesTestEnv({ storage: true });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`certificates/${OWNED}`).set({ full_name: 'Ann Lee', user_id: 'owner', member_number: 1 });
      await ctx.firestore().doc(`certificates/${STORED}`).set({ full_name: 'Bob Lee', user_id: 'owner', member_number: 2 });
      await ctx.firestore().doc('certificates/gumroad-made-ef56').set({ full_name: 'Cy Lee', user_id: null, member_number: 3 });
      for (const path of certificateImagePaths('owner', STORED)) await ctx.storage().ref(path).put(png(), PNG).then();
    });
  });

  const storageOf = (uid?: string, token: TokenOptions = VERIFIED) =>
    uid ? env.authenticatedContext(uid, token).storage() : env.unauthenticatedContext().storage();
  const upload = (uid: string | undefined, path: string, bytes = png(), metadata: object = PNG, token?: TokenOptions) =>
    storageOf(uid, token).ref(path).put(bytes, metadata).then();

  it('lets anyone fetch a stored picture', async () => {
    for (const path of certificateImagePaths('owner', STORED)) {
      await assertSucceeds(storageOf().ref(path).getMetadata());
      await assertSucceeds(storageOf('someone').ref(path).getMetadata());
    }
  });

  it('lets the verified owner store both pictures of their certificate', async () => {
    for (const path of certificateImagePaths('owner', OWNED)) await assertSucceeds(upload('owner', path));
  });

  it('refuses everyone but the owner, and the owner on an unverified account', async () => {
    for (const path of certificateImagePaths('owner', OWNED)) {
      await assertFails(upload(undefined, path));
      await assertFails(upload('someone', path));
      await assertFails(upload('owner', path, png(), PNG, { email_verified: false }));
    }
    // Someone's own folder is no loophole: the certificate must be theirs.
    await assertFails(upload('someone', `someone/${OWNED}.png`));
  });

  it('refuses pictures of certificates that do not exist or have no owner yet', async () => {
    await assertFails(upload('owner', 'owner/no-such-zz99.png'));
    await assertFails(upload('owner', 'certificates/no-such-zz99.png'));
    await assertFails(upload('owner', 'owner/gumroad-made-ef56.png'));
  });

  it('refuses anything but a PNG under 2 MB named after the certificate', async () => {
    const [own, shared] = certificateImagePaths('owner', OWNED);
    await assertFails(upload('owner', own!, png(), { contentType: 'text/html' }));
    await assertFails(upload('owner', shared!, png(), { contentType: 'image/svg+xml' }));
    await assertFails(upload('owner', own!, png(CERTIFICATE_IMAGE_MAX_BYTES)));
    await assertFails(upload('owner', shared!, png(CERTIFICATE_IMAGE_MAX_BYTES)));
    await assertSucceeds(upload('owner', own!, png(CERTIFICATE_IMAGE_MAX_BYTES - 1)));
    await assertFails(upload('owner', `owner/${OWNED}.html`));
    await assertFails(upload('owner', `owner/${OWNED}.png/extra.png`));
    await assertFails(upload('owner', `owner/notes.png`));
  });

  it('never replaces or deletes a stored picture, even for the owner', async () => {
    for (const path of certificateImagePaths('owner', STORED)) {
      await assertFails(upload('owner', path));
      await assertFails(storageOf('owner').ref(path).delete());
      await assertFails(storageOf('owner').ref(path).updateMetadata({ contentType: 'text/html' }));
    }
  });

  it('lists nothing', async () => {
    await assertFails(storageOf('owner').ref('certificates').listAll());
    await assertFails(storageOf('owner').ref('owner').listAll());
  });
});

// Keeps the file meaningful where Storage is missing: jest reports the skipped tests and says why.
if (!storageEmulator) {
  describe('certificate pictures in Storage', () => {
    it.skip(`skipped: ${STORAGE_MISSING}`, () => undefined);
  });
}
