import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { FigureCell, STACKED_TABLE_SX, StackedTableContainer, StackedTableHead } from '@/components/admin/stacked-table';
import { SkeletonRows } from '@/components/admin/recent-table';
import { MEMBERSHIP } from '@/config/site';
import { fetchAffiliateSales } from '../api/affiliate-sales';
import { affiliateTotals, type AffiliateTotals } from '@shared/gumroad/affiliate-totals';
import { COMMISSION_FIGURE, withPeriod } from '@shared/insights/figures';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Every sale so far: the period is in the labels, as insights' affiliate table names its own.
const COLUMNS = ['Affiliate code', withPeriod('Members', null), withPeriod('Refunded', null), withPeriod(COMMISSION_FIGURE.label, null)];

/** Sales and commission owed per affiliate code, for the owner's payouts; shown on /admin. */
export default function AffiliateReport() {
  const firestore = useFirestore();
  const [rows, setRows] = useState<AffiliateTotals[] | null>(null);

  useEffect(() => {
    let live = true;
    fetchAffiliateSales(firestore)
      .then((sales) => live && setRows(affiliateTotals(sales, MEMBERSHIP.affiliateCommissionUsd)))
      .catch((err: unknown) => {
        // The spec's rule for dashboard lists: log and show empty.
        console.error('Affiliate report failed to load', err);
        if (live) setRows([]);
      });
    return () => {
      live = false;
    };
  }, [firestore]);

  const totalMembers = rows?.reduce((sum, r) => sum + r.members, 0) ?? 0;
  const totalOwed = rows?.reduce((sum, r) => sum + r.commissionUsd, 0) ?? 0;

  return (
    <Card variant="outlined" component="section" aria-labelledby="affiliate-report-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="affiliate-report-title" variant="h2" sx={{ fontSize: '1.3rem' }}>
          Affiliate sales
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {usd.format(MEMBERSHIP.affiliateCommissionUsd)} per referred member who kept their membership; refunds earn nothing.
        </Typography>
        <StackedTableContainer labelledBy="affiliate-report-title">
          <Table size="small" role="table" aria-labelledby="affiliate-report-title" sx={STACKED_TABLE_SX}>
            <StackedTableHead columns={COLUMNS} figures />
            <TableBody role="rowgroup">
              {rows === null && <SkeletonRows rows={2} columns={COLUMNS.length} />}
              {rows?.length === 0 && (
                <TableRow role="row">
                  <TableCell role="cell" colSpan={4}>
                    No affiliate sales yet
                  </TableCell>
                </TableRow>
              )}
              {rows?.map((row) => (
                <TableRow key={row.code} role="row" data-testid="affiliate-row">
                  <TableCell component="th" scope="row" role="rowheader" sx={{ fontFamily: 'monospace' }}>
                    {row.code}
                  </TableCell>
                  <FigureCell column={COLUMNS[1]}>{row.members}</FigureCell>
                  <FigureCell column={COLUMNS[2]}>{row.refunded}</FigureCell>
                  <FigureCell column={COLUMNS[3]}>{usd.format(row.commissionUsd)}</FigureCell>
                </TableRow>
              ))}
              {rows && rows.length > 1 && (
                <TableRow role="row" sx={{ '& th, & td': { fontWeight: 700 } }}>
                  <TableCell component="th" scope="row" role="rowheader">
                    Total
                  </TableCell>
                  <FigureCell column={COLUMNS[1]}>{totalMembers}</FigureCell>
                  <TableCell role="cell" />
                  <FigureCell column={COLUMNS[3]}>{usd.format(totalOwed)}</FigureCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </StackedTableContainer>
      </CardContent>
    </Card>
  );
}
