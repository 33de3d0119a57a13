import type { PublicCertificate } from '@shared/certificates/public-certificate';

/** What a wall card shows: a founder who differs in none of these looks the same on the page. */
const SHOWN = ['id', 'full_name', 'member_number', 'city', 'issue_date_iso'] as const;

/** Whether the wall would show `a` exactly as it shows `b`: the same founders, in the same order, with the same cards. */
export function sameFounders(a: readonly PublicCertificate[], b: readonly PublicCertificate[]): boolean {
  return a.length === b.length && a.every((founder, i) => SHOWN.every((field) => (founder[field] ?? null) === (b[i]![field] ?? null)));
}
