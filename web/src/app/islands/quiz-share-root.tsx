import { quizResultFor } from '@shared/quiz/results';
import { QuizShareButtons } from '@/features/quiz/components/quiz-share-buttons';
import { hydrateIsland } from '@/islands/hydrate-island';

/** A quiz result's share toolbar (share sheet, X, Facebook, story picture), hydrated for the result its element names. */
export default function attachQuizShare(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, () => <QuizShareButtons result={quizResultFor(element.dataset.result)} />);
}
