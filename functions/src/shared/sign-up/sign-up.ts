import { object, string, type InferType } from 'yup';
import { emailAddress } from '../email/schemas';
import type { LaunchPhase } from '../launch/launch-phase';

/**
 * The one sign-up form: "Get launch news" (after the first sailing "Get sailing news") while founding spots are left
 * (`updates`), "Join the waitlist" once they are gone (`waitlist`). The form
 * validates with this schema and the signUp function re-checks with it, so
 * both refuse with the same words.
 */
export const SIGN_UP_MODES = ['updates', 'waitlist'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/** Each list's name on the admin screens (broadcast audiences, insights). */
export const SIGN_UP_LIST_NAMES: Record<SignUpMode, string> = { updates: 'Launch news', waitlist: 'Waitlist' };

/** What the updates list brings, in the words of the launch phase: launch news until the first sailing, sailing news after. */
export type ListNews = 'launch news' | 'sailing news';
export const newsOf = (phase: LaunchPhase): ListNews => (phase === 'before-first-sailing' ? 'launch news' : 'sailing news');

/**
 * The consent sentences, per mode. The form shows today's phase's (SENTENCE_NEWS); the function accepts any, so an old
 * page still works and the subscriber keeps the words they saw. Confirm links name a sentence by index
 * (sign-up/confirm-token.ts): only append; never edit, drop or reorder.
 */
export const CONSENT_SENTENCES: Record<SignUpMode, readonly string[]> = {
  updates: [
    'Email me launch news from Cleveland Floaters. I can unsubscribe at any time with one click.',
    'Email me sailing news from Cleveland Floaters. I can unsubscribe at any time with one click.',
  ],
  waitlist: [
    'Put me on the Founding Floater waitlist and email me when a spot opens, plus launch news. I can unsubscribe at any time with one click.',
    'Put me on the Founding Floater waitlist and email me when a spot opens, plus sailing news. I can unsubscribe at any time with one click.',
  ],
};

/** The news each sentence promises, in CONSENT_SENTENCES' order: the confirmation email and page say the same. */
const SENTENCE_NEWS: Record<SignUpMode, readonly ListNews[]> = {
  updates: ['launch news', 'sailing news'],
  waitlist: ['launch news', 'sailing news'],
};

/** The news a known sentence promised (launch news for one the list does not know: none is ever confirmed). */
export const newsOfSentence = (mode: SignUpMode, consent: string): ListNews =>
  SENTENCE_NEWS[mode][CONSENT_SENTENCES[mode].indexOf(consent)] ?? 'launch news';

/** The sentence the form shows in a launch phase. */
export const currentConsentSentence = (mode: SignUpMode, phase: LaunchPhase) =>
  CONSENT_SENTENCES[mode][SENTENCE_NEWS[mode].lastIndexOf(newsOf(phase))]!;

export const SIGN_UP_LIMITS = { firstName: 40, consent: 500, honeypot: 500 } as const;

/**
 * What a first name may hold: letters (any script, with their accents), spaces and ' - . ,
 * The name is placed in the confirmation email ("Hi …"), which anyone can have sent to
 * any address: no digits, slashes or colons, so it cannot carry a link or a message.
 */
export const FIRST_NAME_PATTERN = /^[\p{L}\p{M} '\-.,]*$/u;

/**
 * Letters still spell a domain ("your-prize.com. Claim at paypaI.com"), and mail apps link a bare domain:
 * a dot with a letter before it and two after it (a top-level domain's shortest) is not in a name. Initials
 * ("J.R.", "J. R. Smith") and a name that ends a sentence with a space after it ("Ann. Hi") stay allowed.
 */
export const DOMAIN_IN_NAME = /[\p{L}\p{M}]\.[\p{L}\p{M}]{2}/u;

export const SIGN_UP_MESSAGES = {
  firstNameTooLong: `Please keep your first name to ${SIGN_UP_LIMITS.firstName} characters`,
  firstNameCharacters: "Please use only letters, spaces and ' - . , in your first name",
  firstNameDomain: 'Please enter only your first name, without a web address',
  mode: 'This form is out of date. Reload the page and try again.',
  consent: 'This form is out of date. Reload the page and try again.',
} as const;

const M = SIGN_UP_MESSAGES;

export const signUpSchema = object({
  email: emailAddress('Your email'),
  first_name: string()
    .trim()
    .default('')
    .max(SIGN_UP_LIMITS.firstName, M.firstNameTooLong)
    .matches(FIRST_NAME_PATTERN, M.firstNameCharacters)
    .test('no-domain', M.firstNameDomain, (value) => !DOMAIN_IN_NAME.test(value)),
  mode: string<SignUpMode>().required(M.mode).oneOf(SIGN_UP_MODES, M.mode),
  consent: string()
    .required(M.consent)
    .max(SIGN_UP_LIMITS.consent, M.consent)
    .test('known-sentence', M.consent, function known(value) {
      const mode = this.parent.mode as SignUpMode;
      return SIGN_UP_MODES.includes(mode) && CONSENT_SENTENCES[mode].includes(value ?? '');
    }),
  /** A field people never see; bots fill it in. Anything in it makes the sign-up look done and do nothing. */
  website: string().default('').max(SIGN_UP_LIMITS.honeypot),
});
export type SignUp = InferType<typeof signUpSchema>;

export const emptySignUp = (mode: SignUpMode, phase: LaunchPhase): SignUp => ({
  email: '',
  first_name: '',
  mode,
  consent: currentConsentSentence(mode, phase),
  website: '',
});

/** How long a confirmation link works; an unconfirmed sign-up is deleted after the same time. */
export const CONFIRM_LINK_DAYS = 7;

/** What the form says after any accepted sign-up, known address or not, so nobody can test who is on the list. */
export const signUpReply = (email: string) =>
  `Almost there: we've sent a link to ${email}. Open it within ${CONFIRM_LINK_DAYS} days to confirm. Nothing there? Check spam, or sign up again in a few minutes.`;
