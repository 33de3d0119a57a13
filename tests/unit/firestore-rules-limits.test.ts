import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema } from 'yup';
import { CERTIFICATE_CREATION_POLICIES } from '@shared/certificates/creation-policy';
import { broadcastSchema, emailSettingsSchema, templateSchema } from '@shared/email/schemas';
import {
  PING_SECRET_MAX,
  PING_SECRET_MIN,
  PRODUCT_PERMALINK_MAX,
  PRODUCT_PERMALINK_PATTERN,
  PRODUCT_PERMALINKS_MAX,
  gumroadSettingsSchema,
} from '@shared/gumroad/ping-settings';
import { FOUNDING_SPOTS_MAX } from '@shared/membership/founding-spots';
import { membershipSettingsSchema } from '@shared/membership/membership-settings';
import { BACKUP_BUCKET_PATTERN, BACKUP_RETENTION_DAYS, operationsSettingsSchema } from '@shared/operations/operations-settings';
import { FAQ_ANSWER_MAX, FAQ_ENTRIES_MAX, FAQ_QUESTION_MAX, faqSettingsSchema } from '@shared/faq/faq';
import { CREW_BIO_MAX, CREW_CARDS, CREW_NAME_MAX, CREW_ROLE_MAX, crewSettingsSchema } from '@shared/crew/crew';
import { SUBSCRIBER_ADMIN_FIELDS, SUBSCRIBER_STATUSES, SUBSCRIBER_TEXT_LIMITS } from '@shared/subscribers';

/**
 * firestore.rules cannot import the shared schemas, so it repeats their limits; this compares each with the schema or
 * constant it mirrors, so a one-sided change fails here. tests/rules/ runs the same rules on the emulator.
 */
const code = readFileSync(join(__dirname, '../../firestore.rules'), 'utf8').replace(/\/\/.*$/gm, '');

/** The text of the braces that open after `header`: a rules function or match block. */
function block(header: string): string {
  const start = code.indexOf(header);
  if (start < 0) throw new Error(`firestore.rules has no ${header}`);
  const open = code.indexOf('{', start + header.length);
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    if (code[i] === '}' && --depth === 0) return code.slice(open + 1, i);
  }
  throw new Error(`${header} never closes`);
}

/** Every `<field>.size() <op> <n>` in `text`, as "field op" → the numbers it is compared with. */
function sizeChecks(text: string): Map<string, number[]> {
  const checks = new Map<string, number[]>();
  for (const m of text.matchAll(/(\w+)\.size\(\) (<=|>=|>) (\d+)/g)) {
    const key = `${m[1]} ${m[2]}`;
    checks.set(key, [...(checks.get(key) ?? []), Number(m[3])]);
  }
  return checks;
}

/** A string list spelled in the rules, e.g. `status in ['active', ...]`. */
function listAfter(text: string, before: string): string[] {
  const at = text.indexOf(before);
  if (at < 0) throw new Error(`no ${before} in the rules`);
  const list = /\[([^\]]*)\]/.exec(text.slice(at + before.length))![1]!;
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

interface Described {
  optional?: boolean;
  tests: { name?: string; params?: Record<string, unknown> | null }[];
  innerType?: Described;
  fields?: Record<string, Described>;
}

const field = (schema: Schema, name: string) => (schema.describe() as unknown as Described).fields![name]!;
const maxOf = (d: Described) => d.tests.find((t) => t.name === 'max')?.params?.max;

/** What the rules must say of each text field of a form: its longest length and whether it may be empty. */
function expectTextFieldsMirrored(rules: string, schema: Schema, names: string[]) {
  const checks = sizeChecks(rules);
  for (const name of names) {
    const described = field(schema, name);
    expect({ name, max: checks.get(`${name} <=`) }).toEqual({ name, max: [maxOf(described)] });
    expect({ name, required: checks.has(`${name} >`) }).toEqual({ name, required: described.optional === false });
  }
}

