import { ContactForm } from '@/features/marketing/components/contact-form';
import { hydrateIsland } from '@/islands/hydrate-island';

/** The team page's partner inquiry form, hydrated when it scrolls into view. */
export default function attachContactForm(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, () => <ContactForm />);
}
