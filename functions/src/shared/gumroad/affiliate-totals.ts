/**
 * The affiliate commission rule, shared by the affiliate report on /admin and
 * the affiliate table on /admin/insights: from the `sales` documents, whose
 * `affiliate_code` is lowercased as recorded by the Gumroad ping and import.
 */
export interface AffiliateSale {
  affiliate_code: string;
  status: 'completed' | 'refunded';
}

export interface AffiliateTotals {
  code: string;
  members: number;
  refunded: number;
  commissionUsd: number;
}

/** Commission is owed per referred member who kept their membership; refunded sales earn nothing. */
export function affiliateTotals(sales: AffiliateSale[], commissionPerMemberUsd: number): AffiliateTotals[] {
  const byCode = new Map<string, AffiliateTotals>();
  for (const sale of sales) {
    const row = byCode.get(sale.affiliate_code) ?? { code: sale.affiliate_code, members: 0, refunded: 0, commissionUsd: 0 };
    if (sale.status === 'refunded') row.refunded += 1;
    else row.members += 1;
    row.commissionUsd = row.members * commissionPerMemberUsd;
    byCode.set(sale.affiliate_code, row);
  }
  return [...byCode.values()].sort((a, b) => b.members - a.members || a.code.localeCompare(b.code));
}
