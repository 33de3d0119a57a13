import { parseFounders, sameFounders } from '@shared/certificates/founders-feed';
import type { PublicCertificate } from '@shared/certificates/public-certificate';

const founder = (n: number, city: string | null = 'Parma'): PublicCertificate => ({
  id: `founder-${n}`,
  full_name: `Founder ${n}`,
  member_number: n,
  city,
  issue_date_iso: '2026-04-02',
  user_id: null,
});

describe('whether an answer of the founders feed changes the served wall', () => {
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

describe('the founders feed', () => {
  it("reads an answer's founders and nothing else of them", () => {
    const answer = { founders: [{ ...founder(1), user_id: 'someone', email: 'x@example.com' }, founder(2, null)] };
    expect(parseFounders(JSON.parse(JSON.stringify(answer)))).toEqual([
      { id: 'founder-1', full_name: 'Founder 1', member_number: 1, city: 'Parma', issue_date_iso: '2026-04-02' },
      { id: 'founder-2', full_name: 'Founder 2', member_number: 2, city: null, issue_date_iso: '2026-04-02' },
    ]);
    expect(parseFounders({ founders: [] })).toEqual([]);
  });

  it('takes anything else for no answer, so a page keeps what it shows', () => {
    expect(parseFounders(null)).toBeNull();
    expect(parseFounders({ error: 'unavailable' })).toBeNull();
    expect(parseFounders({ founders: [{ ...founder(1), member_number: '1' }] })).toBeNull();
    expect(parseFounders({ founders: [{ ...founder(1), full_name: undefined }] })).toBeNull();
  });
});
