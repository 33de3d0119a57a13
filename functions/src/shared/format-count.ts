/**
 * A whole number with commas between its thousands ("200,000"), as `toLocaleString('en-US')` writes it, without Intl.
 * The forms' limits are spelled into their messages when a form's module loads, on a public page at the visitor's first
 * tap: a page's first Intl number format took ~200 ms there at Lighthouse's 4x CPU slowdown (the /team contact form,
 * 2026-11-28), in the middle of the tap it was answering.
 */
export const formatCount = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1 ticket", "2 tickets", "1,200 tickets": a count with its noun, the noun given in the singular. */
export const countOf = (n: number, noun: string): string => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
