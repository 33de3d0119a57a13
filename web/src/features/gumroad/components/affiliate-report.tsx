import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { MEMBERSHIP } from '@/config/site';
import { fetchAffiliateSales } from '../api/affiliate-sales';
import { affiliateTotals, type AffiliateTotals } from '../utils/affiliate-totals';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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
        <TableContainer>
          <Table size="small" aria-labelledby="affiliate-report-title">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">Affiliate code</TableCell>
                <TableCell component="th" scope="col" align="right">Members</TableCell>
                <TableCell component="th" scope="col" align="right">Refunded</TableCell>
                <TableCell component="th" scope="col" align="right">Commission owed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows === null && (
                <TableRow>
                  <TableCell colSpan={4}>Loading...</TableCell>
                </TableRow>
              )}
              {rows?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>No affiliate sales yet</TableCell>
                </TableRow>
              )}
              {rows?.map((row) => (
                <TableRow key={row.code} data-testid="affiliate-row">
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {row.code}
                  </TableCell>
                  <TableCell align="right">{row.members}</TableCell>
                  <TableCell align="right">{row.refunded}</TableCell>
                  <TableCell align="right">{usd.format(row.commissionUsd)}</TableCell>
                </TableRow>
              ))}
              {rows && rows.length > 1 && (
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>{totalMembers}</TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 700 }}>{usd.format(totalOwed)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
