import { attachBuyBar } from '@/components/checkout/buy-bar-behaviour';
import { attachCheckoutLink } from '@/components/checkout/checkout';
import { attachFoundingSpotsNote, attachUntilSoldOut } from '@/components/checkout/founding-spots-islands';
import { attachCountdown } from '@/components/countdown/countdown';
import { attachCurrentYear } from '@/components/layout/current-year';
import { SITE_HEADER_ISLAND, attachSiteHeader } from '@/components/layout/site-header-island';
import { attachMobileBar } from '@/features/affiliate/components/mobile-bar';
import { attachEarlyShare } from '@/features/certificates/components/early-share';
import { attachShareMore } from '@/features/certificates/components/share-more-behaviour';
import { attachNotFound } from '@/features/errors/components/not-found';
import { attachJoinTheCrew, attachQuizLead } from '@/features/quiz/components/quiz-result-islands';
import { attachCareersDeadline } from '@/features/marketing/components/careers-deadline';
import { ISLAND_ATTRIBUTE, undoAll, type Attach, type Island } from '@/lib/islands';
import { nextTask } from '@/lib/next-task';
import { readPageData } from '@/lib/read-page-data';
import { hasSessionHint } from '@/lib/session-hint';
import { attachSocialProofIsland } from './islands/social-proof';

/**
 * An island holding 'now' islands of its own (the header's checkout, the bar's checkout and its sold-out words): on a
 * page of islands it starts them with itself, as their own React refs do in the SPA (lib/islands.ts skips an island
 * inside another).
 */
const withInner =
  (attach: (element: HTMLElement) => () => void): Attach =>
  (element) => {
    const inner = [...element.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((child) => {
      const island = ISLANDS[child.getAttribute(ISLAND_ATTRIBUTE)!];
      const undo = island?.start === 'now' ? island.attach(child) : undefined;
      return typeof undo === 'function' ? undo : () => undefined;
    });
    return undoAll(attach(element), ...inner);
  };

/**
 * What a form island runs before its own code, a step at a time, each in a task of its own: React, then MUI's styles
 * and the theme (islands/react-island), then MUI's text box (components/forms/text-box). Run at once with the form
 * (Formik, yup), a form's code was one task of 40-50 ms on this machine, four times that on a phone, at idle, where a
 * visitor starts to read and tap: Lighthouse counted it as blocking time.
 */
const FORM_ISLAND_STEPS = [
  () => import('react-dom/client'),
  () => import('./islands/react-island'),
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
 * (lib/islands.ts). Adding one is one line here, plus that attribute (and
 * `ref={islandRef(attach)}`, for the SPA) on the element in its component.
 */
export const ISLANDS: Readonly<Record<string, Island>> = {
  [SITE_HEADER_ISLAND]: { start: 'now', attach: withInner(attachSiteHeader) },
  'buy-bar': { start: 'now', attach: withInner(attachBuyBar) },
  'current-year': { start: 'now', attach: attachCurrentYear },
  countdown: { start: 'now', attach: attachCountdown },
  checkout: { start: 'now', attach: attachCheckoutLink },
  'founding-spots': { start: 'now', attach: attachFoundingSpotsNote },
  'until-sold-out': { start: 'now', attach: attachUntilSoldOut },
  'careers-deadline': { start: 'now', attach: attachCareersDeadline },
  'not-found': { start: 'now', attach: attachNotFound },
  'mobile-bar': { start: 'now', attach: attachMobileBar },
  'quiz-lead': { start: 'now', attach: attachQuizLead },
  'join-the-crew': { start: 'now', attach: attachJoinTheCrew },
  // Its checkout link at once, like the page's others; the toast (plain DOM) at idle.
  'social-proof': { start: 'now', attach: attachSocialProofIsland },
  // A visitor's certificate is read, so it starts when touched; with a session it starts at idle, to learn whether
  // the member is the holder (their tools, their confetti) and store their picture upload unasked.
  // Its Share and More answer from the first tap: the share sheet opens, with a picture fetched ahead, and the menu
  // opens before the island is live.
  certificate: {
    start: 'touch',
    load: () => import('./islands/certificate'),
    idleWhen: hasSessionHint,
    before: (element) => undoAll(attachEarlyShare(element), attachShareMore(element)),
  },
  // A result is read; its share toolbar is React, started when first touched (the tap is replayed).
  'quiz-share': { start: 'touch', load: () => import('./islands/quiz-share') },
  // Its poll of the founders (every 30 s) a few seconds after idle; a wall served empty is React at once, for its
  // "Join Now" link (the list's island), at idle.
  wall: { start: 'settled', load: () => import('./islands/wall'), idleWhen: () => !readPageData().wall?.length },
  'contact-form': { start: 'visible', load: formIsland(() => import('./islands/contact-form')) },
  'sign-up': { start: 'visible', load: formIsland(() => import('./islands/sign-up')) },
  // A founder's presale link: at idle with a session, else when touched (a visitor's "sign in" is a plain link).
  'founder-buy': {
    start: 'touch',
    idleWhen: hasSessionHint,
    load: () =>
      Promise.all([import('@/features/sailings/components/founder-buy'), import('./islands/react-island')]).then(([island, react]) => ({
        default: island.attachFounderBuy(react.hydrateIsland),
      })),
  },
};
