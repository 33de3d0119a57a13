import { PUBLIC_ROUTES } from '../paths';
import type { Founder } from './founders-feed';

/**
 * The Wall of Fame's directory: every founder below the first ten, searched by name or number and paged. Painted from
 * `?q=` and `?page=` (a GET form, no JavaScript needed); links and form use the same functions, so both read requests
 * alike.
 */

/** The wall's query parameters: the painted page depends on these two and on nothing else in its query string. */
export const WALL_QUERY_PARAMS = { search: 'q', page: 'page' } as const;

/** Founders a directory page lists. */
export const WALL_DIRECTORY_PAGE_SIZE = 24;

/** How much of a typed search is read: a name is at most 100 characters (the certificate schema's limit). */
export const WALL_SEARCH_MAX_LENGTH = 100;

/** The anchor of the directory's search form, for links that send a founder to find themselves. */
export const WALL_DIRECTORY_ANCHOR = 'find-a-floater';

export interface WallRequest {
  /** The search as typed, trimmed and cut to WALL_SEARCH_MAX_LENGTH; '' lists everyone. */
  search: string;
  /** 1-based; the page shown is at most the last one. */
  page: number;
}

export interface WallDirectoryPage {
  search: string;
  page: number;
  pageCount: number;
  /** Every founder aboard, whatever the search. */
  total: number;
  /** Founders the search finds (the total when there is no search). */
  matches: number;
  /** This page's founders, by member number. */
  founders: Founder[];
}

export type WallSearch = { kind: 'all' } | { kind: 'number'; number: number } | { kind: 'name'; words: string[] };

/** A name as it is compared: no accents (José = Jose), no case, and only letters and digits between single spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "#92", "# 92" and "92" look for member 92; anything else is a name, and nothing at all lists everyone. */
export function parseWallSearch(search: string): WallSearch {
  const number = /^#?\s*0*(\d{1,9})$/.exec(search.trim());
  if (number && Number(number[1]) > 0) return { kind: 'number', number: Number(number[1]) };
  const words = normalizeName(search).split(' ').filter(Boolean);
  return words.length ? { kind: 'name', words } : { kind: 'all' };
}

/** Whether a founder is found: by their number, or every word typed is the start of a word of their name ("mar b" finds Marcus Brown). */
export function foundBy(founder: Founder, search: WallSearch): boolean {
  if (search.kind === 'all') return true;
  if (search.kind === 'number') return founder.member_number === search.number;
  const nameWords = normalizeName(founder.full_name).split(' ');
  return search.words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

/** The first value of a query parameter, as Express (a string or a list) or URLSearchParams gives it. */
const firstValue = (value: unknown): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
};

/** A request's search and page from its query; anything unreadable is the default (no search, the first page). */
export function wallRequest(query: Record<string, unknown> | URLSearchParams): WallRequest {
  const get = (name: string) => firstValue(query instanceof URLSearchParams ? query.get(name) : query[name]);
  const page = get(WALL_QUERY_PARAMS.page).trim();
  return {
    search: Array.from(get(WALL_QUERY_PARAMS.search).trim()).slice(0, WALL_SEARCH_MAX_LENGTH).join(''),
    page: /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** One page of the directory; `founders` is every founder, in any order. */
export function wallDirectoryPage(founders: readonly Founder[], request: WallRequest): WallDirectoryPage {
  const search = parseWallSearch(request.search);
  const found = founders.filter((f) => foundBy(f, search)).sort((a, b) => a.member_number - b.member_number);
  const pageCount = Math.max(1, Math.ceil(found.length / WALL_DIRECTORY_PAGE_SIZE));
  const page = Math.min(request.page, pageCount);
  const start = (page - 1) * WALL_DIRECTORY_PAGE_SIZE;
  return {
    search: request.search,
    page,
    pageCount,
    total: founders.length,
    matches: found.length,
    founders: found.slice(start, start + WALL_DIRECTORY_PAGE_SIZE),
  };
}

/** The wall's address for a search and page, leaving out what is the default: one address per page the wall paints. */
export function wallAddress({ search = '', page = 1 }: Partial<WallRequest>): string {
  const params = new URLSearchParams();
  if (search) params.set(WALL_QUERY_PARAMS.search, search);
  if (page > 1) params.set(WALL_QUERY_PARAMS.page, String(page));
  const query = params.toString();
  return `${PUBLIC_ROUTES.wallOfFame}${query ? `?${query}` : ''}`;
}

/** A directory page: the wall at that search and page, scrolled to the directory. */
export const wallDirectoryHref = (request: Partial<WallRequest>) => `${wallAddress(request)}#${WALL_DIRECTORY_ANCHOR}`;

/** The element id of a founder's row in the directory. */
export const wallSpotId = (memberNumber: number) => `floater-${memberNumber}`;

/** A founder's own spot on the wall: the directory searched for their number, scrolled to their row. */
export const wallSpotHref = (memberNumber: number) => `${wallAddress({ search: `#${memberNumber}` })}#${wallSpotId(memberNumber)}`;
