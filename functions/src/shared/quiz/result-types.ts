/** The four quiz outcomes, apart from their copy: the insights sender needs the names on every page, never the text. */
export const QUIZ_RESULT_TYPES = ['lifelong-floater', 'comeback-kid', 'newblood', 'pretender'] as const;
export type QuizResultType = (typeof QUIZ_RESULT_TYPES)[number];

export const isQuizResultType = (value: string): value is QuizResultType => (QUIZ_RESULT_TYPES as readonly string[]).includes(value);
