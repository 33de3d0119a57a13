import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  changeAgainst,
  COMMISSION_FIGURE,
  COUNTER_FIGURES,
  DOCUMENT_FIGURES,
  documentFigureFilters,
  SALES_FIGURE,
  periodName,
  SPOTS_TAKEN_FIGURE,
  withPeriod,
} from '../../functions/src/shared/insights/figures';
import { SAILING_FIGURES } from '../../functions/src/shared/sailings/sailing-sales';
import { ROOT } from '../../scripts/lib/ports';

const WEB = join(ROOT, 'web', 'src');
const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .map((f) => ({ path: relative(ROOT, join(WEB, f)), text: readFileSync(join(WEB, f), 'utf8') }));
/** Files (web/src/...) whose code matches, comments left out. */
const using = (pattern: RegExp) =>
  files
    .filter(({ text }) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .some((line) => pattern.test(line)),
    )
    .map((f) => f.path)
    .sort();

describe('one definition per figure (@shared/insights/figures)', () => {
  it('is the only place the admin screens count from: one hook counts documents, by the figures’ own queries', () => {
    // useCounts runs count queries; only the figures' hook hands it any.
    expect(using(/\buseCounts\(/)).toEqual(['web/src/hooks/use-figures.ts']);
    // Counting in the browser: the figures' runner, and the broadcast audiences (counted by @shared/email/audiences' filters).
    expect(using(/\bgetCountFromServer\(/)).toEqual(['web/src/features/email/api/broadcasts.ts', 'web/src/hooks/use-counts.ts']);
    // The insights counters and the sales are read for figures in one module, which insights and the waitlist screen share.
    expect(using(/\bINSIGHTS_COLLECTION\b/)).toEqual(['web/src/lib/figures.ts']);
    // Beside them, sales are read for one subscriber's history, and by the affiliate report through @shared/gumroad/affiliate-totals,
    // the rule insights' affiliate table counts by too.
    expect(using(/collection\([^)]*COLLECTIONS\.sales\b/)).toEqual([
      'web/src/features/email/api/subscriber-history.ts',
      'web/src/features/gumroad/api/affiliate-sales.ts',
      'web/src/lib/figures.ts',
    ]);
  });

  it('names every figure in one place: no screen spells a figure’s name or definition itself', () => {
    const figures = [
      ...Object.values(DOCUMENT_FIGURES),
      ...Object.values(COUNTER_FIGURES),
      ...Object.values(SAILING_FIGURES),
      SALES_FIGURE,
      SPOTS_TAKEN_FIGURE,
      COMMISSION_FIGURE,
    ];
    const spelled = figures.flatMap(({ label, definition }) =>
      [label, definition].flatMap((text) =>
        using(new RegExp(`['"\`>]${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"\`<]`)).map((f) => `${f}: ${text}`),
      ),
    );
    expect(spelled).toEqual([]);
  });

  it('takes each screen’s figures from the module', () => {
    for (const screen of [
      'web/src/features/admin/components/dashboard-figures.tsx',
      'web/src/features/email/components/email-dashboard-page.tsx',
      'web/src/features/email/components/waitlist-page.tsx',
      'web/src/features/insights/components/insights-page.tsx',
      'web/src/features/insights/components/headline-cards.tsx',
      'web/src/components/admin/founding-spots-cards.tsx',
    ]) {
      expect([screen, files.find((f) => f.path === screen)!.text.includes("from '@shared/insights/figures'")]).toEqual([screen, true]);
    }
  });

  it('counts "the last N days" from 00:00 UTC N-1 days back, as the insights counters keep their days', () => {
    const now = Date.parse('2026-11-22T23:00:00Z');
    expect(documentFigureFilters('newSubscribers', 30, now)).toEqual([
      { field: 'created_at', op: '>=', value: new Date('2026-10-24T00:00:00Z') },
    ]);
    expect(documentFigureFilters('newSubscribers', null, now)).toEqual([]);
    expect(documentFigureFilters('waitlisters', 7, now)).toEqual([{ field: 'source', op: '==', value: 'waitlist' }]);
  });
});

describe('a figure against the period before', () => {
  it.each([
    [112, 100, 'up', '+12%'],
    [92, 100, 'down', '-8%'],
    [3, 0, 'new', 'new'],
    [0, 0, 'none', '—'],
    [100, 100, 'same', '0%'],
    [0, 4, 'down', '-100%'],
    [2_500, 100, 'up', '+2,400%'],
  ])('%d after %d reads %s %s', (current, previous, direction, text) => {
    expect(changeAgainst(current, previous)).toEqual({ direction, text });
  });
});

describe('a figure’s period', () => {
  it('is named beside the figure, the same words on every screen', () => {
    expect(periodName(null)).toBe('all time');
    expect(periodName(30)).toBe('last 30 days');
    expect(withPeriod(COMMISSION_FIGURE.label, null)).toBe('Commission owed (all time)');
    expect(withPeriod(COMMISSION_FIGURE.label, 7)).toBe('Commission owed (last 7 days)');
  });
});
