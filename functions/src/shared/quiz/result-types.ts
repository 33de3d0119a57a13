/** The four quiz outcomes, apart from their copy: the insights sender needs the names on every page, never the text. */
export const QUIZ_RESULT_TYPES = ['lifelong-floater', 'comeback-kid', 'newblood', 'pretender'] as const;
export type QuizResultType = (typeof QUIZ_RESULT_TYPES)[number];
