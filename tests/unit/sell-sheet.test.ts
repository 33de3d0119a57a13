import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawSellSheet } from '../../functions/src/sell-sheet/sell-sheet-pdf';
import { FORMER_SELL_SHEET_PATH, SELL_SHEET_PATH, seasonFact, sheetSeason } from '@shared/launch/sell-sheet';

const SEASON_2027 = { first_sailing: '2026-05-15', season_start: '2027-05-14', season_end: '2027-10-30' };
const SEASON_2026 = { first_sailing: '2026-05-15', season_start: '2026-05-15', season_end: '2026-10-31' };

describe('the sell sheet names the season a planner can book', () => {
  it.each([
    ['before the first sailing', SEASON_2026, '2026-02-01', { year: 2026, months: 'May–Oct' }],
    ['in season', SEASON_2026, '2026-07-04', { year: 2026, months: 'May–Oct' }],
    ['on the season’s last day', SEASON_2026, '2026-10-31', { year: 2026, months: 'May–Oct' }],
    ['between seasons, next season saved', SEASON_2027, '2026-11-28', { year: 2027, months: 'May–Oct' }],
    ['between seasons, nothing saved yet: next year', SEASON_2026, '2026-11-28', { year: 2027, months: null }],
    ['the next spring, still nothing saved', SEASON_2026, '2027-03-01', { year: 2027, months: null }],
    ['a whole year unsaved', SEASON_2026, '2027-11-28', { year: 2028, months: null }],
    ['a one-month season', { ...SEASON_2026, season_end: '2026-05-30' }, '2026-05-20', { year: 2026, months: 'May' }],
  ])('%s', (_, dates, day, season) => {
    expect(sheetSeason(dates, day)).toEqual(season);
  });

  it('never promises months it does not know', () => {
    expect(seasonFact({ year: 2027, months: null })).toEqual({ big: '2027', small: 'season dates coming soon' });
    expect(seasonFact({ year: 2027, months: 'May–Oct' }, { brief: true })).toEqual({ big: 'May–Oct', small: '2027 season' });
  });

  it('is a two-page PDF titled with its year, the same bytes for the same season', async () => {
    const season = { year: 2027, months: 'Jun–Sep' };
    const pdf = await drawSellSheet(season, 'https://floaters.example');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Count 2');
    expect(pdf.toString('latin1')).toContain('(Cleveland Floaters: 2027 Event Planner Sell Sheet)');
    expect((await drawSellSheet(season, 'https://floaters.example')).equals(pdf)).toBe(true);
  });

  it('is served at its address, and the 2026 file’s address leads there', () => {
    const { hosting } = JSON.parse(readFileSync(join(__dirname, '../../firebase.json'), 'utf8')) as {
      hosting: { rewrites: { source: string }[]; redirects: { source: string; destination: string; type: number }[] };
    };
    expect(hosting.rewrites.map((r) => r.source)).toContain(SELL_SHEET_PATH);
    expect(hosting.redirects).toContainEqual({ source: FORMER_SELL_SHEET_PATH, destination: SELL_SHEET_PATH, type: 301 });
  });
});
