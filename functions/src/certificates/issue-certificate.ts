import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { certificateId } from '../shared/certificates/certificate-id';
import { claimFirstFree } from '../lib/first-free-claim';
import { COLLECTIONS, DOCS, memberNumberDocPath } from '../shared/collections';
import type { CreateCertificateResponse } from '../shared/contracts/create-certificate';

/**
 * Issuing a certificate: the one place that assigns member numbers and writes `certificates/{id}` (createCertificate,
 * the Gumroad ping and import). Below `counters/member_numbers.next` every number is claimed; `member_numbers/{n}` is
 * written in the certificate's commit, so no duplicates or gaps. Keep a revoked certificate's claim: no reuse.
 */
export interface IssueCertificateInput {
  /** Already validated and trimmed (see validateCertificate in shared/certificates). */
  fullName: string;
  /** null when none was given. */
  city: string | null;
  /** 'YYYY-MM-DD'. */
  issueDateIso: string;
  /** An explicit number; refused when taken. Omit to get the next free one. */
  memberNumber?: number;
  /** The signed-in creator, or null for certificates made for Gumroad buyers. */
  userId: string | null;
  source: 'member' | 'gumroad';
  /** When the purchase that makes it happened, else the server's time. */
  createdAt?: Date;
}

const counterRef = () => db.doc(DOCS.memberNumberCounter);
const claimRef = (n: number) => db.doc(memberNumberDocPath(n));
const certificateRef = (id: string) => db.collection(COLLECTIONS.certificates).doc(id);

/** Candidate numbers looked at per read while skipping claims ahead of the counter. */
const CLAIM_PROBE_BATCH = 10;
const ID_ATTEMPTS = 5;

export function memberNumberTakenMessage(n: number): string {
  return `Member #${n} is already taken. Leave Member Number blank to get the next available number.`;
}

/**
 * Issues one certificate inside the caller's transaction, which must run under runClaimingTransaction
 * (../lib/first-free-claim): a lost claim fails the commit with ALREADY_EXISTS. No transactional reads here, so the
 * caller's `tx.get`s come before and its writes after. A taken `memberNumber` throws a showable
 * HttpsError('already-exists').
 */
export async function issueCertificateInTransaction(tx: Transaction, input: IssueCertificateInput): Promise<CreateCertificateResponse> {
  const claimedAt = FieldValue.serverTimestamp();
  const id = await pickFreeId(input.fullName);
  let memberNumber: number;
  if (input.memberNumber !== undefined) {
    memberNumber = input.memberNumber;
    if ((await claimFirstFree(tx, [claimRef(memberNumber)], { certificate_id: id, created_at: claimedAt })) < 0) {
      throw new HttpsError('already-exists', memberNumberTakenMessage(memberNumber));
    }
  } else {
    const next = Math.max(1, Number((await counterRef().get()).get('next') ?? 1));
    memberNumber = await claimNextNumber(tx, next, id);
    tx.set(counterRef(), { next: memberNumber + 1 });
  }
  tx.create(certificateRef(id), {
    full_name: input.fullName,
    city: input.city,
    issue_date_iso: input.issueDateIso,
    user_id: input.userId,
    member_number: memberNumber,
    source: input.source,
    created_at: input.createdAt ? Timestamp.fromDate(input.createdAt) : FieldValue.serverTimestamp(),
  });
  return { id, member_number: memberNumber };
}

/**
 * Never overwrite a certificate: a 4-character suffix rarely collides, and when
 * it does we draw again. (A collision with a certificate created between this
 * read and the commit fails the commit's create and the round is run again.)
 */
async function pickFreeId(fullName: string): Promise<string> {
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const id = certificateId(fullName);
    if (!(await certificateRef(id).get()).exists) return id;
  }
  throw new HttpsError('aborted', 'Could not find a free certificate id. Please try again.');
}

async function claimNextNumber(tx: Transaction, start: number, certificateIdValue: string): Promise<number> {
  for (let from = start; ; from += CLAIM_PROBE_BATCH) {
    const refs = Array.from({ length: CLAIM_PROBE_BATCH }, (_, i) => claimRef(from + i));
    const free = await claimFirstFree(tx, refs, { certificate_id: certificateIdValue, created_at: FieldValue.serverTimestamp() });
    if (free >= 0) return from + free;
  }
}
