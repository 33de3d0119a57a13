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

/**
 * Issue 34's targets for a visitor's first taps on a phone (CPU slowed 4x, touch): `npm run bench -- interactions`
 * checks them on the median of its three runs per case. Google calls an Interaction to Next Paint of 200 ms or less good.
 */
export const INTERACTION_TARGETS = {
  /** From the tap (its pointerdown) to the first frame that shows the answer. */
  tapToAnswerMs: 200,
  /** Runs in which something typed or shared was lost, or the tap was never answered. */
  lostRuns: 0,
} as const;
