import Papa from 'papaparse';
import { IMPORT_LIMIT_MESSAGES, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportRowDetail } from '../shared/contracts/import-gumroad-orders';
import { affiliateCodeFromExport } from './affiliate';
import { productRefusal } from './ping-gate';
import { isEmailAddress } from '../shared/email/schemas';
import { blankToNull, centsFromDollars, isoDateFrom, type Sale } from './sale';

/** A file the import refuses as a whole; nothing is changed and the admin sees the message. */
export class ImportInputError extends Error {}

export interface ExportRow {
  /** 1-based position among the file's data rows. */
  row: number;
  cells: Record<string, string | undefined>;
}

const REQUIRED_COLUMNS = ['Purchase ID', 'Purchase Email'] as const;

function isTotalsRow(cells: Record<string, string | undefined>): boolean {
  const first = Object.values(cells)[0]?.trim().toLowerCase();
  return first === 'totals' || cells['Purchase ID']?.trim().toLowerCase() === 'totals';
}

/**
 * Parses the Sales CSV the admin exports from Gumroad: BOM, CRLF, quoted commas and
 * line breaks are handled by papaparse; the trailing Totals row is dropped.
 */
export function parseSalesExport(text: string): ExportRow[] {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES) throw new ImportInputError(IMPORT_LIMIT_MESSAGES.tooLarge);
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new ImportInputError(IMPORT_LIMIT_MESSAGES.empty);

  const parsed = Papa.parse<Record<string, string | undefined>>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  if (!REQUIRED_COLUMNS.every((c) => columns.includes(c))) throw new ImportInputError(IMPORT_LIMIT_MESSAGES.notGumroad);

  const rows = parsed.data.filter((cells) => !isTotalsRow(cells)).map((cells, i) => ({ row: i + 1, cells }));
  if (!rows.length) throw new ImportInputError('This export holds no sales: there is nothing to import.');
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportInputError(IMPORT_LIMIT_MESSAGES.tooManyRows);
  return rows;
}

/** What Firestore already holds for the file's purchases. */
export interface KnownRecords {
  saleIds: ReadonlySet<string>;
  /** Imported sales whose buyer's welcome email is still unsent (it failed), by sale id: their subscriber's id. */
  unwelcomedSales?: ReadonlyMap<string, string>;
}

export type RowDecision =
  | { row: number; email: string; status: 'import'; sale: Sale }
  /** Imported before, but the welcome email failed: send it now. */
  | { row: number; email: string; status: 'welcome'; saleId: string; subscriberId: string }
  | (ImportRowDetail & { status: 'error' | 'skipped' });

const flag = (value: string | undefined) => value?.trim() === '1' || value?.trim().toLowerCase() === 'true';

function skipReason(cells: Record<string, string | undefined>): string | null {
  if (flag(cells['Fully Refunded?'])) return 'Fully refunded';
  if (flag(cells['Refunded?'])) return 'Refunded';
  // A dispute the seller won leaves a paid member.
  if (flag(cells['Disputed?']) && !flag(cells['Dispute Won?'])) return 'Disputed';
  if (flag(cells['Access Revoked?'])) return 'Access revoked';
  return null;
}

export function saleFromRow(cells: Record<string, string | undefined>, saleId: string, email: string): Sale {
  return {
    saleId,
    email,
    buyerName: cells['Buyer Name']?.trim() ?? '',
    canContact: !flag(cells['Do not contact?']),
    saleDateIso: isoDateFrom(cells['Purchase Date']),
    city: blankToNull(cells['City']),
    state: blankToNull(cells['State']),
    priceCents: centsFromDollars(cells['Sale Price ($)']),
    productPermalink: blankToNull(cells['Product ID']),
    productName: blankToNull(cells['Item Name']),
    affiliateCode: affiliateCodeFromExport(blankToNull(cells['Referrer']), blankToNull(cells['UTM Source'])),
    gumroadAffiliate: blankToNull(cells['Affiliate']),
    affiliateCreditCents: centsFromDollars(cells['Affiliate commission ($)']),
    origin: 'import',
  };
}

/**
 * The import's per-row rules: sale, skipped or error, with a reason. Every paid purchase of a listed product is its
 * own sale, as its ping would be, so refunds behave alike. Pure, for testing without Firestore.
 */
export function decideRows(rows: ExportRow[], known: KnownRecords, listedProducts: string[]): RowDecision[] {
  return rows.map(({ row, cells }): RowDecision => {
    const saleId = cells['Purchase ID']?.trim() ?? '';
    const email = (cells['Purchase Email'] || cells['Buyer Email'] || '').trim();
    if (!saleId) return { row, email, status: 'error', reason: 'No Purchase ID' };
    const unwelcomed = known.unwelcomedSales?.get(saleId);
    if (unwelcomed) return { row, email, status: 'welcome', saleId, subscriberId: unwelcomed };
    if (known.saleIds.has(saleId)) return { row, email, status: 'skipped', reason: 'Already imported' };
    const productId = blankToNull(cells['Product ID']);
    const notListed = productRefusal(listedProducts, { ids: productId ? [productId] : [], name: blankToNull(cells['Item Name']) });
    if (notListed) return { row, email, status: 'skipped', reason: notListed };
    const skip = skipReason(cells);
    if (skip) return { row, email, status: 'skipped', reason: skip };
    if (!email) return { row, email, status: 'error', reason: 'No email address' };
    if (!isEmailAddress(email)) return { row, email, status: 'error', reason: 'Invalid email address' };
    return { row, email, status: 'import', sale: saleFromRow(cells, saleId, email) };
  });
}
