/**
 * Issue 21's targets for a landing page on a phone, in one place: `npm run bench -- lighthouse` checks them on its
 * medians, and the unit tests hold the home page's first script to the same JavaScript limit.
 */
export const SPEED_TARGETS = {
  /** Lighthouse performance score, mobile preset. */
  performance: 95,
  /** Of the same URL's score with JavaScript off, measured in the same run. */
  ratioToTwin: 0.97,
  cls: 0.01,
  /** Gzip KB of JavaScript a page executes before it is idle. */
  jsBeforeIdleKb: 40,
  /** The same, for certificates and the Wall of Fame, which have more to do. */
  readingPageJsBeforeIdleKb: 80,
} as const;
