import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { productsInExport, recordProductName } from './product-names';
import { db } from '../lib/admin';
import { COLLECTIONS, DOCS } from '../shared/collections';
import type { ImportProgress, ImportResult, ImportRowDetail } from '../shared/contracts/import-gumroad-orders';
import type { WelcomeOutcome } from '../email/welcome-email';
import { externalErrorMessage } from '../lib/log-external-error';
import { semaphore } from '../lib/semaphore';
import { pingSettingsFrom } from './ping-gate';
import { commitSale, welcomeBuyer } from './record-sale';
import { saleDocId } from './sale';
import { decideRows, parseSalesExport, type ExportRow, type KnownRecords } from './sales-export';

/**
 * Every new member takes the next member number from one counter document, so
 * parallel transactions only abort one another: they run one at a time, while
 * the welcome emails (the slow part) overlap.
 */
const TRANSACTION_SLOTS = 1;
const ROWS_IN_FLIGHT = 12;
const LOOKUP_BATCH = 300;

async function existing(refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  for (let i = 0; i < refs.length; i += LOOKUP_BATCH) {
    const snaps = await db.getAll(...refs.slice(i, i + LOOKUP_BATCH));
    found.push(...snaps.filter((s) => s.exists));
  }
  return found;
}

/** Which of the file's purchases Firestore already holds (ids as stored). */
async function knownRecords(rows: ExportRow[]): Promise<KnownRecords> {
  const saleIds = new Set(rows.map(({ cells }) => cells['Purchase ID']?.trim()).filter((id): id is string => !!id));
  const sales = await existing([...saleIds].map((id) => db.collection(COLLECTIONS.sales).doc(saleDocId(id))));
  // A completed sale whose welcome email never settled (the send failed): a re-import sends it.
  const unwelcomedSales = new Map(
    sales
      .filter((s) => s.get('status') === 'completed' && !s.get('welcome_email') && typeof s.get('subscriber_id') === 'string')
      .map((s) => [s.get('sale_id') as string, s.get('subscriber_id') as string]),
  );
  const stored = new Set(sales.map((s) => s.id));
  return {
    saleIds: new Set([...saleIds].filter((id) => stored.has(saleDocId(id)))),
    unwelcomedSales,
  };
}

/** What a row's result says about the welcome email, when there is something to say (a new member's sent email goes without saying). */
function welcomeNote(outcome: WelcomeOutcome | Error, retried: boolean): string {
  if (outcome instanceof Error) return `; welcome email not sent: ${externalErrorMessage(outcome)}`;
  if (outcome === 'sent') return retried ? '; welcome email sent now' : '';
  if (outcome === 'unconfirmed') return '; welcome email unconfirmed: the connection to SendGrid broke, so it is not sent again';
  return '';
}

export type ProgressListener = (progress: ImportProgress) => Promise<void> | void;

/** Runs `work` over `items` with at most `limit` in flight, keeping results in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The order import: parse, decide each row, then give every purchase of a
 * listed product what its sale ping gives it (commitSale, then welcomeBuyer),
 * keyed by Purchase ID so that importing the same file again adds nothing. Throws ImportInputError, before touching
 * anything, for a file it refuses as a whole.
 */
export async function importSalesExport(csv: string, onProgress: ProgressListener = () => {}): Promise<ImportResult> {
  const rows = parseSalesExport(csv);
  const { productPermalinks } = pingSettingsFrom((await db.doc(DOCS.gumroadSettings).get()).data());
  const decisions = decideRows(rows, await knownRecords(rows), productPermalinks);
  await Promise.all(productsInExport(rows).map((product) => recordProductName(product)));
  const progress: ImportProgress = { status: 'running', total: rows.length, processed: 0, success: 0, errors: 0, skipped: 0 };
  const count = (status: ImportRowDetail['status']) => {
    progress.processed += 1;
    if (status === 'success') progress.success += 1;
    else if (status === 'error') progress.errors += 1;
    else progress.skipped += 1;
  };
  for (const d of decisions) if (d.status === 'error' || d.status === 'skipped') count(d.status);
  await onProgress({ ...progress });

  let lastReport = Date.now();
  const inTransaction = semaphore(TRANSACTION_SLOTS);
  const details = await mapLimited(decisions, ROWS_IN_FLIGHT, async (decision): Promise<ImportRowDetail> => {
    if (decision.status !== 'import' && decision.status !== 'welcome') return decision;
    const { row, email } = decision;
    let detail: ImportRowDetail;
    // The member exists whatever happens to the email, so a row's status never depends on it.
    const welcome = async (saleId: string, subscriberId: string | null) =>
      subscriberId
        ? welcomeNote(await welcomeBuyer(saleId, subscriberId).catch((err: unknown) => err as Error), decision.status === 'welcome')
        : '';
    try {
      if (decision.status === 'welcome') {
        const note = await welcome(decision.saleId, decision.subscriberId);
        detail = { row, email, status: 'skipped', reason: `Already imported${note}` };
      } else {
        const { sale } = decision;
        const { outcome, welcomeFor } = await inTransaction(() => commitSale(sale));
        if (outcome.kind !== 'created') {
          detail = { row, email, status: 'skipped', reason: outcome.kind === 'duplicate' ? 'Already imported' : 'Refunded' };
        } else {
          const member = outcome.repeat ? `Another purchase of member #${outcome.memberNumber}` : `Member #${outcome.memberNumber}`;
          detail = { row, email, status: 'success', reason: `${member}${await welcome(sale.saleId, welcomeFor)}` };
        }
      }
    } catch (err) {
      detail = { row, email, status: 'error', reason: externalErrorMessage(err) };
    }
    count(detail.status);
    // Progress is for a person watching a bar: a few updates a second is plenty.
    if (Date.now() - lastReport > 400) {
      lastReport = Date.now();
      await onProgress({ ...progress });
    }
    return detail;
  });

  await onProgress({ ...progress, status: 'done' });
  return { success: progress.success, errors: progress.errors, skipped: progress.skipped, details };
}
