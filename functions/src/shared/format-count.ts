/**
 * A whole number with thousands commas ("200,000"), as `toLocaleString('en-US')` writes it, without Intl: forms
 * spell their limits when loaded at a visitor's first tap, and a page's first Intl number format is slow on a phone.
 */
export const formatCount = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1 ticket", "2 tickets", "1,200 tickets": a count with its noun, the noun given in the singular. */
export const countOf = (n: number, noun: string): string => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
