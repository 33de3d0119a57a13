import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { useSoldOut } from '@/components/checkout/founding-spots';
import type { SignUpForm as SignUpFormComponent } from '@/features/sign-up/components/sign-up-form';
import { ISLAND_ATTRIBUTE } from '@/islands/island';

// Its own chunk: the prerendered page carries the form's HTML, and its script follows without weighing on the first load.
const LazySignUpForm = lazy(() => import('@/features/sign-up/components/sign-up-form').then((m) => ({ default: m.SignUpForm })));

/**
 * The form itself: "Get launch news" while founding spots are left, "Join the
 * waitlist" once /api/spots says they are gone (the server renders the first).
 * A new mode is a new form, since its consent sentence is another. The island
 * passes the form it has already loaded (`form`), so the form hydrates in the
 * island's first pass and the island is live only once the form is: a submit
 * held until then reaches the form, not markup still waiting for its code.
 * That is why only the SPA's render has a Suspense boundary here: React leaves
 * the server markup of a boundary for a pass of its own after the island is
 * live, and the spots' answer, read as the island went live, hydrated the whole
 * form in that pass at once, one long task on a phone.
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
