import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DOCS } from '../../functions/src/shared/collections';

/** The fields `email_settings/default` held before the settings were split, by the document that holds them now. */
const MOVED: Record<string, string[]> = {
  [DOCS.gumroadSettings]: ['gumroad_webhook_secret', 'gumroad_product_permalinks'],
  [DOCS.membershipSettings]: ['certificate_creation'],
};

/**
 * Moves the Gumroad and certificate fields out of an `email_settings/default`
 * saved before the split, in one transaction: each lands in its own document
 * unless that document was already saved on its new screen (which then wins),
 * and leaves the email settings either way. Running it again changes nothing.
 * Returns one line per document it wrote.
 */
export async function splitSettings(db: Firestore): Promise<string[]> {
  return db.runTransaction(async (tx) => {
    const emailRef = db.doc(DOCS.emailSettings);
    const paths = Object.keys(MOVED);
    const [email, ...targets] = await tx.getAll(emailRef, ...paths.map((p) => db.doc(p)));
    const said: string[] = [];
    const removals: Record<string, FieldValue> = {};
    paths.forEach((path, i) => {
      const present = MOVED[path]!.filter((field) => email!.get(field) !== undefined);
      if (!present.length) return;
      if (!targets[i]!.exists) {
        tx.set(db.doc(path), Object.fromEntries(present.map((field) => [field, email!.get(field)])));
        said.push(`${path}: ${present.join(', ')} moved from ${DOCS.emailSettings}`);
      }
      for (const field of present) removals[field] = FieldValue.delete();
    });
    if (Object.keys(removals).length) tx.update(emailRef, removals);
    return said;
  });
}
