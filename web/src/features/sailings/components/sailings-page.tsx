import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { STACKED_TABLE_SX, StackedTableContainer, StackedTableHead } from '@/components/admin/stacked-table';
import { editSailingPath, SAILING_FORM_PATHS } from '@/config/admin-paths';
import { useNow } from '@/hooks/use-now';
import { formatCount } from '@/lib/admin-format';
import { formatClevelandTime } from '@shared/cleveland-time';
import { countOf } from '@shared/format-count';
import { PHASE_LABELS, sailingPhase } from '@shared/sailings/sailing';
import { sailingClockOf, sailingFromStored } from '@shared/sailings/sailing-record';
import { sailingsQuery, type StoredSailing } from '../api/sailings';

const COLUMNS = ['Sailing', 'Boards', 'Status', 'Seats sold', 'Price'] as const;

export default function SailingsPage() {
  return (
    <AdminShell
      title="Sailings"
      actions={
        <Button variant="contained" component={RouterLink} to={SAILING_FORM_PATHS.create}>
          New sailing
        </Button>
      }
    >
      <Typography sx={{ maxWidth: 800, mb: 3 }}>
        Each sailing sells its seats through its own Gumroad product. Founders may buy from the presale&apos;s opening, everyone from the
        public sale&apos;s; a draft stays here until you announce it.
      </Typography>
      <SailingsTable />
    </AdminShell>
  );
}

function SailingsTable() {
  const db = useFirestore();
  const now = useNow(60_000);
  const { status, data } = useFirestoreCollectionData(sailingsQuery(db), { idField: 'id' });
  const rows = (data ?? []) as StoredSailing[];
  if (status === 'loading') return <Typography role="status">Loading sailings…</Typography>;
  if (!rows.length) return <Typography>No sailings yet. “New sailing” sets up the first.</Typography>;
  return (
    <StackedTableContainer labelledBy="sailings-title">
      <Typography id="sailings-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, p: 2 }}>
        {countOf(rows.length, 'sailing')}
      </Typography>
      <Table sx={STACKED_TABLE_SX} aria-labelledby="sailings-title">
        <StackedTableHead columns={COLUMNS} />
        <TableBody>
          {rows.map((row) => {
            const s = sailingFromStored(row);
            const phase = sailingPhase(sailingClockOf(s), now);
            return (
              <TableRow key={row.id}>
                <TableCell data-label={COLUMNS[0]}>
                  <Link component={RouterLink} to={editSailingPath(row.id)} sx={{ fontWeight: 700 }}>
                    {s.title}
                  </Link>
                </TableCell>
                <TableCell data-label={COLUMNS[1]}>{formatClevelandTime(s.boards_at.getTime())}</TableCell>
                <TableCell data-label={COLUMNS[2]}>{PHASE_LABELS[phase]}</TableCell>
                <TableCell data-label={COLUMNS[3]}>
                  {formatCount(s.seats_sold)} of {formatCount(s.capacity)}
                </TableCell>
                <TableCell data-label={COLUMNS[4]}>${(s.price_cents / 100).toFixed(2)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </StackedTableContainer>
  );
}
