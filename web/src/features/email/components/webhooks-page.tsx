import { ExpandLessIcon } from '@/components/icons/expand-less-icon';
import { ExpandMoreIcon } from '@/components/icons/expand-more-icon';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { ReplayIcon } from '@/components/icons/replay-icon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { Fragment, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore, useFunctions } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { STACKED_TABLE_SX } from '@/components/admin/stacked-table';
import { useToast } from '@/components/feedback/toast-provider';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { formatAdminDate } from '@/lib/admin-format';
import { errorMessage } from '@/lib/callable-error';
import { retryPing } from '../api/webhooks';
import { StatusBadge } from './status-badge';
import { HeaderRow, NoticeRow } from './table-rows';
import { COLLECTIONS } from '@shared/collections';
import { RETRY_REFUSALS, retryRefusal, type StoredPingField, type PingRetryRecord } from '@shared/gumroad/ping-payload';
import { SHADES } from '@shared/brand';
import { productLabel, productNamed } from '@shared/gumroad/products';
import { useProductNames } from '@/hooks/use-product-names';

/** One entry of the webhook log: a Gumroad ping or a SendGrid event, by `source`. */
interface WebhookLogEntry {
  id: string;
  source: string;
  event_type: string;
  status: string;
  created_at: Timestamp | null;
  processed_at: Timestamp | null;
  error_message: string | null;
  /** Why nothing changed, for an entry that succeeded or was ignored. */
  note?: string | null;
  /** Refused pings are counted per reason and hour. */
  attempts?: number;
  /** A failed or ignored Gumroad ping's form, masked (shared/gumroad/ping-payload.ts). */
  payload?: StoredPingField[];
  retryable?: boolean;
  retry?: PingRetryRecord | null;
  retry_started_at?: Timestamp | null;
  retried_at?: Timestamp | null;
  retries?: number;
  /** A sale ping's product: its first id and the name it came with. */
  product_id?: string | null;
  product_name?: string | null;
}

/** The Error column (the spec's name): only what went wrong, refused pings with their count; '-' for an entry that worked. */
function errorOf(e: WebhookLogEntry): string {
  if (!e.error_message) return '-';
  return e.attempts && e.attempts > 1 ? `${e.error_message} (${e.attempts} attempts)` : e.error_message;
}

const COLUMNS = ['Source', 'Event Type', 'Status', 'Created', 'Processed', 'Error'];
const LOG_SIZE = 50;
/** The entries whose details say something the row cannot: what arrived, why nothing did, and how to retry. */
const WITH_DETAILS = new Set(['failed', 'ignored', 'refused']);

const refusalOf = (e: WebhookLogEntry) =>
  retryRefusal(
    {
      status: e.status,
      retryable: e.retryable,
      hasPayload: Array.isArray(e.payload),
      retry: e.retry ?? null,
      retryStartedAtMs: e.retry_started_at?.toMillis() ?? null,
    },
    Date.now(),
  );

export default function WebhooksPage() {
  return (
    <AdminShell title="Webhook Events">
      <WebhookLog />
    </AdminShell>
  );
}

