import { DownloadIcon } from '@/components/icons/download-icon';
import { SearchIcon } from '@/components/icons/search-icon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { ADMIN_PATHS, SUBSCRIBER_HISTORY_PARAM, subscriberHistoryPath } from '@/config/admin-paths';
import { useRowVirtualizer } from '@/hooks/use-row-virtualizer';
import { formatAdminDate, formatCount } from '@/lib/admin-format';
import { SUBSCRIBER_STATUSES } from '@shared/subscribers';
import {
  csvFileName,
  downloadText,
  loadSubscribers,
  locationOf,
  matchesFilters,
  matchesSearch,
  NO_FILTERS,
  sourcesOf,
  subscribersCsv,
  type Subscriber,
  type SubscriberFilters,
} from '../api/subscribers';
import { StatusBadge } from './status-badge';
import { SubscriberHistoryDialog } from './subscriber-history-dialog';
import { HeaderRow, NoticeRow } from './table-rows';

const COLUMNS = ['Email', 'Name', 'Location', 'Status', 'Source', 'Joined'];
const ROW_HEIGHT = 53;

/** Marks a history opened from a row, whose close is the browser's Back; one opened from a shared address has no list behind it. */
const OPENED_FROM_LIST = 'from-list';

export default function SubscribersPage() {
  return (
    <AdminShell title="Subscribers">
      <SubscribersContent />
    </AdminShell>
  );
}

function SubscribersContent() {
  const db = useFirestore();
  const [all, setAll] = useState<Subscriber[] | null>(null);
  const [complete, setComplete] = useState(false);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<SubscriberFilters>(NO_FILTERS);
  // Typing stays responsive at 20,000 rows: filtering trails the input when it has to.
  const needle = useDeferredValue(search.trim().toLowerCase());

  useEffect(
    () =>
      loadSubscribers(
        db,
        (page, done) => {
          setAll((rows) => [...(rows ?? []), ...page]);
          setComplete(done);
        },
        (err) => {
          console.error('Loading subscribers failed', err);
          setAll((rows) => rows ?? []);
          setComplete(true);
        },
      ),
    [db],
  );

  const rows = useMemo(() => (all ?? []).filter((s) => matchesFilters(s, filters) && matchesSearch(s, needle)), [all, filters, needle]);
  const sources = useMemo(() => sourcesOf(all ?? []), [all]);

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {all === null
            ? 'Loading...'
            : `${formatCount(rows.length)} subscriber${rows.length === 1 ? '' : 's'}${complete ? '' : ' so far, loading more...'}`}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <Stack direction="row" spacing={1}>
            <FilterSelect
              label="Status"
              value={filters.status}
              options={SUBSCRIBER_STATUSES}
              onChange={(status) => setFilters((f) => ({ ...f, status }))}
            />
            <FilterSelect
              label="Source"
              value={filters.source}
              options={sources}
              onChange={(source) => setFilters((f) => ({ ...f, source }))}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              placeholder="Search by email or name..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{
                htmlInput: { 'aria-label': 'Search by email or name' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ minWidth: { sm: 300 }, flex: 1, bgcolor: 'background.paper' }}
            />
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={!complete || !rows.length}
              onClick={() => downloadText(csvFileName(), subscribersCsv(rows))}
            >
              Export CSV
            </Button>
          </Stack>
        </Stack>
      </Stack>
      <SubscriberTable rows={rows} loading={all === null} />
      <HistoryFromAddress />
    </>
  );
}

/** The history of the subscriber the address names; closing goes back to the list as it was left. */
function HistoryFromAddress() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const close = () => (state === OPENED_FROM_LIST ? navigate(-1) : navigate(ADMIN_PATHS.subscribers, { replace: true }));
  return <SubscriberHistoryDialog subscriberId={params.get(SUBSCRIBER_HISTORY_PARAM)} onClose={close} />;
}

/** A list filter: "All" or one of its values, shown as the badges spell them. */
function FilterSelect(props: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  const { label, value, options, onChange } = props;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 140, flex: { xs: 1, md: 'none' }, bgcolor: 'background.paper' }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option} sx={{ textTransform: 'capitalize' }}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Only the rows in view are in the DOM; spacer rows keep the scroll height and the table semantics. */
function SubscriberTable({ rows, loading }: { rows: Subscriber[]; loading: boolean }) {
  const { scrollRef, virtualizer } = useRowVirtualizer(rows.length, ROW_HEIGHT, 12);
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Paper
      variant="outlined"
      ref={scrollRef}
      tabIndex={0}
      aria-label="Subscriber list"
      sx={{ height: 'min(70vh, 760px)', overflow: 'auto' }}
    >
      <Table stickyHeader size="small" aria-rowcount={rows.length + 1} sx={{ minWidth: 880, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <HeaderRow columns={COLUMNS} aria-rowindex={1} />
        </TableHead>
        <TableBody>
          {loading || rows.length === 0 ? (
            <NoticeRow colSpan={COLUMNS.length}>{loading ? 'Loading...' : 'No subscribers found'}</NoticeRow>
          ) : (
            <>
              {top > 0 && <TableRow aria-hidden style={{ height: top }} />}
              {items.map((item) => {
                const s = rows[item.index]!;
                return (
                  <TableRow key={s.id} hover aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                    <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' }} title={s.email}>
                      <Link component={RouterLink} to={subscriberHistoryPath(s.id)} state={OPENED_FROM_LIST}>
                        {s.email}
                      </Link>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{s.first_name || '-'}</TableCell>
                    <TableCell>{locationOf(s)}</TableCell>
                    <TableCell>
                      <StatusBadge kind="subscriber" value={s.status} />
                    </TableCell>
                    <TableCell>
                      <StatusBadge kind="source" value={s.source} />
                    </TableCell>
                    <TableCell>{formatAdminDate(s.created_at)}</TableCell>
                  </TableRow>
                );
              })}
              {bottom > 0 && <TableRow aria-hidden style={{ height: bottom }} />}
            </>
          )}
        </TableBody>
      </Table>
      <Box sx={{ height: 0 }} />
    </Paper>
  );
}
