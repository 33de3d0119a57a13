import { formatCount } from '../format-count';
import { PUBLIC_ROUTES } from '../paths';

/**
 * The words that promise a number of founding spots, written once with the cap in them: pages paint them with the
 * owner's cap (`membership_settings/default.founding_spots`), and the settings screen previews them with the number
 * being typed. At 100 they read exactly as the spec wrote them.
 */
const n = formatCount;

/** The home hero's checkout (the spec's call to action). */
export const firstFloatersLabel = (cap: number) => `Be One of the First ${n(cap)} Floaters`;
/** The closing call of /why (the spec's "first 100"). */
export const onlyTheFirst = (cap: number) => `Only the first ${n(cap)} get a founding number`;
/** The banner above a certificate. */
export const beOneOfTheFirst = (cap: number) => `Be one of the first ${n(cap)} Founding Floaters.`;
/** /join's first way aboard. */
export const oneOfTheFirstMembers = (cap: number) => `One of the first ${n(cap)} members`;
/** The affiliate guide's suggested post. */
export const firstFoundingMembers = (cap: number) => `First ${n(cap)} founding members get in`;
/** The welcome email's default words ({{founding_spots}} in the template, email/placeholders.ts). */
export const welcomeFirstFloaters = (cap: number) => `one of the first ${n(cap)} Floaters`;

/** What the settings screen lists under the cap: where each promise shows, and how it reads with a given cap. */
export const CAP_COPY: readonly { where: string; words: (cap: number) => string }[] = [
  { where: 'Home page button', words: firstFloatersLabel },
  { where: 'The Floaters Brief', words: onlyTheFirst },
  { where: 'Certificate banner', words: beOneOfTheFirst },
  { where: 'Join the Crew page', words: oneOfTheFirstMembers },
  { where: 'Affiliate guide and its share texts', words: firstFoundingMembers },
  { where: 'Welcome email', words: welcomeFirstFloaters },
];

/**
 * Pages whose words name the cap and would otherwise be prerendered: the `pages` function paints them per request with the
 * saved cap (as it paints the launch pages with the saved dates), so no page shows a build's guess at the number
 * first. The other pages that name it (/, /team, certificates) are painted per request already.
 */
export const CAP_PAGE_ROUTES: readonly string[] = [PUBLIC_ROUTES.why, PUBLIC_ROUTES.join, PUBLIC_ROUTES.affiliateGuide];
