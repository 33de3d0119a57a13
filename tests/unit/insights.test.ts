import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventFromBody, isBot } from '../../functions/src/insights/collect';
import { addCounters, countersFor, signUpCounters } from '../../functions/src/shared/insights/counters';
import {
  parseInsightEvent,
  ROUTE_PATTERNS,
  routePatternFor,
  shareSourceFrom,
  type InsightEvent,
} from '../../functions/src/shared/insights/events';
import { PUBLIC_ROUTES } from '../../functions/src/shared/paths';
import { periodStartDay, previousPeriod } from '../../functions/src/shared/insights/figures';
import { buildInsightsReport, dailyCsv } from '../../web/src/features/insights/utils/insights-report';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('the insights event contract', () => {
  it('keeps only the contract’s fields, so nothing personal rides along', () => {
    const sent = {
      name: 'checkout_clicked',
      page: '/quiz/result/:type',
      affiliate: 'DJKayla',
      result: 'newblood',
      email: 'a@b.co',
      ip: '203.0.113.9',
      id: 'abc',
    };
    expect(parseInsightEvent(sent)).toEqual({
      name: 'checkout_clicked',
      page: '/quiz/result/:type',
      affiliate: 'DJKayla',
      result: 'newblood',
    });
    expect(parseInsightEvent({ name: 'quiz_started', userAgent: CHROME })).toEqual({ name: 'quiz_started' });
  });

  it('refuses addresses, unknown values and malformed codes', () => {
    const refused: unknown[] = [
      null,
      'page_view',
      { name: 'page_view', page: '/founders/c/floater-7k2m', landing: true },
      { name: 'page_view', page: '/?aff=x', landing: true },
      { name: 'page_view', page: '/', landing: 'yes' },
      { name: 'quiz_finished', result: 'genius' },
      { name: 'checkout_clicked', page: '/', affiliate: 'someone@example.com' },
      { name: 'checkout_clicked', page: '/', affiliate: 'x'.repeat(65) },
      { name: 'share_clicked', target: 'certificate', network: 'myspace' },
      { name: 'share_visit', target: 'profile', source: 'x' },
      { name: 'sale' },
    ];
    for (const input of refused) expect(parseInsightEvent(input)).toBeNull();
  });

  it('turns an address into its route pattern, never an id or query; admin screens are not counted', () => {
    expect(routePatternFor('/founders/c/floater-7k2m')).toBe('/founders/c/:id');
    expect(routePatternFor('/quiz/result/newblood')).toBe('/quiz/result/:type');
    expect(routePatternFor('/')).toBe('/');
    expect(routePatternFor('/team/')).toBe('/team');
    expect(routePatternFor('/no-such-page')).toBe('*');
    expect(routePatternFor('/founders/c/')).toBe('*');
    expect(routePatternFor('/admin')).toBeNull();
    expect(routePatternFor('/admin/insights')).toBeNull();
  });

  it('knows every public route of the router', () => {
    const router = readFileSync(join(__dirname, '../../web/src/app/routes.tsx'), 'utf8');
    const paths = [...router.matchAll(/path: (?:'([^']+)'|PUBLIC_ROUTES\.(\w+))/g)]
      .map((m) => m[1] ?? PUBLIC_ROUTES[m[2] as keyof typeof PUBLIC_ROUTES])
      .filter((p) => routePatternFor(p) !== null);
    expect(paths.sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('names the network a visit came from by utm_source or the referring domain only', () => {
    const own = 'https://clevelandfloaters.web.app';
    expect(shareSourceFrom('facebook', '', own)).toBe('facebook');
    expect(shareSourceFrom('FB', 'https://t.co/abc', own)).toBe('facebook');
    expect(shareSourceFrom(null, 'https://t.co/', own)).toBe('x');
    expect(shareSourceFrom(null, 'https://www.linkedin.com/feed/', own)).toBe('linkedin');
    expect(shareSourceFrom(null, 'https://l.facebook.com/', own)).toBe('facebook');
    expect(shareSourceFrom(null, 'https://news.example.org/story', own)).toBe('other');
    expect(shareSourceFrom('', `${own}/founders/c/x`, own)).toBeNull();
    expect(shareSourceFrom(null, '', own)).toBeNull();
  });
});

describe('collectInsights input', () => {
  it('drops obvious bots and keeps browsers', () => {
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'node',
      '',
      undefined,
    ]) {
      expect(isBot(ua)).toBe(true);
    }
    expect(isBot(CHROME)).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });

  it('reads one small JSON event from the body and nothing else', () => {
    expect(eventFromBody(Buffer.from('{"name":"quiz_started"}'))).toEqual({ name: 'quiz_started' });
    expect(eventFromBody('not json')).toBeNull();
    expect(eventFromBody(JSON.stringify({ name: 'quiz_started', pad: 'x'.repeat(600) }))).toBeNull();
    expect(eventFromBody(undefined)).toBeNull();
  });
});

describe('the insights report', () => {
  const day = (date: string, events: InsightEvent[]) => ({ date, ...events.reduce((c, e) => addCounters(c, countersFor(e)), {}) });
  const visit: InsightEvent = { name: 'page_view', page: '/', landing: true };
  const shards = [
    day('2026-11-20', [visit, visit, { name: 'quiz_started' }, { name: 'quiz_finished', result: 'newblood' }]),
    // Two shards of one day add up.
    day('2026-11-21', [
      visit,
      { name: 'page_view', page: '/quiz', landing: false },
      { name: 'checkout_clicked', page: '/quiz/result/:type', affiliate: 'djkayla', result: 'newblood' },
    ]),
    day('2026-11-21', [
      visit,
      { name: 'checkout_clicked', page: '/', affiliate: 'djkayla' },
      { name: 'share_clicked', target: 'quiz_result', network: 'x', result: 'newblood' },
    ]),
    {
      ...day('2026-11-22', [
        { name: 'share_visit', target: 'certificate', source: 'facebook' },
        { name: 'share_clicked', target: 'certificate', network: 'facebook' },
      ]),
      // What signUp and confirmSignUpLink count themselves: two waitlist sign-ups, one confirmed, one launch-news sign-up.
      ...[signUpCounters('sign_ups', 'waitlist'), signUpCounters('sign_ups', 'waitlist'), signUpCounters('sign_ups', 'updates')].reduce(
        (c, more) => addCounters(c, more),
        addCounters({}, signUpCounters('sign_up_confirmations', 'waitlist')),
      ),
    },
    day('2026-10-01', [visit]),
    // The four days before the period: what the headline compares with.
    day('2026-11-17', [visit, { name: 'quiz_finished', result: 'newblood' }, { name: 'quiz_finished', result: 'pretender' }]),
  ];
  const sales = [
    { date: '2026-11-21', affiliate_code: 'djkayla', status: 'completed' as const },
    { date: '2026-11-22', affiliate_code: 'djkayla', status: 'refunded' as const },
    { date: '2026-11-22', affiliate_code: 'lamar216', status: 'completed' as const },
    { date: '2026-11-22', affiliate_code: null, status: 'completed' as const },
  ];
  const report = buildInsightsReport(shards, sales, '2026-11-19', '2026-11-22', 5, { from: '2026-11-15', to: '2026-11-18' });

  it('counts the funnel within the period, with the conversion between steps', () => {
    expect(report.funnel).toEqual([
      { label: 'Visits', value: 4, conversion: null },
      { label: 'Quiz starts', value: 1, conversion: 0.25 },
      { label: 'Quiz finishes', value: 1, conversion: 1 },
      { label: 'Checkout clicks', value: 2, conversion: 2 },
      { label: 'Sales', value: 4, conversion: 2 },
      { label: 'Launch news sign-ups', value: 1, conversion: 0.25 },
      { label: 'Launch news confirmed', value: 0, conversion: 0 },
      { label: 'Waitlist sign-ups', value: 2, conversion: 0.5 },
      { label: 'Waitlist confirmed', value: 1, conversion: 0.5 },
    ]);
    expect(report.daily.map((d) => d.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(report.daily[2]).toMatchObject({ visits: 2, pageViews: 3, checkoutClicks: 2, sales: 1, shares: 1 });
    expect(report.daily[3]).toMatchObject({ signUps: 3, signUpConfirmations: 1 });
  });

  it('heads the report with five figures and the period before of the same length', () => {
    expect(report.headline.map(({ label, value, previous }) => [label, value, previous])).toEqual([
      ['Visits', 4, 1],
      ['Quiz finishes', 1, 2],
      ['Checkout clicks', 2, 0],
      ['Sales', 4, 0],
      ['Sign-ups', 3, 0],
    ]);
    expect(report.headline[4]!.also).toEqual({ label: 'confirmed', value: 1 });
    // All time has nothing before it.
    expect(buildInsightsReport(shards, sales, null, '2026-11-22', 5).headline.every((h) => h.previous === null)).toBe(true);
  });

  it('owes commission by the affiliate report’s rule and relates sales to clicks', () => {
    expect(report.affiliates).toEqual([
      { code: 'djkayla', checkoutClicks: 2, sales: 2, refunded: 1, commissionUsd: 5, conversion: 1 },
      { code: 'lamar216', checkoutClicks: 0, sales: 1, refunded: 0, commissionUsd: 5, conversion: null },
    ]);
  });

  it('sums quiz results, their shares and clicks, and shares with the visits they brought', () => {
    expect(report.quizResults.find((q) => q.type === 'newblood')).toEqual({ type: 'newblood', results: 1, shares: 1, checkoutClicks: 1 });
    expect(report.shares).toEqual([
      { network: 'x', certificateShares: 0, certificateVisits: 0, quizShares: 1, quizVisits: 0 },
      { network: 'facebook', certificateShares: 1, certificateVisits: 1, quizShares: 0, quizVisits: 0 },
    ]);
  });

  it('exports the daily figures as CSV and knows an empty period', () => {
    expect(dailyCsv(report.daily).split('\r\n').slice(0, 2)).toEqual([
      'date,visits,page_views,quiz_starts,quiz_results,checkout_clicks,share_clicks,visits_from_shares,partner_messages,sign_ups,sign_up_confirmations,sales,refunds',
      '2026-11-19,0,0,0,0,0,0,0,0,0,0,0,0',
    ]);
    expect(buildInsightsReport([], [], '2026-11-16', '2026-11-22', 5).empty).toBe(true);
    // All time starts at the first day with data.
    expect(buildInsightsReport(shards, sales, null, '2026-11-22', 5).daily[0]!.date).toBe('2026-10-01');
    expect(periodStartDay(7, Date.parse('2026-11-22T23:00:00Z'))).toBe('2026-11-16');
    expect(previousPeriod(7, Date.parse('2026-11-22T23:00:00Z'))).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });
});
