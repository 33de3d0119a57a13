import { CERTIFICATE_CREATION_LABELS } from '@shared/certificates/creation-policy';
import { gumroadSettingsSchema, permalinksFromText, productPermalinkOf, PRODUCT_PERMALINKS_MAX } from '@shared/gumroad/ping-settings';
import { membershipSettingsSchema } from '@shared/membership/membership-settings';
import {
  answerParagraphs,
  DEFAULT_FAQ,
  FAQ_ANSWER_MAX,
  FAQ_ENTRIES_MAX,
  FAQ_QUESTION_MAX,
  faqEntriesFrom,
  faqSettingsSchema,
} from '@shared/faq/faq';

const strong = 'q2Yx7Kd0vN3pL8sR1tW6zB4mC9fH5jA2eG7uI0oP3k';

describe('the Gumroad settings', () => {
  it('defaults to pings off and no products', async () => {
    await expect(gumroadSettingsSchema.validate({})).resolves.toEqual({ gumroad_webhook_secret: '', gumroad_product_permalinks: [] });
  });

  it('takes a strong secret and refuses a short one', async () => {
    await expect(gumroadSettingsSchema.validate({ gumroad_webhook_secret: strong })).resolves.toMatchObject({
      gumroad_webhook_secret: strong,
    });
    await expect(gumroadSettingsSchema.validate({ gumroad_webhook_secret: 's3cret-token' })).rejects.toThrow(
      'Webhook secret must be at least 24 characters: use Generate secret',
    );
    await expect(gumroadSettingsSchema.validate({ gumroad_webhook_secret: 'x'.repeat(201) })).rejects.toThrow('at most 200 characters');
  });

  it('checks each product permalink and the size of the list', async () => {
    await expect(gumroadSettingsSchema.validate({ gumroad_product_permalinks: ['founding-floater', 'xKqZp'] })).resolves.toMatchObject({
      gumroad_product_permalinks: ['founding-floater', 'xKqZp'],
    });
    // A Product ID as the sales export shows it, padding and all.
    await expect(gumroadSettingsSchema.validate({ gumroad_product_permalinks: ['fNxq3kPz0aWm-Lw8cRtJ7A=='] })).resolves.toBeTruthy();
    await expect(gumroadSettingsSchema.validate({ gumroad_product_permalinks: ['founding floater'] })).rejects.toThrow(
      '"founding floater" is not a product permalink or ID: use the part after /l/ in the product\'s address (e.g. founding-floater) or the Product ID column of a sales export',
    );
    await expect(gumroadSettingsSchema.validate({ gumroad_product_permalinks: ['x'.repeat(101)] })).rejects.toThrow(
      'at most 100 characters',
    );
    const many = Array.from({ length: PRODUCT_PERMALINKS_MAX + 1 }, (_, i) => `product-${i}`);
    await expect(gumroadSettingsSchema.validate({ gumroad_product_permalinks: many })).rejects.toThrow('List at most 20 products');
  });
});

describe('the membership settings', () => {
  it('defaults to certificates for buyers and 100 founding spots', async () => {
    await expect(membershipSettingsSchema.validate({})).resolves.toEqual({ certificate_creation: 'buyers', founding_spots: 100 });
  });

  it('knows both ways of letting people create certificates, and nothing else', async () => {
    for (const value of Object.keys(CERTIFICATE_CREATION_LABELS)) {
      await expect(membershipSettingsSchema.validate({ certificate_creation: value })).resolves.toMatchObject({
        certificate_creation: value,
      });
    }
    await expect(membershipSettingsSchema.validate({ certificate_creation: 'everyone' })).rejects.toThrow(
      'Choose who may create certificates',
    );
  });

  it('takes a whole number of founding spots from 0 to 100,000, with a message for anything else', async () => {
    for (const value of [0, 1, 250, 100_000]) {
      await expect(membershipSettingsSchema.validate({ founding_spots: value })).resolves.toMatchObject({ founding_spots: value });
    }
    await expect(membershipSettingsSchema.validate({ founding_spots: -1 })).rejects.toThrow('Founding spots cannot be negative');
    await expect(membershipSettingsSchema.validate({ founding_spots: 2.5 })).rejects.toThrow('Founding spots must be a whole number');
    await expect(membershipSettingsSchema.validate({ founding_spots: 'lots' })).rejects.toThrow('Founding spots must be a whole number');
    await expect(membershipSettingsSchema.validate({ founding_spots: 100_001 })).rejects.toThrow('Founding spots must be at most 100,000');
  });
});

describe('reading what the admin typed into the product list', () => {
  it('takes permalinks or product addresses, one a line or comma-separated, without repeats', () => {
    expect(
      permalinksFromText(' founding-floater \nhttps://clevelandfloaters.gumroad.com/l/xKqZp?wanted=true,\n\n founding-floater'),
    ).toEqual(['founding-floater', 'xKqZp']);
    expect(permalinksFromText('')).toEqual([]);
    expect(productPermalinkOf('https://gum.co/l/abc#x')).toBe('abc');
  });
});

describe('the FAQ', () => {
  const entry = (question: string, answer: string) => ({ question, answer });

  it('takes questions and answers as plain text, trimmed, paragraphs kept', async () => {
    const answer = 'Reply to your Gumroad receipt.\n\nA refund revokes the certificate.';
    await expect(faqSettingsSchema.validate({ entries: [entry('  Refunds? ', ` ${answer} `)] })).resolves.toEqual({
      entries: [entry('Refunds?', answer)],
    });
    expect(answerParagraphs(answer)).toEqual(['Reply to your Gumroad receipt.', 'A refund revokes the certificate.']);
  });

  it.each([
    ['no questions', [], 'Keep at least one question: the FAQ page is never empty'],
    ['too many', Array.from({ length: FAQ_ENTRIES_MAX + 1 }, () => entry('q', 'a')), `List at most ${FAQ_ENTRIES_MAX} questions`],
    ['a blank question', [entry('   ', 'a')], 'Write the question'],
    ['a blank answer', [entry('q', '')], 'Write the answer'],
    ['a long question', [entry('q'.repeat(FAQ_QUESTION_MAX + 1), 'a')], `A question must be at most ${FAQ_QUESTION_MAX} characters`],
    ['a long answer', [entry('q', 'a'.repeat(FAQ_ANSWER_MAX + 1))], 'An answer must be at most 2,000 characters'],
  ])('refuses %s', async (_, entries, message) => {
    await expect(faqSettingsSchema.validate({ entries })).rejects.toThrow(message);
  });

  it('shows the defaults until the owner has saved a list the schema takes', () => {
    expect(faqEntriesFrom(undefined)).toEqual(DEFAULT_FAQ);
    expect(faqEntriesFrom({ entries: [] })).toEqual(DEFAULT_FAQ);
    expect(faqEntriesFrom({ entries: [entry('Boat?', 'Yes.')], updated_at: 1 })).toEqual([entry('Boat?', 'Yes.')]);
    expect(faqSettingsSchema.validateSync({ entries: DEFAULT_FAQ }).entries).toEqual(DEFAULT_FAQ);
  });
});
