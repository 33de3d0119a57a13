import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { collection, getDocs, limit, orderBy, query, type Timestamp } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { formatAdminDate } from '@/lib/admin-format';
import { StatusBadge } from './status-badge';
import { HeaderRow, NoticeRow } from './table-rows';
import { COLLECTIONS } from '@shared/collections';

interface WebhookEvent {
  id: string;
  source: string;
  event_type: string;
  status: string;
  created_at: Timestamp | null;
  processed_at: Timestamp | null;
  error_message: string | null;
  /** Why nothing changed, for a delivery that succeeded or was ignored. */
  note?: string | null;
  /** Refused pings are counted per reason and hour. */
  attempts?: number;
}

/** The Error column (the spec's name): the error, else why nothing changed; refused pings with their count. */
function errorOf(e: WebhookEvent): string {
  const text = e.error_message || e.note || '';
  if (!text) return '-';
  return e.attempts && e.attempts > 1 ? `${text} (${e.attempts} attempts)` : text;
}

const COLUMNS = ['Source', 'Event Type', 'Status', 'Created', 'Processed', 'Error'];
const LOG_SIZE = 50;

export default function WebhooksPage() {
  return (
    <AdminShell title="Webhook Events">
      <WebhookLog />
    </AdminShell>
  );
}

function WebhookLog() {
  const db = useFirestore();
  const [events, setEvents] = useState<WebhookEvent[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    getDocs(query(collection(db, COLLECTIONS.webhookEvents), orderBy('created_at', 'desc'), limit(LOG_SIZE))).then(
      (snap) => setEvents(snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<WebhookEvent, 'id'>) }))),
      (err) => {
        console.error('Loading webhook events failed', err);
        setEvents([]);
      },
    );
  }, [db, version]);
  const refresh = () => {
    setEvents(null);
    setVersion((v) => v + 1);
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Last {LOG_SIZE} webhook events</Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={events === null}>
          Refresh
        </Button>
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Webhook events" sx={{ minWidth: 760 }}>
          <TableHead>
            <HeaderRow columns={COLUMNS} />
          </TableHead>
          <TableBody aria-busy={events === null}>
            {events === null || events.length === 0 ? (
              <NoticeRow colSpan={COLUMNS.length}>{events === null ? 'Loading...' : 'No webhook events yet'}</NoticeRow>
            ) : (
              events.map((e) => (
                <TableRow key={e.id} hover>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{e.source || '-'}</TableCell>
                  <TableCell>{e.event_type || '-'}</TableCell>
                  <TableCell>
                    <StatusBadge kind="webhook" value={e.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(e.created_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(e.processed_at)}</TableCell>
                  {/* Truncated to one line, as the spec asks; the whole text is in the page (screen readers, search) and its tooltip. */}
                  <TableCell
                    title={errorOf(e)}
                    sx={{ minWidth: 260, maxWidth: 420, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {errorOf(e)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
