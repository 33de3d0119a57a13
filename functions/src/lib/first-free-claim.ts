import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from './admin';

/**
 * Optimistic claims: read candidates outside the transaction, then `tx.create` the first free one; a concurrent
 * winner fails the commit with ALREADY_EXISTS and runClaimingTransaction retries. Transactional reads would read-lock
 * a shared counter, and bursts deadlock on lock upgrades; blind creates hold no read locks.
 */
export async function claimFirstFree(tx: Transaction, candidates: DocumentReference[], data: Record<string, unknown>): Promise<number> {
  if (!candidates.length) return -1;
  const snaps = await db.getAll(...candidates);
  const free = snaps.findIndex((s) => !s.exists);
  if (free >= 0) tx.create(candidates[free]!, data);
  return free;
}

const GRPC_INVALID_ARGUMENT = 3;
const GRPC_ABORTED = 10;
const GRPC_ALREADY_EXISTS = 6;
/** Each lost race costs one round, so a burst of N creators needs up to N rounds for the last one. */
const MAX_ROUNDS = 200;

/**
 * A transaction lost to a concurrent one. Under contention the emulator drops the loser's transaction and answers
 * its next read with INVALID_ARGUMENT "Transaction is invalid or closed." instead of ABORTED (firebase-tools
 * #4473): nothing of it was committed, so it is as safe to run again.
 */
function lostRace(err: unknown): boolean {
  const { code, details } = err as { code?: unknown; details?: unknown };
  if (code === GRPC_ALREADY_EXISTS || code === GRPC_ABORTED) return true;
  return code === GRPC_INVALID_ARGUMENT && typeof details === 'string' && details.startsWith('Transaction is invalid or closed');
}

/**
 * Use instead of db.runTransaction for any transaction calling issueCertificateInTransaction or claimFirstFree: it
 * reruns when a claim was lost. It also suits transactions that concurrent deliveries of one webhook fight over, where
 * the SDK's own five attempts can run out. The callback must be safe to rerun.
 */
export async function runClaimingTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await db.runTransaction(fn);
    } catch (err) {
      if (!lostRace(err) || round >= MAX_ROUNDS) throw err;
      // A little jitter keeps the losers of one round from colliding again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
    }
  }
}
