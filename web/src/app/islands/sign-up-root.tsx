import { SignUpForm } from '@/features/sign-up/components/sign-up-form';
import { SignUpSlot } from '../screens/sign-up-island';
import { hydrateIsland } from '@/islands/hydrate-island';

/** The sign-up form ("Get launch news", or the waitlist once the spots are gone), hydrated once it is in view or first touched. */
export default function attachSignUp(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, () => <SignUpSlot idPrefix={element.dataset.idPrefix!} form={SignUpForm} />);
}
