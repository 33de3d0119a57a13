import { sameFounders } from '@/features/wall-of-fame/api/same-founders';
import type { PublicCertificate } from '@shared/certificates/public-certificate';

const founder = (n: number, city: string | null = 'Parma'): PublicCertificate => ({
  id: `founder-${n}`,
  full_name: `Founder ${n}`,
  member_number: n,
  city,
  issue_date_iso: '2026-04-02',
  user_id: null,
});

describe('whether an answer from Firestore changes the served wall', () => {
  it('does not when the same founders come back, whatever else their documents hold', () => {
    const answer = [{ ...founder(1), user_id: 'someone', created_at: { toDate: () => new Date() } }, founder(2, null)];
    expect(sameFounders(answer, [founder(1), founder(2, null)])).toBe(true);
    expect(sameFounders([], [])).toBe(true);
  });

  it('does when a founder joins, leaves, moves or changes what the card shows', () => {
    const served = [founder(1), founder(2)];
    expect(sameFounders([...served, founder(3)], served)).toBe(false);
    expect(sameFounders([founder(1)], served)).toBe(false);
    expect(sameFounders([], served)).toBe(false);
    expect(sameFounders([founder(2), founder(1)], served)).toBe(false);
    expect(sameFounders([founder(1), founder(2, null)], served)).toBe(false);
    expect(sameFounders([founder(1), { ...founder(2), full_name: 'Renamed' }], served)).toBe(false);
    expect(sameFounders([founder(1), { ...founder(2), issue_date_iso: '2026-04-03' }], served)).toBe(false);
    expect(sameFounders([founder(1), { ...founder(2), member_number: 7 }], served)).toBe(false);
    expect(sameFounders([founder(1), { ...founder(3), member_number: 2 }], served)).toBe(false);
  });
});
