import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import { FOUNDING_SPOTS_MAX } from '@shared/membership/founding-spots';
import { FAQ_ANSWER_MAX, FAQ_ENTRIES_MAX, FAQ_QUESTION_MAX } from '@shared/faq/faq';
import { CREW_BIO_MAX, CREW_NAME_MAX, CREW_ROLE_MAX } from '@shared/crew/crew';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { firestoreRulesSuite } from '../support/rules-env';

const SECRET = 'q2Yx7Kd0vN3pL8sR1tW6zB4mC9fH5jA2eG7uI0oP3k';
const GUMROAD = { gumroad_webhook_secret: SECRET, gumroad_product_permalinks: ['founding-floater'] };
const MEMBERSHIP = { certificate_creation: 'buyers', founding_spots: 100 };

const env = firestoreRulesSuite();
type Context = ReturnType<ReturnType<typeof env>['authenticatedContext']>;
const asAdmin = () => env().authenticatedContext('boss', ADMIN_CLAIMS);
const asMember = () => env().authenticatedContext('deckhand', { email: 'deckhand@example.com', email_verified: true });
const seed = (path: string, data: object) => env().withSecurityRulesDisabled((ctx) => ctx.firestore().doc(path).set(data));

describe('gumroad_settings/default: the ping secret and the product list', () => {
  const settings = (ctx: Context) => ctx.firestore().doc('gumroad_settings/default');
  const admin = () => settings(asAdmin());

  it('an admin creates them with every field, or with only the secret', async () => {
    await assertSucceeds(admin().set({ ...GUMROAD, updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    await env().clearFirestore();
    await assertSucceeds(admin().set({ gumroad_webhook_secret: SECRET }));
  });

  it('nobody else writes them', async () => {
    await assertFails(settings(asMember()).set(GUMROAD));
    await seed('gumroad_settings/default', GUMROAD);
    await assertFails(settings(asMember()).update({ gumroad_webhook_secret: '' }));
    await assertFails(settings(asMember()).update({ gumroad_product_permalinks: ['tote-bag'] }));
    await assertFails(settings(env().unauthenticatedContext()).update({ gumroad_webhook_secret: '' }));
  });

  describe('on update by an admin', () => {
    beforeEach(() => seed('gumroad_settings/default', GUMROAD));

    it.each([
      ['an empty secret (pings off)', { gumroad_webhook_secret: '' }],
      ['a 24-character secret', { gumroad_webhook_secret: 'x'.repeat(24) }],
      ['a 200-character secret', { gumroad_webhook_secret: 'x'.repeat(200) }],
      ['an empty product list', { gumroad_product_permalinks: [] }],
      [
        '20 products of up to 100 characters',
        { gumroad_product_permalinks: Array.from({ length: 20 }, (_, i) => `${i}-${'p'.repeat(95)}`) },
      ],
      ['a short id and a custom permalink', { gumroad_product_permalinks: ['xKqZp', 'founding_floater-2'] }],
    ])('accepts %s', async (_, change) => {
      await assertSucceeds(admin().update(change));
    });

    it.each([
      ['a secret shorter than 24 characters', { gumroad_webhook_secret: 's3cret-token' }],
      ['a secret longer than 200 characters', { gumroad_webhook_secret: 'x'.repeat(201) }],
      ['a secret with a space', { gumroad_webhook_secret: `${SECRET} ${SECRET}` }],
      ['a secret that is not a string', { gumroad_webhook_secret: 123456789 }],
      ['a product list that is a string', { gumroad_product_permalinks: 'founding-floater' }],
      ['a product list that is a map', { gumroad_product_permalinks: { 0: 'founding-floater' } }],
      ['21 products', { gumroad_product_permalinks: Array.from({ length: 21 }, (_, i) => `product-${i}`) }],
      ['a product of 101 characters', { gumroad_product_permalinks: ['p'.repeat(101)] }],
      ['an empty product', { gumroad_product_permalinks: ['founding-floater', ''] }],
      ['a product with a space', { gumroad_product_permalinks: ['founding floater'] }],
      ['a product address instead of its permalink', { gumroad_product_permalinks: ['https://x.gumroad.com/l/founding-floater'] }],
      ['two products in one entry', { gumroad_product_permalinks: ['founding-floater,tote-bag'] }],
      ['a product that is a number', { gumroad_product_permalinks: [42] }],
      ['a product that is a map', { gumroad_product_permalinks: [{ permalink: 'founding-floater' }] }],
      ['a field of another settings screen', { certificate_creation: 'anyone' }],
      ['a field the screen does not have', { gumroad_api_key: 'x' }],
    ])('refuses %s', async (_, change) => {
      await assertFails(admin().update(change));
    });
  });

  it('an admin cannot create them with a bad field, or under another name', async () => {
    await assertFails(admin().set({ ...GUMROAD, gumroad_product_permalinks: ['founding floater'] }));
    await assertFails(admin().set({ ...GUMROAD, gumroad_webhook_secret: 'short' }));
    await assertFails(admin().set({ ...GUMROAD, sender_name: 'Floaters' }));
    await assertFails(asAdmin().firestore().doc('gumroad_settings/other').set(GUMROAD));
  });
});

describe('membership_settings/default: the certificate policy and the founding spots', () => {
  const settings = (ctx: Context) => ctx.firestore().doc('membership_settings/default');
  const admin = () => settings(asAdmin());

  it('an admin creates them with every field, or with one', async () => {
    await assertSucceeds(admin().set({ ...MEMBERSHIP, updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    await env().clearFirestore();
    await assertSucceeds(admin().set({ founding_spots: 50 }));
  });

  it('nobody else writes them', async () => {
    await assertFails(settings(asMember()).set(MEMBERSHIP));
    await seed('membership_settings/default', MEMBERSHIP);
    await assertFails(settings(asMember()).update({ certificate_creation: 'anyone' }));
    await assertFails(settings(asMember()).update({ founding_spots: 1000 }));
    await assertFails(settings(env().unauthenticatedContext()).update({ certificate_creation: 'anyone' }));
  });

  describe('on update by an admin', () => {
    beforeEach(() => seed('membership_settings/default', MEMBERSHIP));

    it.each([
      ['anyone may create certificates', { certificate_creation: 'anyone' }],
      ['buyers may create certificates', { certificate_creation: 'buyers' }],
      ['no founding spots at all', { founding_spots: 0 }],
      ['more founding spots', { founding_spots: 150 }],
      ['the most founding spots', { founding_spots: FOUNDING_SPOTS_MAX }],
    ])('accepts %s', async (_, change) => {
      await assertSucceeds(admin().update(change));
    });

    it.each([
      ['an unknown certificate policy', { certificate_creation: 'everyone' }],
      ['a certificate policy in another case', { certificate_creation: 'Buyers' }],
      ['a certificate policy that is not a string', { certificate_creation: true }],
      ['negative founding spots', { founding_spots: -1 }],
      ['more founding spots than the most', { founding_spots: FOUNDING_SPOTS_MAX + 1 }],
      ['a fraction of a spot', { founding_spots: 100.5 }],
      ['founding spots as text', { founding_spots: '100' }],
      ['a spots-taken count (the functions keep it)', { founding_spots_taken: 3 }],
      ['a field of another settings screen', { gumroad_webhook_secret: SECRET }],
    ])('refuses %s', async (_, change) => {
      await assertFails(admin().update(change));
    });
  });

  it('an admin cannot create them with a bad field, or under another name', async () => {
    await assertFails(admin().set({ ...MEMBERSHIP, certificate_creation: 'everyone' }));
    await assertFails(admin().set({ ...MEMBERSHIP, founding_spots: -5 }));
    await assertFails(asAdmin().firestore().doc('membership_settings/other').set(MEMBERSHIP));
  });
});

describe('launch_settings/default: the first sailing and the season', () => {
  const LAUNCH = { first_sailing: '2026-05-15', season_start: '2026-05-15', season_end: '2026-10-31' };
  const settings = (ctx: Context) => ctx.firestore().doc('launch_settings/default');
  const admin = () => settings(asAdmin());

  it('only an admin reads and writes them; visitors and members do neither', async () => {
    await assertSucceeds(admin().set({ ...LAUNCH, updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    await assertSucceeds(admin().get());
    await assertFails(settings(asMember()).get());
    await assertFails(settings(env().unauthenticatedContext()).get());
    await assertFails(settings(asMember()).update({ first_sailing: '2026-06-01' }));
    await assertFails(settings(env().unauthenticatedContext()).update({ first_sailing: '2026-06-01' }));
    await assertSucceeds(admin().update({ season_start: '2027-05-14', season_end: '2027-10-30' }));
  });

  it.each([
    ['a day that is not YYYY-MM-DD', { first_sailing: 'May 15, 2026' }],
    ['a timestamp instead of a day', { first_sailing: new Date('2026-05-15T04:00:00Z') }],
    ['a season that ends before it starts', { season_end: '2026-05-14' }],
    ['a field the screen does not have', { launch_year: 2026 }],
    ['a field of another settings screen', { founding_spots: 100 }],
  ])('an admin cannot write %s', async (_, change) => {
    await seed('launch_settings/default', LAUNCH);
    await assertFails(admin().update(change));
  });

  it('an admin cannot create them without a date, or under another name', async () => {
    await assertFails(admin().set({ first_sailing: '2026-05-15', season_start: '2026-05-15' }));
    await assertFails(asAdmin().firestore().doc('launch_settings/other').set(LAUNCH));
  });
});

describe('faq_settings/default: the questions and answers on /faq', () => {
  const FAQ = { entries: [{ question: 'Where do we board?', answer: 'Downtown Cleveland.\n\nBy the lake.' }] };
  const settings = (ctx: Context) => ctx.firestore().doc('faq_settings/default');
  const admin = () => settings(asAdmin());
  const entry = (question: unknown, answer: unknown) => ({ question, answer });

  it('an admin creates and reads it; nobody else reads or writes it (visitors get it painted into /faq)', async () => {
    await assertSucceeds(admin().set({ ...FAQ, updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    await assertSucceeds(admin().get());
    for (const ctx of [asMember(), env().unauthenticatedContext()]) {
      await assertFails(settings(ctx).get());
      await assertFails(settings(ctx).update({ entries: [entry('Free beer?', 'Yes.')] }));
    }
    await assertFails(asAdmin().firestore().doc('faq_settings/other').set(FAQ));
  });

  describe('on update by an admin', () => {
    beforeEach(() => seed('faq_settings/default', FAQ));

    it.each([
      [
        'the most entries, each at its longest',
        { entries: Array.from({ length: FAQ_ENTRIES_MAX }, () => entry('q'.repeat(FAQ_QUESTION_MAX), 'a'.repeat(FAQ_ANSWER_MAX))) },
      ],
      ['markup as plain text', { entries: [entry('</script>?', '</script><script>alert(1)</script>')] }],
    ])('accepts %s', async (_, change) => {
      await assertSucceeds(admin().update(change));
    });

    it.each([
      ['no entries', { entries: [] }],
      ['one entry too many', { entries: Array.from({ length: FAQ_ENTRIES_MAX + 1 }, () => entry('q', 'a')) }],
      [
        'the last of the most entries too long',
        { entries: [...Array.from({ length: FAQ_ENTRIES_MAX - 1 }, () => entry('q', 'a')), entry('q', 'a'.repeat(FAQ_ANSWER_MAX + 1))] },
      ],
      ['a question too long', { entries: [entry('q'.repeat(FAQ_QUESTION_MAX + 1), 'a')] }],
      ['an empty question', { entries: [entry('', 'a')] }],
      ['an empty answer', { entries: [entry('q', '')] }],
      ['an answer that is not text', { entries: [entry('q', 5)] }],
      ['an entry with another field', { entries: [{ ...entry('q', 'a'), html: '<b>a</b>' }] }],
      ['an entry that is text', { entries: ['q'] }],
      ['entries that are a map', { entries: { 0: entry('q', 'a') } }],
      ['a field the screen does not have', { published: true }],
    ])('refuses %s', async (_, change) => {
      await assertFails(admin().update(change));
    });
  });
});

describe('crew_settings/default: the founder and crew on /team', () => {
  const person = (name: unknown, role: unknown = '', bio: unknown = '') => ({ name, role, bio });
  const nobody = person('');
  const CREW = { founder: person('Dana Reyes', 'Founder & Admiral', 'Grew up on the East Side.'), crew: [person('Sam'), nobody, nobody] };
  const settings = (ctx: Context) => ctx.firestore().doc('crew_settings/default');
  const admin = () => settings(asAdmin());

  it('an admin creates and reads it; a member or visitor neither reads nor writes it (visitors get it painted into /team)', async () => {
    await assertSucceeds(admin().set({ ...CREW, updated_at: firebase.firestore.FieldValue.serverTimestamp() }));
    await assertSucceeds(admin().get());
    for (const ctx of [asMember(), env().unauthenticatedContext()]) {
      await assertFails(settings(ctx).get());
      await assertFails(settings(ctx).update({ founder: person('Mallory') }));
      await assertFails(settings(ctx).set(CREW));
    }
    await assertFails(admin().delete());
    await assertFails(asAdmin().firestore().doc('crew_settings/other').set(CREW));
  });

  it('nobody but an admin creates it', async () => {
    await assertFails(settings(asMember()).set(CREW));
    await assertFails(settings(env().unauthenticatedContext()).set(CREW));
  });

  describe('on update by an admin', () => {
    beforeEach(() => seed('crew_settings/default', CREW));

    it.each([
      ['every field at its longest', { founder: person('n'.repeat(CREW_NAME_MAX), 'r'.repeat(CREW_ROLE_MAX), 'b'.repeat(CREW_BIO_MAX)) }],
      ['nobody named again', { founder: nobody, crew: [nobody, nobody, nobody] }],
      ['markup as plain text', { crew: [person('<img src=x onerror=alert(1)>', '</script>', '"><b>'), nobody, nobody] }],
    ])('accepts %s', async (_, change) => {
      await assertSucceeds(admin().update(change));
    });

    it.each([
      ['a name too long', { founder: person('n'.repeat(CREW_NAME_MAX + 1)) }],
      ['a role too long', { crew: [person('Sam', 'r'.repeat(CREW_ROLE_MAX + 1)), nobody, nobody] }],
      ['a bio too long on the last card', { crew: [nobody, nobody, person('Sam', '', 'b'.repeat(CREW_BIO_MAX + 1))] }],
      ['a fourth card', { crew: [nobody, nobody, nobody, nobody] }],
      ['two cards', { crew: [nobody, nobody] }],
      ['a name that is not text', { founder: person(5) }],
      ['a person with another field', { founder: { ...person('Dana'), photo_url: 'https://example.com/x.jpg' } }],
      ['a founder that is text', { founder: 'Dana' }],
      ['a field the screen does not have', { published: true }],
    ])('refuses %s', async (_, change) => {
      await assertFails(admin().update(change));
    });
  });
});
