import type { QuizResultType } from './results';

/** The spec's marker phrases. An answer matches a group when its text contains one of the group's markers. */
export const FLOATER_MARKERS = ['old Browns highlights', 'Stadium Mustard', 'Eh, builds character', 'Bone Thugs'] as const;
export const LEAVER_MARKERS = ['Pack it up', '0 (liar)', 'moving south'] as const;
export const WATER_MARKERS = ['Somewhere on the water', 'Dive bar', 'Edgewater sunset'] as const;

/** Answers: question index to the chosen option's text. */
export type QuizAnswers = Readonly<Record<number, string>>;

function countMatching(answers: QuizAnswers, markers: readonly string[]): number {
  return Object.values(answers).filter((answer) => markers.some((m) => answer.toLowerCase().includes(m.toLowerCase()))).length;
}

/** First matching rule wins: 3+ floater answers, else 2+ leaver answers, else 2+ water answers, else pretender. */
export function scoreQuiz(answers: QuizAnswers): QuizResultType {
  if (countMatching(answers, FLOATER_MARKERS) >= 3) return 'lifelong-floater';
  if (countMatching(answers, LEAVER_MARKERS) >= 2) return 'comeback-kid';
  if (countMatching(answers, WATER_MARKERS) >= 2) return 'newblood';
  return 'pretender';
}
