import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { setHidden } from '@/lib/dom-write';
import { pageFlag } from '@/lib/page-flag';

/** Whether the phone's buy bar is up: what floats above the page's end (the social-proof toast) keeps clear of it. */
export const BUY_BAR = pageFlag<'hidden' | 'shown'>('buy-bar', 'hidden');

/** The bar's height on a phone, without the device's own inset (a home indicator) below it. */
export const BUY_BAR_HEIGHT = 68;

/** Marks the shortcuts to the checkout (the header's button, the bar's): the bar keeps out of the way of the others only. */
export const BUY_SHORTCUT_ATTRIBUTE = 'data-buy-shortcut';

/** The page's own ways to buy: every checkout link (a waitlist link once the spots are gone) and a quiz result's Join the Crew. */
const PAGE_CHECKOUTS = `[${ISLAND_ATTRIBUTE}="checkout"], [${ISLAND_ATTRIBUTE}="join-the-crew"]`;
/** Checkouts that are not the page's: the shortcuts, and the social-proof toast's, which floats over the page itself. */
const NOT_THE_PAGES = `[${BUY_SHORTCUT_ATTRIBUTE}], [data-toast-card]`;
/** A box the visitor types in: a phone's keyboard is up, and the bar would sit on the form being filled in. */
const TYPING = 'input, textarea, select';

/**
 * The phone's buy bar (buy-bar.tsx): shown past the first screen, hidden while a page checkout is on screen (one way
 * to buy in view) or a form is being typed in (it would cover its fields).
 */
export function attachBuyBar(bar: HTMLElement): () => void {
  const inView = new Set<Element>();
  const checkouts = [...document.querySelectorAll(PAGE_CHECKOUTS)].filter((checkout) => !checkout.closest(NOT_THE_PAGES));
  // Until the observer's first answer says where the checkouts are, the bar stays down rather than flash up over one.
  let measured = checkouts.length === 0;
  let pastFirstScreen = false;
  const update = () => {
    const typing = document.activeElement?.matches(TYPING) ?? false;
    const show = measured && pastFirstScreen && inView.size === 0 && !typing;
    setHidden(bar, !show);
    if (BUY_BAR.read() !== (show ? 'shown' : 'hidden')) BUY_BAR.write(show ? 'shown' : 'hidden');
  };
  const watch = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    measured = true;
    update();
  });
  for (const checkout of checkouts) watch.observe(checkout);
  const onScroll = () => {
    const past = window.scrollY > window.innerHeight;
    if (past === pastFirstScreen) return;
    pastFirstScreen = past;
    update();
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('focusin', update);
  document.addEventListener('focusout', update);
  return () => {
    watch.disconnect();
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('focusin', update);
    document.removeEventListener('focusout', update);
    BUY_BAR.write('hidden');
  };
}
