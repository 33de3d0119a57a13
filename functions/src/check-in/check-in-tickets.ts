import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { COLLECTIONS } from '../shared/collections';
import { checkInTimeOf, judgeScan, type ManifestTicket } from '../shared/check-in/check-in';
import type { CheckInResult, CheckInTicketsRequest } from '../shared/contracts/check-in-tickets';

type StoredTicket = Omit<ManifestTicket, 'id' | 'checked_in_at'> & { checked_in_at: Timestamp | null; checked_in_scan?: string };

const ticketOf = (snap: DocumentSnapshot): (Omit<ManifestTicket, 'id'> & { scan: string | null }) | null => {
  if (!snap.exists) return null;
  const t = snap.data() as StoredTicket;
  return { ...t, checked_in_at: t.checked_in_at?.toMillis() ?? null, scan: t.checked_in_scan ?? null };
};

/**
 * Checks a device's scans in at one sailing's gangway in one transaction: the first check-in wins and keeps its time
 * (the scan's, if queued offline); later ones answer "already". A resent scan finds its own check-in and answers as
 * before.
 */
export async function checkInTickets(request: CheckInTicketsRequest, crewUid: string, nowMs = Date.now()): Promise<CheckInResult[]> {
  const ids = [...new Set(request.scans.map((s) => s.ticketId))];
  return runClaimingTransaction(async (tx) => {
    const snaps = await tx.getAll(...ids.map((id) => db.collection(COLLECTIONS.tickets).doc(id)));
    const tickets = new Map(ids.map((id, i) => [id, ticketOf(snaps[i]!)]));
    // A founder's certificate counts the sailings they boarded: read first, as a transaction writes after its reads.
    const certificateOf = new Map(snaps.map((snap) => [snap.id, snap.get('founder_certificate_id') as string | null | undefined]));
    const certificates = await foundersCertificates(tx, [...certificateOf.values()]);
    const boarded = new Set<string>();
    const results = request.scans.map((scan): CheckInResult => {
      const ticket = tickets.get(scan.ticketId) ?? null;
      const judged = judgeScan(ticket, request.sailing);
      const outcome = judged === 'already' && ticket!.scan === scan.scanId ? 'checked-in' : judged;
      if (judged === 'checked-in') {
        const at = checkInTimeOf(scan.scannedAt, nowMs);
        tx.update(db.collection(COLLECTIONS.tickets).doc(scan.ticketId), {
          checked_in_at: Timestamp.fromMillis(at),
          checked_in_by: crewUid,
          checked_in_scan: scan.scanId,
        });
        tickets.set(scan.ticketId, { ...ticket!, checked_in_at: at, scan: scan.scanId });
        const certificateId = certificateOf.get(scan.ticketId);
        if (certificateId && certificates.has(certificateId)) boarded.add(certificateId);
      }
      const after = tickets.get(scan.ticketId) ?? null;
      return {
        scanId: scan.scanId,
        ticketId: scan.ticketId,
        outcome,
        checkedInAt: after?.checked_in_at ?? null,
        // Another sailing's holder is not this gangway's business: the crew sees only that it is the wrong boat.
        holderName: ticket && outcome !== 'other-sailing' ? ticket.holder_name : null,
        founder: outcome !== 'other-sailing' && !!ticket?.founder,
      };
    });
    // By the sailing's slug, so a founder's second seat, or a scan sent again, adds no sailing.
    for (const id of boarded) {
      tx.update(db.collection(COLLECTIONS.certificates).doc(id), { sailings_aboard: FieldValue.arrayUnion(request.sailing) });
    }
    return results;
  });
}

/** The ids, among these, of certificates that stand (a refunded membership's certificate is gone). */
async function foundersCertificates(tx: Transaction, ids: (string | null | undefined)[]): Promise<Set<string>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (!unique.length) return new Set();
  const snaps = await tx.getAll(...unique.map((id) => db.collection(COLLECTIONS.certificates).doc(id)));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}
