import type { Timestamp } from 'firebase/firestore';

const SHORT_WITH_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The admin screens' date style, e.g. "Nov 22, 2026, 3:04 AM"; '-' when missing. */
export function formatAdminDate(value: Timestamp | Date | null | undefined): string {
  if (!value) return '-';
  const date = value instanceof Date ? value : typeof value.toDate === 'function' ? value.toDate() : null;
  return date ? SHORT_WITH_TIME.format(date) : '-';
}

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

export { formatCount } from '@shared/format-count';
