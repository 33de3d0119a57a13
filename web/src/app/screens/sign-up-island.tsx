import { Suspense, lazy } from 'react';
import { useSoldOut } from '@/components/checkout/founding-spots';
import { ISLAND_ATTRIBUTE } from '@/lib/islands';

// Its own chunk: the prerendered page carries the form's HTML, and its script follows without weighing on the first load.
const SignUpForm = lazy(() => import('@/features/sign-up/components/sign-up-form').then((m) => ({ default: m.SignUpForm })));

/**
 * The form itself: "Get launch news" while founding spots are left, "Join the
 * waitlist" once /api/spots says they are gone (the server renders the first).
 * A new mode is a new form, since its consent sentence is another.
 */
export function SignUpSlot({ idPrefix }: { idPrefix: string }) {
  const mode = useSoldOut() ? 'waitlist' : 'updates';
  return (
    <Suspense fallback={null}>
      <SignUpForm key={mode} mode={mode} idPrefix={idPrefix} />
    </Suspense>
  );
}

/** The sign-up form as the marketing pages place it; on a page of islands the `sign-up` island hydrates it when it scrolls into view. */
export function SignUpIsland({ idPrefix }: { idPrefix: string }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: 'sign-up' }} data-id-prefix={idPrefix}>
      <SignUpSlot idPrefix={idPrefix} />
    </div>
  );
}
