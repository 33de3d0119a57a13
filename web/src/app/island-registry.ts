import { attachBuyBar } from '@/components/checkout/buy-bar-behaviour';
import { attachCheckoutLink } from '@/components/checkout/checkout';
import { attachFoundingSpotsNote, attachUntilSoldOut } from '@/components/checkout/founding-spots-islands';
import { attachCountdown } from '@/components/countdown/countdown';
import { attachCurrentYear } from '@/components/layout/current-year';
import { SITE_HEADER_ISLAND, attachSiteHeader } from '@/components/layout/site-header-island';
import { attachMobileBar } from '@/features/affiliate/components/mobile-bar';
import { attachEarlyShare } from '@/features/certificates/components/early-share';
import { attachNotFound } from '@/features/errors/components/not-found';
import { attachJoinTheCrew, attachQuizLead } from '@/features/quiz/components/quiz-result-islands';
import { attachCareersDeadline } from '@/features/marketing/components/careers-deadline';
import { ISLAND_ATTRIBUTE, undoAll, type Attach, type Island } from '@/islands/island';
import { nextTask } from '@/islands/next-task';
import { hasSessionHint } from '@/lib/session-hint';
import { attachSocialProofIsland } from './islands/social-proof-island';

/**
 * An island holding 'load' islands of its own (the header's checkout, the bar's checkout and its sold-out words): on a
 * page of islands it starts them with itself, as their own React refs do in the SPA (islands/start-islands.ts skips an
 * island inside another).
 */
const withInner =
  (attach: (element: HTMLElement) => () => void): Attach =>
  (element) => {
    const inner = [...element.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((child) => {
      const island = ISLANDS[child.getAttribute(ISLAND_ATTRIBUTE)!];
      const undo = island?.when === 'load' ? island.attach(child) : undefined;
      return typeof undo === 'function' ? undo : () => undefined;
    });
    return undoAll(attach(element), ...inner);
  };

/**
 * What a form island loads before its own code, each step in its own task: React, then MUI's styles and the theme
 * (islands/hydrate-island), then MUI's text box (components/forms/text-box). In one piece it was a long task at
 * idle that Lighthouse counted as blocking.
 */
const FORM_ISLAND_STEPS = [
  () => import('react-dom/client'),
  () => import('@/islands/hydrate-island'),
  () => import('@/components/forms/text-box'),
];

const formIsland =
  (load: () => Promise<{ default: Attach }>): (() => Promise<{ default: Attach }>) =>
  async () => {
    for (const step of FORM_ISLAND_STEPS) {
      await step();
      await nextTask();
    }
    return load();
  };

/**
 * Every island, under the name its element carries in `data-island`
 * (islands/island.ts). Adding one is one line here, plus that attribute (and
 * `ref={islandRef(attach)}`, for the SPA) on the element in its component.
 */
export const ISLANDS: Readonly<Record<string, Island>> = {
  [SITE_HEADER_ISLAND]: { when: 'load', attach: withInner(attachSiteHeader) },
  'buy-bar': { when: 'load', attach: withInner(attachBuyBar) },
  'current-year': { when: 'load', attach: attachCurrentYear },
  countdown: { when: 'load', attach: attachCountdown },
  checkout: { when: 'load', attach: attachCheckoutLink },
  'founding-spots': { when: 'load', attach: attachFoundingSpotsNote },
  'until-sold-out': { when: 'load', attach: attachUntilSoldOut },
  'careers-deadline': { when: 'load', attach: attachCareersDeadline },
  'not-found': { when: 'load', attach: attachNotFound },
  'mobile-bar': { when: 'load', attach: attachMobileBar },
  'quiz-lead': { when: 'load', attach: attachQuizLead },
  'join-the-crew': { when: 'load', attach: attachJoinTheCrew },
  // Its checkout link at once, like the page's others; the toast (plain DOM) at idle.
  'social-proof': { when: 'load', attach: attachSocialProofIsland },
  // Read pages start it on touch; with a session, at idle, to learn if the member is the holder (tools, confetti,
  // picture upload). Share answers the first tap before the island is live; More is a native popover.
  certificate: {
    when: 'interaction',
    load: () => import('./islands/certificate-root'),
    idleWhen: hasSessionHint,
    before: attachEarlyShare,
  },
  // A result is read; its share toolbar is React, started when first touched (the tap is replayed).
  'quiz-share': { when: 'interaction', load: () => import('./islands/quiz-share-root') },
  // Its poll of the founders (every 30 s) starts a few seconds after idle (islands/wall.ts); a wall served empty is
  // React at once, for its "Join Now" link (the list's island).
  wall: { when: 'idle', load: () => import('./islands/wall') },
  'contact-form': { when: 'visible', load: formIsland(() => import('./islands/contact-form-root')) },
  'sign-up': { when: 'visible', load: formIsland(() => import('./islands/sign-up-root')) },
  // A founder's presale link: at idle with a session, else when touched (a visitor's "sign in" is a plain link).
  'founder-buy': {
    when: 'interaction',
    idleWhen: hasSessionHint,
    load: () =>
      Promise.all([import('@/features/sailings/components/founder-buy'), import('@/islands/hydrate-island')]).then(([island, react]) => ({
        default: island.attachFounderBuy(react.hydrateIsland),
      })),
  },
};
