import { Suspense, lazy } from 'react';
import type { SignUpMode } from '@shared/sign-up/sign-up';

// Its own chunk: the prerendered page carries the form's HTML, and its script follows without weighing on the first load.
const SignUpForm = lazy(() => import('@/features/sign-up/components/sign-up-form').then((m) => ({ default: m.SignUpForm })));

/** The sign-up form as the marketing pages place it. */
export function SignUpIsland({ mode, idPrefix }: { mode?: SignUpMode; idPrefix: string }) {
  return (
    <Suspense fallback={null}>
      <SignUpForm mode={mode} idPrefix={idPrefix} />
    </Suspense>
  );
}
