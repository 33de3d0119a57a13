import { array, object, string, type InferType } from 'yup';
import { formatCount } from '../format-count';

/**
 * `faq_settings/default`: the questions and answers on /faq, which the owner
 * edits on /admin/faq. The screen validates with this schema before saving,
 * firestore.rules (validFaqSettings) mirrors its limits, and the page reads
 * what is stored through `faqEntriesFrom`, so it shows the defaults below
 * until the owner has saved a list of their own.
 */
/** A short FAQ; and the most firestore.rules can check entry by entry within its 1,000 expressions a request. */
export const FAQ_ENTRIES_MAX = 12;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

const faqEntrySchema = object({
  question: string()
    .trim()
    .required('Write the question')
    .max(FAQ_QUESTION_MAX, `A question must be at most ${formatCount(FAQ_QUESTION_MAX)} characters`),
  answer: string()
    .trim()
    .required('Write the answer')
    .max(FAQ_ANSWER_MAX, `An answer must be at most ${formatCount(FAQ_ANSWER_MAX)} characters`),
});

export const faqSettingsSchema = object({
  entries: array(faqEntrySchema.required())
    .required()
    .min(1, 'Keep at least one question: the FAQ page is never empty')
    .max(FAQ_ENTRIES_MAX, `List at most ${FAQ_ENTRIES_MAX} questions`),
});
export type FaqSettings = InferType<typeof faqSettingsSchema>;
export type FaqEntry = FaqSettings['entries'][number];

/**
 * What /faq answers before the owner has written anything: the membership, price, dock, age and weather. Nothing
 * here names a number of founding spots (the cap is a setting), a sailing date or a ticket price (the owner
 * announces those): only what the site itself does and the rules a party boat keeps.
 */
export const DEFAULT_FAQ: readonly FaqEntry[] = [
  {
    question: 'What do I get for $5?',
    answer:
      'A Founding Floater membership: one payment of $5, no monthly fees.\n\n' +
      'You get a numbered Founding Member Certificate with a page of its own to share, early access to our events and ' +
      'insider updates by email before anyone else hears them.\n\n' +
      'It is a supporter pass with perks, not a ticket for a specific sailing.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes. You pay through Gumroad, so the refund goes through Gumroad too: reply to your Gumroad receipt, or write to ' +
      'the crew through the contact form on the Team page, and we refund the $5 to the way you paid.\n\n' +
      'A refund ends the membership: your certificate is revoked, its page stops working, and your founding spot goes ' +
      'back on sale.',
  },
  {
    question: 'When and where are the sailings?',
    answer:
      'On Lake Erie, leaving from downtown Cleveland, during the boating season.\n\n' +
      'Dates, times and the dock are announced to Founding Floaters and newsletter readers first. Weather, the boat and ' +
      'U.S. Coast Guard rules can move a sailing; if one moves, you hear it from us by email.',
  },
  {
    question: 'Who runs Cleveland Floaters?',
    answer:
      'The Admiral, our founder, and a small crew from Cleveland. Read the letter from the Admiral on the Team page; ' +
      'the contact form there reaches the whole crew.',
  },
  {
    question: 'How do the founding spots and the waitlist work?',
    answer:
      'There is a set number of founding spots, and the count beside every buy button shows how many are left.\n\n' +
      'When they are gone, the buttons turn into "Join the waitlist". Confirm your email and you get a place in line; ' +
      'if spots open up again, we email the next people on the waitlist, in order, with a link to join.',
  },
  {
    question: 'How much is a ticket to a sailing?',
    answer:
      'Each sailing has its own ticket price, shown when its tickets go on sale. Founding Floaters get a presale before ' +
      'anyone else, and the $5 membership is never charged again.\n\n' +
      'Planning a private party for a group? The Event Planners page has the packages and their prices.',
  },
  {
    question: 'Where do I board the boat?',
    answer:
      'At a dock in downtown Cleveland, on Lake Erie. The exact dock and the boarding time are on your ticket and in ' +
      'the email that comes with it. The boat leaves on time, so come a little early.',
  },
  {
    question: 'Is there an age limit?',
    answer:
      'Most sailings are for guests 21 and over: there is a bar on board and the comedy is for grown-ups. A sailing ' +
      'open to all ages says so when its tickets go on sale.\n\n' +
      'Bring a photo ID: the crew checks it when you board.',
  },
  {
    question: 'What if the weather turns?',
    answer:
      'We sail in light rain. If wind, waves or storms make the lake unsafe, the captain cancels or moves the sailing, ' +
      'and you choose a seat on another sailing or a full refund of your ticket.\n\n' +
      'If a sailing moves, you hear it from us by email before you leave home.',
  },
];

/** The stored list when it is valid, else the defaults: the page always has something to answer. */
export function faqEntriesFrom(data: unknown): FaqEntry[] {
  try {
    return faqSettingsSchema.validateSync(data, { stripUnknown: true }).entries;
  } catch {
    return [...DEFAULT_FAQ];
  }
}

/** An answer's paragraphs: the owner separates them with an empty line. */
export const answerParagraphs = (answer: string): string[] =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The page's structured data (schema.org FAQPage), for search results. Answers
 * are plain text; the caller writes it out with `scriptSafeJson`.
 */
export const faqStructuredData = (entries: readonly FaqEntry[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((e) => ({
    '@type': 'Question',
    name: e.question,
    acceptedAnswer: { '@type': 'Answer', text: e.answer },
  })),
});
