import { trackPixel } from '@/lib/ad-pixel';
import { track } from '@/lib/insights';
import { pageFlag } from '@/lib/page-flag';

/**
 * Whether /quiz shows its start screen or its questions. The page is served
 * with both the start screen and the first question (hidden), so a tap on
 * Start shows the question at once, before the app is live if need be
 * (app/early-actions.ts), and the app carries on from there.
 */
export const QUIZ_SCREEN = pageFlag<'start' | 'questions'>('quiz-screen', 'start');

/** The Start button's early action (islands/until-app-live.ts). */
export const QUIZ_START_ACTION = 'quiz-start';

/** The heading of the question on screen: each takes focus, so keyboard and screen-reader users start reading it. */
export const QUESTION_HEADING_ID = 'quiz-question';

export function startQuiz(): void {
  if (QUIZ_SCREEN.read() === 'questions') return;
  trackPixel('ViewContent', { content_name: 'Cleveland Quiz', content_category: 'Quiz' });
  track({ name: 'quiz_started' });
  QUIZ_SCREEN.write('questions');
  document.getElementById(QUESTION_HEADING_ID)?.focus();
}
