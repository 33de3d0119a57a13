import {
  IMPORT_HEARTBEAT_STALE_MS,
  IMPORT_INTERRUPTED_MESSAGE,
  IMPORT_LIMIT_MESSAGES,
  IMPORT_MAX_ROWS,
  IMPORT_TIMEOUT_SECONDS,
  importRunState,
} from '@shared/contracts/import-gumroad-orders';
import { decideRows, parseSalesExport, type RowDecision } from '../../functions/src/gumroad/sales-export';
import { PRODUCT_ID, PRODUCT_PERMALINK } from '../fixtures/gumroad/ping';
import { buildSalesExport, generatedSales, realisticExport } from '../fixtures/gumroad/sales-export';

const nobodyKnown = { saleIds: new Set<string>() };
/** The installed product list: the Founding Floater product by permalink and by the Product ID the export shows. */
const LISTED = [PRODUCT_PERMALINK, PRODUCT_ID];
const summary = (d: RowDecision) => [d.row, d.email, d.status, d.status === 'import' || d.status === 'welcome' ? '' : d.reason];

describe('parsing the Gumroad Sales export', () => {
  const rows = parseSalesExport(realisticExport());

  it('reads every sale and drops the Totals row', () => {
    expect(rows).toHaveLength(15);
    expect(rows.some((r) => Object.values(r.cells).includes('Totals'))).toBe(false);
  });

  it('strips the BOM so the first column is found by its name', () => {
    expect(rows[0]?.cells['Purchase ID']).toBe('Kq1vZx9aPcR3tY7uW2mB0g==');
  });

  it('keeps quoted commas and line breaks inside their cell', () => {
    const siobhan = rows.find((r) => r.cells['Buyer Name'] === 'Siobhán Byrne');
    expect(siobhan?.cells['Custom Fields']).toBe(
      'Favourite spot on the lake: Edgewater, by the "big rocks", near the beach\nNickname for the certificate: Shiv, the Unsinkable',
    );
    expect(siobhan?.cells['Nickname for the certificate']).toBe('Shiv,\nthe Unsinkable');
    expect(siobhan?.cells['City']).toBe('Parma');
  });

  it.each([
    ['an empty file', '', IMPORT_LIMIT_MESSAGES.empty],
    ['a file of blank lines', '\uFEFF\r\n\r\n', IMPORT_LIMIT_MESSAGES.empty],
    ['another CSV', 'Email,First Name,City\r\nada@example.com,Ada,Cleveland\r\n', IMPORT_LIMIT_MESSAGES.notGumroad],
    ['a text file', 'Dear Gumroad, please send me my sales.', IMPORT_LIMIT_MESSAGES.notGumroad],
    ['an export with only the Totals row', buildSalesExport([]), 'This export holds no sales: there is nothing to import.'],
  ])('refuses %s with a clear message', (_label, text, message) => {
    expect(() => parseSalesExport(text)).toThrow(message);
  });

  it('accepts 10,000 sales and refuses one more', () => {
    expect(parseSalesExport(buildSalesExport(generatedSales(IMPORT_MAX_ROWS, 'max')))).toHaveLength(IMPORT_MAX_ROWS);
    expect(() => parseSalesExport(buildSalesExport(generatedSales(IMPORT_MAX_ROWS + 1, 'over')))).toThrow(
      IMPORT_LIMIT_MESSAGES.tooManyRows,
    );
  });

  it('refuses a file over the size limit before parsing it', () => {
    const big = buildSalesExport([{ 'Purchase ID': 'x', 'Purchase Email': 'a@example.com', 'Custom Fields': 'x'.repeat(9 * 1024 * 1024) }]);
    expect(() => parseSalesExport(big)).toThrow(IMPORT_LIMIT_MESSAGES.tooLarge);
  });
});

