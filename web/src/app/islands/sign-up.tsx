import { SignUpSlot } from '../screens/sign-up-island';
import { hydrateIsland } from './react-island';

/** The sign-up form ("Get launch news", or the waitlist once the spots are gone), hydrated when it scrolls into view. */
export default function attachSignUp(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, () => <SignUpSlot idPrefix={element.dataset.idPrefix!} />);
}
