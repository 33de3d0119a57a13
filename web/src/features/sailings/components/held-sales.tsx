import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFirestore, useFirestoreCollectionData, useFunctions } from 'reactfire';
import { STACKED_TABLE_SX, StackedTableContainer, StackedTableHead } from '@/components/admin/stacked-table';
import { useToast } from '@/components/feedback/toast-provider';
import { errorMessage } from '@/lib/callable-error';
import { formatClevelandTime } from '@shared/cleveland-time';
import { countOf } from '@shared/format-count';
import { HOLD_REASON_TEXT } from '@shared/sailings/seat-sale';
import { heldSalesQuery, refundHeldSale, type HeldSale } from '../api/sailings';

const COLUMNS = ['Buyer', 'Seats', 'Bought', 'Why it is held', 'Refund'] as const;

/**
 * The sailing's sales that were not ticketed (seat-sale.ts holds them: a presale sale without a founder's link, over a
 * founder's limit, ...), each with its reason and a Refund button. Gumroad is asked once per sale, however often the
 * button is clicked; the buyer was told when they bought that the sale is held.
 */
export function HeldSales({ slug }: { slug: string }) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(heldSalesQuery(db, slug), { idField: 'id' });
  const rows = ((data ?? []) as HeldSale[]).sort((a, b) => (a.created_at?.toMillis() ?? 0) - (b.created_at?.toMillis() ?? 0));
  return (
    <Card variant="outlined" sx={{ maxWidth: 900, mt: 4 }}>
      <CardContent>
        <Typography id="held-sales-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Held sales{rows.length ? ` (${rows.length})` : ''}
        </Typography>
        {status === 'loading' && <Typography role="status">Loading held sales…</Typography>}
        {status === 'error' && <Alert severity="error">Held sales could not be loaded. Check your connection and reload.</Alert>}
        {status === 'success' && !rows.length && <Typography>No held sales: every sale of this sailing was ticketed.</Typography>}
        {rows.length > 0 && (
          <>
            <Typography sx={{ mb: 2 }}>
              These buyers paid but got no tickets. Refund gives their money back through Gumroad; each was emailed, when they bought, that
              their seats are on hold and when the public sale opens.
            </Typography>
            <StackedTableContainer labelledBy="held-sales-title">
              <Table sx={STACKED_TABLE_SX} aria-labelledby="held-sales-title">
                <StackedTableHead columns={COLUMNS} />
                <TableBody>
                  {rows.map((row) => (
                    <HeldSaleRow key={row.id} sale={row} />
                  ))}
                </TableBody>
              </Table>
            </StackedTableContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HeldSaleRow({ sale }: { sale: HeldSale }) {
  const functions = useFunctions();
  const toast = useToast();
  const [refunding, setRefunding] = useState(false);
  const refund = async () => {
    setRefunding(true);
    try {
      const { outcome } = await refundHeldSale(functions, sale.sale_id);
      toast({
        title: outcome === 'in-progress' ? 'Refund on its way' : 'Refunded',
        message: `${sale.email}: ${countOf(sale.quantity, 'seat')} ${outcome === 'in-progress' ? 'being refunded' : 'refunded on Gumroad'}`,
        severity: 'success',
      });
    } catch (err) {
      toast({ title: 'Not refunded', message: errorMessage(err), severity: 'error' });
      setRefunding(false);
    }
  };
  return (
    <TableRow>
      <TableCell data-label={COLUMNS[0]}>
        <Typography sx={{ fontWeight: 700 }}>{sale.buyer_name || sale.email}</Typography>
        {sale.buyer_name && <Typography variant="body2">{sale.email}</Typography>}
      </TableCell>
      <TableCell data-label={COLUMNS[1]}>{sale.quantity}</TableCell>
      <TableCell data-label={COLUMNS[2]}>{sale.created_at ? formatClevelandTime(sale.created_at.toMillis()) : ''}</TableCell>
      <TableCell data-label={COLUMNS[3]}>{HOLD_REASON_TEXT[sale.hold_reason]}</TableCell>
      <TableCell data-label={COLUMNS[4]}>
        <Button variant="outlined" color="error" onClick={refund} disabled={refunding} aria-label={`Refund ${sale.email}`}>
          {refunding ? 'Refunding…' : 'Refund'}
        </Button>
      </TableCell>
    </TableRow>
  );
}