describe('deciding each row', () => {
  const rows = parseSalesExport(realisticExport());

  it('imports every paid purchase, a second one by the same buyer and one by a known subscriber too, skips refunds and disputes, and flags bad emails', () => {
    const decisions = decideRows(rows, nobodyKnown, LISTED);
    expect(decisions.map(summary)).toEqual([
      [1, 'maria.k@example.com', 'import', ''],
      [2, 'jose.nunez@example.com', 'import', ''],
      [3, 'zoe.omalley@example.com', 'import', ''],
      [4, 'siobhan.byrne@example.com', 'import', ''],
      [5, 'brett.sullivan@example.com', 'skipped', 'Refunded'],
      [6, 'carmen.rivera@example.com', 'skipped', 'Fully refunded'],
      [7, 'dmitri.p@example.com', 'skipped', 'Disputed'],
      [8, 'MARIA.K@Example.com', 'import', ''],
      [9, 'greg.novak at example.com', 'error', 'Invalid email address'],
      [10, 'an.nguyen@example.com', 'import', ''],
      [11, 'dj.k9@example.com', 'import', ''],
      [12, 'tony.b_216@example.com', 'import', ''],
      [13, 'Existing.Member@Example.com', 'import', ''],
      [14, '', 'error', 'No email address'],
      [15, 'hana.w@example.com', 'import', ''],
    ]);
  });

  it('turns a row into the sale a ping would bring', () => {
    const [maria, , , , , , , , , an] = decideRows(rows, nobodyKnown, LISTED);
    expect(maria).toMatchObject({
      sale: {
        saleId: 'Kq1vZx9aPcR3tY7uW2mB0g==',
        buyerName: 'Maria Kowalski',
        canContact: true,
        saleDateIso: '2026-03-02',
        city: 'Cleveland',
        state: 'OH',
        priceCents: 500,
        affiliateCode: 'djkayla',
        gumroadAffiliate: 'kayla.dj@example.com',
        affiliateCreditCents: 500,
        origin: 'import',
      },
    });
    expect(an).toMatchObject({ status: 'import', sale: { buyerName: 'Nguyễn Văn An', canContact: false } });
  });

  it('skips every purchase already imported, so a second import adds nothing', () => {
    const first = decideRows(rows, nobodyKnown, LISTED).filter((d) => d.status === 'import');
    const saleIds = new Set(first.map((d) => (d.status === 'import' ? d.sale.saleId : '')));
    const again = decideRows(rows, { saleIds }, LISTED);
    expect(again.filter((d) => d.status === 'import')).toEqual([]);
    expect(again.filter((d) => d.status === 'skipped' && d.reason === 'Already imported')).toHaveLength(first.length);
  });

  it('welcomes again an imported buyer whose welcome email is still unsent, and nobody else', () => {
    const first = decideRows(rows, nobodyKnown, LISTED).filter((d) => d.status === 'import');
    const saleIds = new Set(first.map((d) => (d.status === 'import' ? d.sale.saleId : '')));
    const maria = first[0]!.status === 'import' ? first[0]!.sale.saleId : '';
    const again = decideRows(rows, { saleIds, unwelcomedSales: new Map([[maria, 'maria.k@example.com']]) }, LISTED);
    expect(again.filter((d) => d.status === 'welcome')).toEqual([
      { row: 1, email: 'maria.k@example.com', status: 'welcome', saleId: maria, subscriberId: 'maria.k@example.com' },
    ]);
    expect(again.filter((d) => d.status === 'import')).toEqual([]);
  });

  it("skips other products' sales with the reason, and everything while the product list is empty", () => {
    const text = buildSalesExport([
      { 'Purchase ID': 'floater', 'Purchase Email': 'floater@example.com' },
      { 'Purchase ID': 'tote', 'Purchase Email': 'tote@example.com', 'Product ID': 'Tq9wE2rT5yU8iO1pA4sD7f==', 'Item Name': 'Tote bag' },
      { 'Purchase ID': 'unnamed', 'Purchase Email': 'unnamed@example.com', 'Product ID': '' },
    ]);
    expect(decideRows(parseSalesExport(text), nobodyKnown, LISTED).map(summary)).toEqual([
      [1, 'floater@example.com', 'import', ''],
      [
        2,
        'tote@example.com',
        'skipped',
        'Not a Founding Floater product: Tote bag (Tq9wE2rT5yU8iO1pA4sD7f==) is not on the product list in Gumroad Settings, so nothing changed.',
      ],
      [3, 'unnamed@example.com', 'skipped', 'Not a Founding Floater product: no product is named, so nothing changed.'],
    ]);
    expect(decideRows(parseSalesExport(text), nobodyKnown, [])[0]).toMatchObject({
      status: 'skipped',
      reason: `Nothing changed: the product list in Gumroad Settings is empty. Add '${PRODUCT_ID}' there to accept this product's sales.`,
    });
  });

  it('imports a won dispute and a partial refund: the buyer is still a paying member', () => {
    const text = buildSalesExport([
      { 'Purchase ID': 'won', 'Purchase Email': 'won@example.com', 'Disputed?': '1', 'Dispute Won?': '1' },
      { 'Purchase ID': 'partial', 'Purchase Email': 'partial@example.com', 'Partial Refund ($)': '2.0' },
      { 'Purchase ID': 'revoked', 'Purchase Email': 'revoked@example.com', 'Access Revoked?': '1' },
      { 'Purchase ID': '', 'Purchase Email': 'noid@example.com' },
    ]);
    expect(
      decideRows(parseSalesExport(text), nobodyKnown, LISTED).map((d) => [
        d.email,
        d.status,
        d.status === 'import' || d.status === 'welcome' ? '' : d.reason,
      ]),
    ).toEqual([
      ['won@example.com', 'import', ''],
      ['partial@example.com', 'import', ''],
      ['revoked@example.com', 'skipped', 'Access revoked'],
      ['noid@example.com', 'error', 'No Purchase ID'],
    ]);
  });
});

describe('an import run as the page reads it', () => {
  const started = Date.UTC(2026, 2, 2, 12, 0, 0);
  const running = {
    status: 'running' as const,
    deadline_at_ms: started + IMPORT_TIMEOUT_SECONDS * 1000,
    heartbeat_at_ms: started + 60_000,
  };

  it('is running while within its time limit and still beating', () => {
    expect(importRunState(running, started + 90_000)).toBe('running');
  });

  it('is interrupted once past its time limit, or when its heartbeat stopped long ago', () => {
    expect(importRunState(running, running.deadline_at_ms + 1)).toBe('interrupted');
    expect(importRunState(running, running.heartbeat_at_ms + IMPORT_HEARTBEAT_STALE_MS + 1)).toBe('interrupted');
  });

  it('keeps a finished or failed run as it is, and reads an old run without a deadline by its heartbeat only', () => {
    expect(importRunState({ ...running, status: 'done' }, running.deadline_at_ms + 1)).toBe('done');
    expect(importRunState({ ...running, status: 'failed' }, running.deadline_at_ms + 1)).toBe('failed');
    expect(importRunState({ status: 'running', deadline_at_ms: null, heartbeat_at_ms: null }, started)).toBe('running');
  });

  it('tells the admin that re-importing the same file resumes safely', () => {
    expect(IMPORT_INTERRUPTED_MESSAGE).toMatch(/import the same file again/i);
    expect(IMPORT_INTERRUPTED_MESSAGE).toMatch(/nobody is added or emailed twice/i);
  });
});
