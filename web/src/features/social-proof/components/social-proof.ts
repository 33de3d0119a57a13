import { whenSettled } from '@/islands/moments';
import { watchRecentCertificates } from '../api/recent-certificates';
import { toastCopy } from '../api/toast-copy';
import { startToastCycle, type ToastState } from './toast-cycle';

/**
 * The `social-proof` island: brings the hidden server-rendered toast (social-proof-toast.tsx) to life without React.
 * Certificates load from a cached feed after idle (`whenSettled`); ./toast-cycle.ts drives it, its phase in
 * `data-phase`. The checkout link inside is its own island.
 */
export function attachSocialProof(element: HTMLElement): () => void {
  const card = element.querySelector<HTMLElement>('[data-toast-card]')!;
  // Looked up each time: the checkout link swaps its content for the waitlist's while the spots are gone.
  const slot = (name: string) => element.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  const fill = (name: string, text: string) => {
    const target = slot(name);
    if (target) target.textContent = text;
  };

  // The message with the founder's name as a link to their spot on the wall; built as text nodes, never as HTML.
  const fillMessage = (copy: ReturnType<typeof toastCopy> | null) => {
    const message = slot('message');
    if (!message) return;
    if (!copy) return message.replaceChildren();
    const at = copy.message.indexOf(copy.name);
    const link = document.createElement('a');
    link.href = copy.spot;
    link.textContent = copy.name;
    message.replaceChildren(copy.message.slice(0, at), link, copy.message.slice(at + copy.name.length));
  };

  const show = ({ phase, certificate }: ToastState) => {
    element.dataset.phase = phase;
    const copy = certificate ? toastCopy(certificate) : null;
    fill('avatar', copy?.avatar ?? '');
    fillMessage(copy);
    fill('button', copy?.button ?? '');
    card.toggleAttribute('data-fading', phase === 'fading' || phase === 'closing');
    card.hidden = !copy;
  };
  const cycle = startToastCycle(show);
  const close = () => cycle.close();
  slot('close')?.addEventListener('click', close);

  let cancelled = false;
  let unwatch: (() => void) | undefined;
  void whenSettled().then(() => {
    if (!cancelled) unwatch = watchRecentCertificates((list) => cycle.update(list));
  });

  return () => {
    cancelled = true;
    unwatch?.();
    cycle.stop();
    slot('close')?.removeEventListener('click', close);
  };
}