function WebhookLog() {
  const db = useFirestore();
  const { names: productNames } = useProductNames();
  const [events, setEvents] = useState<WebhookLogEntry[] | null>(null);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    getDocs(query(collection(db, COLLECTIONS.webhookEvents), orderBy('created_at', 'desc'), limit(LOG_SIZE))).then(
      (snap) => setEvents(snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<WebhookLogEntry, 'id'>) }))),
      (err) => {
        console.error('Loading the webhook log failed', err);
        setEvents([]);
      },
    );
  }, [db, version]);
  const refresh = () => {
    setEvents(null);
    setVersion((v) => v + 1);
  };
  // After a retry the rows stay in place (and the open one open) while the log reloads.
  const reload = () => setVersion((v) => v + 1);
  const toggle = (id: string) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Last {LOG_SIZE} webhook events</Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={events === null}>
          Refresh
        </Button>
      </Stack>
      {/* A container for the details' width (cqw): the visible part of the table, which may scroll sideways from `sm` up. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ containerType: 'inline-size', p: { xs: 1, sm: 0 }, '& > table': { minWidth: { sm: 760 } } }}
      >
        {/* On a phone each event is a card (stacked-table), its source as the heading and each column's name beside its value, at the right as the other values are. */}
        <Table size="small" role="table" aria-label="Webhook events" sx={STACKED_TABLE_SX}>
          <TableHead role="rowgroup">
            <HeaderRow columns={COLUMNS} />
          </TableHead>
          <TableBody role="rowgroup" aria-busy={events === null}>
            {events === null || events.length === 0 ? (
              <NoticeRow colSpan={COLUMNS.length}>{events === null ? 'Loading...' : 'No webhook events yet'}</NoticeRow>
            ) : (
              events.map((e) => {
                const detailsId = `webhook-details-${e.id}`;
                const isOpen = open.has(e.id);
                return (
                  <Fragment key={e.id}>
                    <TableRow role="row" hover sx={isOpen ? { '& > td, & > th': { borderBottom: 0 } } : undefined}>
                      <TableCell component="th" scope="row" role="rowheader" sx={{ textTransform: 'capitalize' }}>
                        {e.source || '-'}
                      </TableCell>
                      {/* Wide enough for a product's name to wrap between its words, not letter by letter; on a phone one block at the right. */}
                      <TableCell role="cell" data-label={COLUMNS[1]} sx={{ minWidth: { sm: 170 } }}>
                        <Box component="span" sx={{ display: 'block', textAlign: { xs: 'right', sm: 'left' } }}>
                          {e.event_type || '-'}
                          {e.product_id && (
                            <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                              {e.product_name ? productNamed(e.product_id, e.product_name) : productLabel(e.product_id, productNames)}
                            </Typography>
                          )}
                        </Box>
                      </TableCell>
                      <TableCell role="cell" data-label={COLUMNS[2]}>
                        <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
                          <StatusBadge kind="webhook" value={e.status} />
                          {/* Why an entry that worked changed nothing is news, not an error: it sits with its status, whole. */}
                          {!e.error_message && e.note && (
                            <Typography variant="caption" sx={{ maxWidth: 240, textAlign: { xs: 'right', sm: 'left' } }}>
                              {e.note}
                            </Typography>
                          )}
                          {e.retry && (
                            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                              <Typography variant="caption">Retry:</Typography>
                              <StatusBadge kind="webhook" value={e.retry.status === 'running' ? 'processing' : e.retry.status} />
                            </Stack>
                          )}
                          {WITH_DETAILS.has(e.status) && (
                            <Button
                              size="small"
                              aria-expanded={isOpen}
                              aria-controls={isOpen ? detailsId : undefined}
                              onClick={() => toggle(e.id)}
                              endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                              sx={{ px: 0.5, minWidth: 0, ml: -0.5 }}
                            >
                              Details
                            </Button>
                          )}
                        </Stack>
                      </TableCell>
                      <TableCell role="cell" data-label={COLUMNS[3]} sx={{ whiteSpace: 'nowrap' }}>
                        {formatAdminDate(e.created_at)}
                      </TableCell>
                      <TableCell role="cell" data-label={COLUMNS[4]} sx={{ whiteSpace: 'nowrap' }}>
                        {formatAdminDate(e.processed_at)}
                      </TableCell>
                      {/* Truncated to one line, as the spec asks; the whole text is in the page (screen readers, search) and its tooltip. */}
                      <TableCell
                        role="cell"
                        data-label={COLUMNS[5]}
                        title={errorOf(e)}
                        sx={{ minWidth: { sm: 260 }, maxWidth: { sm: 420 } }}
                      >
                        <Box
                          component="span"
                          sx={{ display: 'block', minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                        >
                          {errorOf(e)}
                        </Box>
                      </TableCell>
                    </TableRow>
                    {isOpen && (
                      <TableRow role="row" id={detailsId}>
                        <TableCell role="cell" colSpan={COLUMNS.length} sx={{ bgcolor: SHADES.frost }}>
                          <WebhookDetails event={e} onRetried={reload} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** What the entry keeps of the ping, its latest retry and the Retry button. */
function WebhookDetails({ event: e, onRetried }: { event: WebhookLogEntry; onRetried: () => void }) {
  const functions = useFunctions();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const refusal = refusalOf(e);

  const retry = async () => {
    setBusy(true);
    try {
      const outcome = await retryPing(functions, e.id);
      toast({
        title: `Retry: ${outcome.status}`,
        message: outcome.message ?? 'The ping went through.',
        severity: outcome.status === 'success' ? 'success' : outcome.status === 'failed' ? 'error' : 'info',
      });
    } catch (err) {
      toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
    } finally {
      setBusy(false);
      onRetried();
    }
  };

  // As wide as the part of the table in view (less the cell's padding), and held there while the table scrolls sideways.
  return (
    <Stack spacing={1.5} sx={{ position: 'sticky', left: 16, width: 'calc(100cqw - 32px)', py: 1 }}>
      {/* The Error column shows one line of it; here it is whole. */}
      {e.error_message && (
        <Typography variant="body2">
          <strong>Error:</strong> {errorOf(e)}
        </Typography>
      )}
      {e.status === 'refused' ? (
        <Typography variant="body2">
          Refused pings keep no payload: anyone can send them to the ping address, so what they carry is neither stored nor retried. Gumroad
          sends a refused ping again later; a sale that never arrived comes in with{' '}
          <Link component={RouterLink} to={ADMIN_PATHS.importGumroad}>
            Import Gumroad Orders
          </Link>
          .
        </Typography>
      ) : e.payload ? (
        <PayloadList fields={e.payload} />
      ) : (
        <Typography variant="body2">No payload was kept for this event.</Typography>
      )}
      {e.retry && (
        <Typography variant="body2" role="status">
          {e.retry.status === 'running'
            ? 'A retry is running.'
            : `Retried ${e.retries && e.retries > 1 ? `${e.retries} times, the latest` : ''} ${formatAdminDate(e.retried_at)}: ${e.retry.status}${
                e.retry.message ? `. ${e.retry.message}` : '.'
              }`.replace(/\s+/g, ' ')}
        </Typography>
      )}
      {e.status !== 'refused' && e.payload && (refusal === null || refusal === RETRY_REFUSALS.running) && (
        <Box>
          <Button variant="contained" startIcon={<ReplayIcon />} onClick={retry} disabled={busy || refusal !== null}>
            {busy || refusal === RETRY_REFUSALS.running ? 'Retrying...' : 'Retry'}
          </Button>
          <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
            Runs the ping again with today&apos;s settings, once its cause is fixed. A sale already recorded is not recorded or emailed
            again.
          </Typography>
        </Box>
      )}
      {refusal === RETRY_REFUSALS.cannotSucceed && <Typography variant="body2">{refusal}</Typography>}
    </Stack>
  );
}

function PayloadList({ fields }: { fields: StoredPingField[] }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Payload
      </Typography>
      {/* Name and value side by side, in two columns on a wide screen; on a phone the value goes under its name. */}
      <Box component="dl" sx={{ m: 0, mt: 0.5, columns: { md: 2 }, columnGap: 4 }}>
        {fields.map((f, i) => (
          <Box
            key={`${f.name}-${i}`}
            sx={{
              display: { sm: 'grid' },
              gridTemplateColumns: '15rem 1fr',
              columnGap: 2,
              breakInside: 'avoid',
              mb: { xs: 0.75, sm: 0.25 },
            }}
          >
            <Box component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {f.name}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                fontFamily: 'monospace',
                overflowWrap: 'anywhere',
                ...(f.value === null && { color: 'text.secondary', fontStyle: 'italic', fontFamily: 'inherit' }),
              }}
            >
              {f.value === null ? 'not kept' : f.value || '(empty)'}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
        Only the fields the site reads are kept; the others are listed by name. The ping address&apos;s secret is never stored.
      </Typography>
    </Box>
  );
}
