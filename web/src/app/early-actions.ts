import { AUTH_MODE_ACTION, PASSWORD_RESET_ACTION, showPasswordReset, toggleAuthMode } from '@/features/auth/auth-mode';
import { QUIZ_START_ACTION, startQuiz } from '@/features/quiz/start-quiz';
import type { EarlyActions } from '@/islands/until-app-live';

/** The taps that the pages of the deferred app answer before it is live (`data-early-action`, islands/until-app-live.ts). */
export const EARLY_ACTIONS: EarlyActions = {
  [QUIZ_START_ACTION]: startQuiz,
  [AUTH_MODE_ACTION]: toggleAuthMode,
  [PASSWORD_RESET_ACTION]: showPasswordReset,
};