describe('firestore.rules limits', () => {
  it("email_broadcasts drafts take the compose form's lengths, with any field still empty (saved as it is typed)", () => {
    const checks = sizeChecks(block('function validDraft(data)'));
    for (const name of ['name', 'subject', 'preheader', 'body']) {
      expect({ name, max: checks.get(`${name} <=`), emptyRefused: checks.has(`${name} >`) }).toEqual({
        name,
        max: [maxOf(field(broadcastSchema, name))],
        emptyRefused: false,
      });
    }
    // Both the first save and every later one.
    const broadcasts = block('match /email_broadcasts/{broadcastId}').split('match /deliveries')[0]!;
    expect(broadcasts.match(/validDraft\(request\.resource\.data\)/g)).toHaveLength(2);
  });

  it("email_templates take the template form's lengths", () => {
    expectTextFieldsMirrored(block('function validTemplate(data)'), templateSchema, ['name', 'subject', 'preheader', 'body']);
  });

  it("both take the email editor's document at the forms' length, and neither requires it", () => {
    const rules = block('function validEditorDocument(data)');
    expectTextFieldsMirrored(rules, broadcastSchema, ['body_doc']);
    expectTextFieldsMirrored(rules, templateSchema, ['body_doc']);
    expect(block('function validTemplate(data)')).toContain('validEditorDocument(data)');
    expect(block('function validDraft(data)')).toContain('validEditorDocument(data)');
  });

  it("email_settings take the email settings form's lengths", () => {
    expectTextFieldsMirrored(block('function validEmailSettings(data)'), emailSettingsSchema, ['sender_name']);
  });

  it("gumroad_settings take the Gumroad settings form's secret and product list", () => {
    const settings = block('function validGumroadSettings(data)');
    const secret = field(gumroadSettingsSchema, 'gumroad_webhook_secret');
    expect(maxOf(secret)).toBe(PING_SECRET_MAX);
    expect(sizeChecks(settings).get('gumroad_webhook_secret <=')).toEqual([PING_SECRET_MAX]);
    expect(sizeChecks(settings).get('gumroad_webhook_secret >=')).toEqual([PING_SECRET_MIN]);

    const permalinks = field(gumroadSettingsSchema, 'gumroad_product_permalinks');
    expect(maxOf(permalinks)).toBe(PRODUCT_PERMALINKS_MAX);
    expect(maxOf(permalinks.innerType!)).toBe(PRODUCT_PERMALINK_MAX);
    const list = block('function validPermalinks(items)');
    expect(/items\.size\(\) <= (\d+)/.exec(list)?.[1]).toBe(String(PRODUCT_PERMALINKS_MAX));
    // Rules cannot loop: every index below the maximum needs its own check.
    const indices = [...list.matchAll(/permalinkAt\(items, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(indices).toEqual([...Array(PRODUCT_PERMALINKS_MAX).keys()]);
    const entry = /matches\('\^(\[[^\]]+\])\{1,(\d+)\}\$'\)/.exec(block('function permalinkAt(items, i)'));
    expect(entry?.[2]).toBe(String(PRODUCT_PERMALINK_MAX));
    expect(`^${entry?.[1]}+$`).toBe(PRODUCT_PERMALINK_PATTERN.source);
  });

  it("membership_settings take the membership form's policies and founding spots", () => {
    const settings = block('function validMembershipSettings(data)');
    expect(listAfter(settings, 'data.certificate_creation in')).toEqual([...CERTIFICATE_CREATION_POLICIES]);
    expect(maxOf(field(membershipSettingsSchema, 'founding_spots'))).toBe(FOUNDING_SPOTS_MAX);
    expect(/data\.founding_spots <= (\d+)/.exec(settings)?.[1]).toBe(String(FOUNDING_SPOTS_MAX));
    expect(/data\.founding_spots >= (\d+)/.exec(settings)?.[1]).toBe('0');
  });

  it("operations_settings take the dashboard form's alert address and backup retention", () => {
    const settings = block('function validOperationsSettings(data)');
    expect(sizeChecks(settings).get('alert_email <=')).toEqual([maxOf(field(operationsSettingsSchema, 'alert_email'))]);
    const days = field(operationsSettingsSchema, 'backup_retention_days');
    expect(/backup_retention_days >= (\d+)/.exec(settings)?.[1]).toBe(String(BACKUP_RETENTION_DAYS.min));
    expect(/backup_retention_days <= (\d+)/.exec(settings)?.[1]).toBe(String(BACKUP_RETENTION_DAYS.max));
    expect(days.tests.find((t) => t.name === 'min')?.params?.min).toBe(BACKUP_RETENTION_DAYS.min);
    expect(maxOf(days)).toBe(BACKUP_RETENTION_DAYS.max);
    // The same bucket name pattern, made optional: an empty name is "none named yet".
    const bucket = /data\.backup_bucket\.matches\('([^']+)'\)/.exec(settings)?.[1];
    expect(bucket).toBe(`^(${BACKUP_BUCKET_PATTERN.source.slice(1, -1)})?$`);
  });

  it("faq_settings take the FAQ form's list and lengths, every entry checked", () => {
    const entries = field(faqSettingsSchema, 'entries');
    expect(maxOf(entries)).toBe(FAQ_ENTRIES_MAX);
    expect(sizeChecks(block('function validFaqSettings(data)')).get('entries <=')).toEqual([FAQ_ENTRIES_MAX]);
    const indices = [...block('function validFaqSettings(data)').matchAll(/faqEntryAt\(entries, (\d+)\)/g)].map((m) => Number(m[1]));
    expect(indices).toEqual([...Array(FAQ_ENTRIES_MAX).keys()]);
    const entry = sizeChecks(block('function validFaqEntry(entry)'));
    expect([entry.get('question <='), entry.get('answer <=')]).toEqual([[FAQ_QUESTION_MAX], [FAQ_ANSWER_MAX]]);
    expect([maxOf(entries.innerType!.fields!.question!), maxOf(entries.innerType!.fields!.answer!)]).toEqual([
      FAQ_QUESTION_MAX,
      FAQ_ANSWER_MAX,
    ]);
    expect([entry.has('question >'), entry.has('answer >')]).toEqual([true, true]);
  });

  it("crew_settings take the crew form's lengths and its three cards, each checked", () => {
    const person = sizeChecks(block('function validCrewPerson(p)'));
    expect([person.get('name <='), person.get('role <='), person.get('bio <=')]).toEqual([[CREW_NAME_MAX], [CREW_ROLE_MAX], [CREW_BIO_MAX]]);
    const founder = field(crewSettingsSchema, 'founder');
    expect(['name', 'role', 'bio'].map((f) => maxOf(founder.fields![f]!))).toEqual([CREW_NAME_MAX, CREW_ROLE_MAX, CREW_BIO_MAX]);
    const settings = block('function validCrewSettings(data)');
    expect(/crew\.size\(\) == (\d+)/.exec(settings)?.[1]).toBe(String(CREW_CARDS));
    const indices = [...settings.matchAll(/validCrewPerson\(crew\[(\d+)\]\)/g)].map((m) => Number(m[1]));
    expect(indices).toEqual([...Array(CREW_CARDS).keys()]);
  });

  it("subscribers take the admin's fields, statuses and text lengths", () => {
    const subscribers = block('match /subscribers/{subscriberId}');
    expect(listAfter(subscribers, 'affectedKeys().hasOnly(')).toEqual([...SUBSCRIBER_ADMIN_FIELDS]);
    expect(listAfter(subscribers, 'request.resource.data.status in')).toEqual([...SUBSCRIBER_STATUSES]);
    const limits = Object.fromEntries(
      [...subscribers.matchAll(/validOptionalText\(.*?, '(\w+)', (\d+)\)/g)].map((m) => [m[1]!, Number(m[2])]),
    );
    expect(limits).toEqual(SUBSCRIBER_TEXT_LIMITS);
  });

  it('has no length limit this test does not compare', () => {
    const compared = [
      'name',
      'subject',
      'preheader',
      'body',
      'body_doc',
      'sender_name',
      'gumroad_webhook_secret',
      'items',
      'alert_email',
      'entries',
      'question',
      'answer',
      'role',
      'bio',
    ];
    const limited = [...new Set([...sizeChecks(code).keys()].map((key) => key.split(' ')[0]!))];
    expect(limited.sort()).toEqual(compared.sort());
  });
});
