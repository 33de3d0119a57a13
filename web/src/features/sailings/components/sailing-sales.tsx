import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { STACKED_TABLE_SX, StackedTableContainer, StackedTableHead } from '@/components/admin/stacked-table';
import { countOf, formatCount } from '@shared/format-count';
import { SAILING_FIGURES, sailingSales, seatSaleFactOf, ticketFactOf, type SailingSales as Sales } from '@shared/sailings/sailing-sales';
import { sailingDoc, sailingOrdersQuery, sailingTicketsQuery } from '../api/sailing-sales';

const COLUMNS = ['Figure', 'Count', 'What it counts'] as const;

/**
 * The sailing's sales as they stand, live: seats sold to founders and to the public, by affiliate, refunds, held
 * sales and the share checked in at the dock, each figure defined once (@shared/sailings/sailing-sales).
 */
export function SailingSales({ slug }: { slug: string }) {
  const db = useFirestore();
  const orders = useFirestoreCollectionData(sailingOrdersQuery(db, slug));
  const tickets = useFirestoreCollectionData(sailingTicketsQuery(db, slug));
  const sailing = useFirestoreDocData(sailingDoc(db, slug));
  const statuses = [orders.status, tickets.status, sailing.status];
  const sales =
    statuses.every((s) => s === 'success') && sailing.data
      ? sailingSales(orders.data.map(seatSaleFactOf), tickets.data.map(ticketFactOf), Number(sailing.data.capacity))
      : null;
  return (
    <Card variant="outlined" sx={{ maxWidth: 900, mt: 4 }}>
      <CardContent>
        <Typography id="sailing-sales-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Sales and check-in
        </Typography>
        {statuses.includes('error') && <Alert severity="error">The sales could not be loaded. Check your connection and reload.</Alert>}
        {!statuses.includes('error') && !sales && <Typography role="status">Loading the sales…</Typography>}
        {sales && <SalesFigures sales={sales} capacity={Number(sailing.data!.capacity)} />}
      </CardContent>
    </Card>
  );
}

const seatsOfSales = ({ sales, seats }: { sales: number; seats: number }) => `${countOf(sales, 'sale')}, ${countOf(seats, 'seat')}`;

function SalesFigures({ sales, capacity }: { sales: Sales; capacity: number }) {
  const f = SAILING_FIGURES;
  const rows: { key: string; label: string; value: string; definition: string }[] = [
    { key: 'sold', ...f.seatsSold, value: `${formatCount(sales.seatsSold)} of ${formatCount(capacity)}` },
    { key: 'founders', ...f.founderSeats, value: formatCount(sales.founderSeats) },
    { key: 'public', ...f.publicSeats, value: formatCount(sales.publicSeats) },
    ...sales.byAffiliate.map(({ code, seats }) => ({
      key: `affiliate-${code}`,
      label: `${f.byAffiliate.label}: ${code}`,
      value: formatCount(seats),
      definition: f.byAffiliate.definition,
    })),
    { key: 'refunds', ...f.refunds, value: seatsOfSales(sales.refunds) },
    { key: 'held', ...f.held, value: seatsOfSales(sales.held) },
    {
      key: 'checked-in',
      ...f.checkedIn,
      value: `${formatCount(sales.checkedIn)} of ${formatCount(sales.validTickets)}${sales.checkedInPercent === null ? '' : ` (${sales.checkedInPercent}%)`}`,
    },
  ];
  return (
    <>
      {sales.pastCapacity > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="sailing-past-capacity">
          {formatCount(sales.seatsSold)} seats sold for {formatCount(capacity)} aboard: {countOf(sales.pastCapacity, 'seat')} past capacity. Every
          buyer has their tickets and you were alerted; refund or move the extra guests, and check Gumroad&apos;s quantity limit below.
        </Alert>
      )}
      <StackedTableContainer labelledBy="sailing-sales-title">
        <Table size="small" role="table" aria-labelledby="sailing-sales-title" sx={STACKED_TABLE_SX}>
          <StackedTableHead columns={COLUMNS} />
          <TableBody role="rowgroup">
            {rows.map((row) => (
              <TableRow key={row.key} role="row">
                <TableCell component="th" scope="row" role="rowheader">
                  {row.label}
                </TableCell>
                <TableCell role="cell" data-label={COLUMNS[1]} sx={{ whiteSpace: 'nowrap' }}>
                  {row.value}
                </TableCell>
                <TableCell role="cell" data-label={COLUMNS[2]}>
                  {row.definition}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </StackedTableContainer>
    </>
  );
}
