import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { useSoldOut } from '@/components/checkout/founding-spots';
import type { SignUpForm as SignUpFormComponent } from '@/features/sign-up/components/sign-up-form';
import { ISLAND_ATTRIBUTE } from '@/islands/island';

// Its own chunk: the prerendered page carries the form's HTML, and its script follows without weighing on the first load.
const LazySignUpForm = lazy(() => import('@/features/sign-up/components/sign-up-form').then((m) => ({ default: m.SignUpForm })));

/**
 * "Get launch news" while founding spots are left, "Join the waitlist" once /api/spots says they are gone (a new form:
 * another consent sentence). The island passes its loaded `form` so it hydrates in the island's first pass; a Suspense
 * boundary (SPA only) would hydrate later, in one long task.
 */
export function SignUpSlot({
  idPrefix,
  form: Form = LazySignUpForm,
}: {
  idPrefix: string;
  form?: ComponentType<Parameters<typeof SignUpFormComponent>[0]>;
}) {
  const mode = useSoldOut() ? 'waitlist' : 'updates';
  // The same element while the mode holds: the spots' answer renders this slot again, and the form need not follow.
  const form = useMemo(() => <Form key={mode} mode={mode} idPrefix={idPrefix} />, [Form, mode, idPrefix]);
  // The server waits for the lazy form without one (a prerender waits for everything).
  return Form === LazySignUpForm && !import.meta.env.SSR ? <Suspense fallback={null}>{form}</Suspense> : form;
}

/** The sign-up form as the marketing pages place it; on a page of islands the `sign-up` island hydrates it once it is in view or first touched. */
export function SignUpIsland({ idPrefix }: { idPrefix: string }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: 'sign-up' }} data-id-prefix={idPrefix}>
      <SignUpSlot idPrefix={idPrefix} />
    </div>
  );
}
