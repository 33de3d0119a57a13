import { object, string, type InferType } from 'yup';
import { formatCount } from '../format-count';
import { readEditorDocument } from './editor-document';

/**
 * The admin email forms' rules. The web forms validate with these and the
 * functions re-check with the same ones, so both give the same messages.
 */
export const LIMITS = { name: 200, subject: 300, preheader: 300, body: 200_000, bodyDoc: 100_000, senderName: 100 } as const;

const required = (label: string, max: number) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${formatCount(max)} characters`);

const optional = (label: string, max: number) =>
  string()
    .trim()
    .default('')
    .max(max, `${label} must be at most ${formatCount(max)} characters`);

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

/** Stricter than yup's own: one @, a dot in the domain, no spaces or brackets. */
export const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/** The same rule outside a form, for addresses that arrive from Gumroad. */
export const isEmailAddress = (text: string) => text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);

export const emailAddress = (label: string) =>
  string().trim().required(`${label} is required`).max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE).matches(EMAIL, { message: EMAIL_MESSAGE });

/**
 * The email editor's document (JSON text), kept beside the HTML it rendered so the email reopens in the editor;
 * empty for an email written in HTML. Its limit leaves room for the HTML it renders to within the body's.
 */
const editorDocument = string()
  .default('')
  .max(LIMITS.bodyDoc, 'This email is too long for the editor: shorten it, or switch to HTML')
  .test('editor-document', 'The editor could not read this email: switch to HTML', (json) => !json || readEditorDocument(json) !== null);

/** Broadcasts and the welcome template share their fields; only the name's label differs. */
const emailContentSchema = (nameLabel: string) =>
  object({
    name: required(nameLabel, LIMITS.name),
    subject: required('Subject line', LIMITS.subject),
    preheader: optional('Preheader', LIMITS.preheader),
    body: required('Email body', LIMITS.body),
    body_doc: editorDocument,
  });

export const broadcastSchema = emailContentSchema('Campaign name');
export type BroadcastInput = InferType<typeof broadcastSchema>;

export const templateSchema = emailContentSchema('Template name');

/** `email_settings/default`: who emails come from. */
export const emailSettingsSchema = object({
  sender_name: required('Sender name', LIMITS.senderName),
  sender_email: emailAddress('Sender email'),
  reply_to_email: emailAddress('Reply-to email'),
});
export type EmailSettingsInput = InferType<typeof emailSettingsSchema>;

export const testEmailSchema = string()
  .trim()
  .required('Please enter a test email address')
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .matches(EMAIL, { message: EMAIL_MESSAGE });

/** Used when email_settings/default is missing, so email still goes out with sane headers. */
export const DEFAULT_EMAIL_SETTINGS = {
  sender_name: 'Cleveland Floaters',
  sender_email: 'crew@clevelandfloaters.com',
  reply_to_email: 'crew@clevelandfloaters.com',
} as const;
