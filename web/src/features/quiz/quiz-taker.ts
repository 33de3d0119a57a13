import { useLocation } from 'react-router-dom';

/**
 * The quiz hands its own result page this navigation state; a result page opened any other way (a shared link, the
 * prerendered HTML) belongs to someone else and greets its reader as their friend.
 */
export const QUIZ_TAKER_STATE = { quizTaker: true } as const;

export function useIsQuizTaker(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && (state as { quizTaker?: unknown }).quizTaker === true;
}
