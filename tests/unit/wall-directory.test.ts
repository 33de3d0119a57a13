import type { Founder } from '@shared/certificates/founders-feed';
import {
  normalizeName,
  parseWallSearch,
  WALL_DIRECTORY_PAGE_SIZE,
  WALL_SEARCH_MAX_LENGTH,
  wallDirectoryHref,
  wallDirectoryPage,
  wallRequest,
  wallSpotHref,
} from '@shared/certificates/wall-directory';

const founder = (n: number, full_name = `Floater ${n}`): Founder => ({
  id: `f-${n}`,
  full_name,
  member_number: n,
  city: null,
  issue_date_iso: '2026-04-02',
});

// 92 founders, out of order as a query may return them, with a few real names among them.
const NAMES: Record<number, string> = { 12: 'José Núñez', 40: "Siobhán O'Neil", 92: 'Marcus Brown', 93: 'Marcy Lee' };
const FOUNDERS = Array.from({ length: 93 }, (_, i) => founder(93 - i, NAMES[93 - i]));

describe('reading a search', () => {
  it('takes "#92", "# 92", "092" and "92" as member 92, and no number below 1', () => {
    for (const typed of ['#92', '# 92', '092', ' 92 ']) expect(parseWallSearch(typed)).toEqual({ kind: 'number', number: 92 });
    expect(parseWallSearch('#0')).toEqual({ kind: 'name', words: ['0'] });
  });

  it('compares names without accents, case or punctuation', () => {
    expect(normalizeName('  Siobhán  O’Neil-Murphy ')).toBe('siobhan o neil murphy');
    expect(normalizeName('Nguyễn Zoë')).toBe('nguyen zoe');
    expect(parseWallSearch('  ')).toEqual({ kind: 'all' });
    expect(parseWallSearch('Marcus B.')).toEqual({ kind: 'name', words: ['marcus', 'b'] });
  });

  it('reads q and page from Express and from URLSearchParams alike, and anything odd as the default', () => {
    expect(wallRequest({ q: ' Marcus ', page: '2' })).toEqual({ search: 'Marcus', page: 2 });
    expect(wallRequest(new URLSearchParams('q=%2392&page=3'))).toEqual({ search: '#92', page: 3 });
    expect(wallRequest({ q: ['a', 'b'], page: ['0'] })).toEqual({ search: 'a', page: 1 });
    for (const page of ['-1', '1.5', 'abc', '9999999', '']) expect(wallRequest({ page }).page).toBe(1);
    expect(wallRequest({ q: { $gt: '' } })).toEqual({ search: '', page: 1 });
    expect(Array.from(wallRequest({ q: '🌊'.repeat(300) }).search)).toHaveLength(WALL_SEARCH_MAX_LENGTH);
  });
});

describe('a page of the directory', () => {
  it('lists everyone by number, a page at a time, and counts everyone', () => {
    const first = wallDirectoryPage(FOUNDERS, { search: '', page: 1 });
    expect(first).toMatchObject({ total: 93, matches: 93, page: 1, pageCount: Math.ceil(93 / WALL_DIRECTORY_PAGE_SIZE) });
    expect(first.founders.map((f) => f.member_number)).toEqual(Array.from({ length: WALL_DIRECTORY_PAGE_SIZE }, (_, i) => i + 1));
    const last = wallDirectoryPage(FOUNDERS, { search: '', page: 99 });
    expect(last.page).toBe(last.pageCount);
    expect(last.founders.at(-1)!.member_number).toBe(93);
  });

  it('finds founder #92 by number and by name, and only them', () => {
    for (const search of ['#92', '92']) expect(wallDirectoryPage(FOUNDERS, { search, page: 1 }).founders.map((f) => f.full_name)).toEqual(['Marcus Brown']);
    expect(wallDirectoryPage(FOUNDERS, { search: 'marcus b', page: 1 }).founders.map((f) => f.member_number)).toEqual([92]);
    expect(wallDirectoryPage(FOUNDERS, { search: 'marc', page: 1 }).founders.map((f) => f.member_number)).toEqual([92, 93]);
    expect(wallDirectoryPage(FOUNDERS, { search: 'jose nunez', page: 1 }).founders.map((f) => f.member_number)).toEqual([12]);
    expect(wallDirectoryPage(FOUNDERS, { search: "o'neil", page: 1 }).founders.map((f) => f.member_number)).toEqual([40]);
    const none = wallDirectoryPage(FOUNDERS, { search: '#500', page: 1 });
    expect(none).toMatchObject({ matches: 0, total: 93, page: 1, pageCount: 1, founders: [] });
  });

  it('is empty, on one page, when nobody is aboard', () => {
    expect(wallDirectoryPage([], { search: '', page: 3 })).toEqual({ search: '', page: 1, pageCount: 1, total: 0, matches: 0, founders: [] });
  });
});

describe('addresses on the wall', () => {
  it('spells a page and a search, leaving out the defaults, and reads back what it spelled', () => {
    expect(wallDirectoryHref({})).toBe('/foundingfloaters#find-a-floater');
    const href = wallDirectoryHref({ search: 'Zoë & <b>', page: 2 });
    expect(href).toBe('/foundingfloaters?q=Zo%C3%AB+%26+%3Cb%3E&page=2#find-a-floater');
    expect(wallRequest(new URL(href, 'https://example.test').searchParams)).toEqual({ search: 'Zoë & <b>', page: 2 });
  });

  it("sends a founder to their own row: the search for their number, scrolled to it", () => {
    expect(wallSpotHref(92)).toBe('/foundingfloaters?q=%2392#floater-92');
  });
});
