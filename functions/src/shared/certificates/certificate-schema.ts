import * as yup from 'yup';
import { formatLongDate, parseIsoDate } from './dates';

/**
 * The create-certificate rules, shared by the form (/founders/new) and the
 * createCertificate function, so both refuse the same input with the same
 * words. The messages are the spec's.
 */
export const CERTIFICATE_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  memberNumberWhole: 'Member number must be a whole number',
  memberNumberPositive: 'Member number must be positive',
  cityTooLong: 'City name must be less than 100 characters',
  cityCharacters: 'City can only contain letters, spaces, hyphens, and apostrophes',
  dateRange: 'Date must be between January 1, 2025 and today',
} as const;

/** A member's certificate is dated the day it is made; only the crew date one otherwise (an import, a replacement). */
export const memberIssueDateMessage = (clevelandToday: string) =>
  `Your certificate is dated the day it is made: the issue date must be today, ${formatLongDate(clevelandToday)} in Cleveland.`;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;
export const EARLIEST_ISSUE_DATE = '2025-01-01';

/**
 * Letters of any alphabet, because members are named José, Zoë, Siobhán and
 * Nguyễn, with their combining marks, spaces, hyphens and straight or curly apostrophes (phones
 * type ’ in O’Malley).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}' ’-]+$/u;

/** What the form holds and the callable receives. */
export interface CertificateFormValues {
  fullName: string;
  /** Blank (or absent) means "assign the next number". */
  memberNumber?: string | number | null;
  city?: string | null;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
}

/** The input once it passed the rules: trimmed, a blank city as null. */
export interface CertificateInput {
  fullName: string;
  memberNumber?: number;
  city: string | null;
  issueDateIso: string;
}

const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value;

/**
 * `today` is the latest allowed issue date, 'YYYY-MM-DD'. `memberDay`, given
 * when a member (not the crew) makes the certificate, is the one date allowed:
 * today in Cleveland (`siteDay`). Field order is the order messages are reported in.
 */
export function certificateSchema(today: string, memberDay?: string) {
  return yup.object({
    fullName: yup
      .string()
      .trim()
      .required(CERTIFICATE_MESSAGES.nameTooShort)
      .min(NAME_MIN_LENGTH, CERTIFICATE_MESSAGES.nameTooShort)
      .max(NAME_MAX_LENGTH, CERTIFICATE_MESSAGES.nameTooLong)
      .matches(NAME_CHARACTERS, CERTIFICATE_MESSAGES.nameCharacters),
    memberNumber: yup
      .number()
      .transform(blankToUndefined)
      .typeError(CERTIFICATE_MESSAGES.memberNumberWhole)
      .optional()
      .test('whole', CERTIFICATE_MESSAGES.memberNumberWhole, (n) => n === undefined || Number.isSafeInteger(n))
      .positive(CERTIFICATE_MESSAGES.memberNumberPositive),
    city: yup
      .string()
      .trim()
      .transform((value: string | null | undefined) => (value ? value : undefined))
      .optional()
      .max(CITY_MAX_LENGTH, CERTIFICATE_MESSAGES.cityTooLong)
      .matches(NAME_CHARACTERS, CERTIFICATE_MESSAGES.cityCharacters),
    issueDate: yup
      .string()
      .required(CERTIFICATE_MESSAGES.dateRange)
      .test(
        'in-range',
        CERTIFICATE_MESSAGES.dateRange,
        (iso) => !!iso && !!parseIsoDate(iso) && iso >= EARLIEST_ISSUE_DATE && iso <= today,
      )
      .test('member-today', memberDay ? memberIssueDateMessage(memberDay) : '', (iso) => !memberDay || iso === memberDay),
  });
}

const FIELD_ORDER = ['fullName', 'memberNumber', 'city', 'issueDate'] as const;

export type CertificateValidation = { ok: true; value: CertificateInput } | { ok: false; message: string };

/** A control character fails every rule, so a non-primitive field value gets that field's message. */
const UNUSABLE = '\u0000';

function sanitize(raw: unknown): Record<string, unknown> {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return Object.fromEntries(
    FIELD_ORDER.map((field) => {
      const v = source[field];
      return [field, v === undefined || v === null || typeof v === 'string' || typeof v === 'number' ? v : UNUSABLE];
    }),
  );
}

/**
 * Checks the fields in form order and reports only the first failing rule, as
 * the spec's 'Validation Error' toast does. Anything that is not a plain
 * string or number (an object smuggled into a callable payload, say) fails
 * with that field's first message.
 */
export function validateCertificate(raw: unknown, today: string, memberDay?: string): CertificateValidation {
  const schema = certificateSchema(today, memberDay);
  const values = sanitize(raw);
  for (const field of FIELD_ORDER) {
    try {
      schema.validateSyncAt(field, values, { strict: false, abortEarly: true });
    } catch (err) {
      if (err instanceof yup.ValidationError) return { ok: false, message: err.errors[0] ?? CERTIFICATE_MESSAGES.nameTooShort };
      throw err;
    }
  }
  const cast = schema.cast(values, { stripUnknown: true });
  return {
    ok: true,
    value: {
      fullName: cast.fullName,
      ...(cast.memberNumber === undefined ? {} : { memberNumber: cast.memberNumber }),
      city: cast.city ? cast.city : null,
      issueDateIso: cast.issueDate,
    },
  };
}
