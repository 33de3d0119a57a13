import { PUBLIC_ROUTES, quizResultPath } from '../../functions/src/shared/paths';
import { QUIZ_RESULT_TYPES } from '../../functions/src/shared/quiz/result-types';

/**
 * robots.txt and sitemap.xml, written into each build for the origin it is
 * built for (scripts/build-web.ts), so a site that moves to its own domain
 * never points crawlers at the old one.
 */

/** Pages for search results, with how often they change and how much they matter to us. */
const SITEMAP: readonly [route: string, changefreq: string, priority: string][] = [
  [PUBLIC_ROUTES.home, 'weekly', '1.0'],
  [PUBLIC_ROUTES.why, 'monthly', '0.8'],
  [PUBLIC_ROUTES.booking, 'monthly', '0.8'],
  [PUBLIC_ROUTES.careers, 'monthly', '0.7'],
  [PUBLIC_ROUTES.team, 'monthly', '0.7'],
  [PUBLIC_ROUTES.join, 'monthly', '0.6'],
  [PUBLIC_ROUTES.quiz, 'monthly', '0.9'],
  ...QUIZ_RESULT_TYPES.map((type): [string, string, string] => [quizResultPath(type), 'yearly', '0.4']),
  [PUBLIC_ROUTES.affiliate, 'monthly', '0.6'],
  [PUBLIC_ROUTES.newsletter, 'monthly', '0.5'],
  [PUBLIC_ROUTES.wallOfFame, 'daily', '0.8'],
  [PUBLIC_ROUTES.faq, 'monthly', '0.6'],
  [PUBLIC_ROUTES.sailings, 'daily', '0.9'],
];

export function robotsTxt(origin: string): string {
  return [
    '# Cleveland Floaters',
    'User-agent: *',
    'Allow: /',
    '# The admin area and sign-in screens are not for search results.',
    'Disallow: /admin',
    `Disallow: ${PUBLIC_ROUTES.signIn}`,
    `Disallow: ${PUBLIC_ROUTES.createCertificate}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = SITEMAP.map(
    ([route, changefreq, priority]) =>
      `  <url><loc>${origin}${route}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
