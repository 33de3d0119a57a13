import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Timestamp } from 'firebase/firestore';
import { useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFirestore, useFirestoreCollectionData, useFunctions } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { StatCard } from '@/components/admin/stat-card';
import { useCounterTotals } from '@/hooks/use-figures';
import { useToast } from '@/components/feedback/toast-provider';
import { formatAdminDate, formatCount } from '@/lib/admin-format';
import { useNow } from '@/hooks/use-now';
import { offerSpots, unfinishedOffersQuery, waitlistQuery } from '../api/waitlist';
import { errorMessage } from '@/lib/callable-error';
import { StatusBadge } from './status-badge';
import { HeaderRow, NoticeRow } from './table-rows';
import { SHADES } from '@shared/brand';
import { offerFromQuery, releaseSpotsSchema } from '@shared/sign-up/waitlist';
import { COUNTER_FIGURES, counterFigure, DOCUMENT_FIGURES, periodName } from '@shared/insights/figures';

interface Waitlister {
  id: string;
  email: string;
  status: string;
  waitlist_number: number;
  waitlist_confirmed_at?: Timestamp | null;
  waitlist_offered_at?: Timestamp | null;
}

const COLUMNS = ['#', 'Email', 'Status', 'Confirmed', 'Offered a spot'];

export default function WaitlistPage() {
  return (
    <AdminShell title="Waitlist">
      <OfferSpots />
      <UnfinishedOffers />
      <WaitlistTable />
    </AdminShell>
  );
}

/**
 * "Offer spots to the next N waitlisters", prefilled from `?offer=N` (the
 * spots settings link here after raising the cap). One offer keeps one id
 * until it has gone out, so a double click or a retry resumes it rather than
 * offering the spots twice.
 */
function OfferSpots() {
  const functions = useFunctions();
  const toast = useToast();
  const [params] = useSearchParams();
  const offerId = useRef<string | null>(null);
  const form = useFormik({
    initialValues: { count: offerFromQuery(params.get('offer')) },
    validate: (values) => {
      try {
        releaseSpotsSchema.validateSyncAt('count', { count: values.count === '' ? undefined : Number(values.count) });
        return {};
      } catch (err) {
        return { count: (err as Error).message };
      }
    },
    onSubmit: async (values, helpers) => {
      offerId.current ??= crypto.randomUUID();
      try {
        const { offered, sent } = await offerSpots(functions, offerId.current, Number(values.count));
        offerId.current = null;
        helpers.resetForm({ values: { count: '' } });
        toast({
          title: 'Spots offered',
          message:
            offered === 0
              ? 'Nobody is waiting who has not been offered a spot already.'
              : `Offered to ${formatCount(offered)} waitlister${offered === 1 ? '' : 's'}; ${formatCount(sent)} emailed.`,
          severity: 'success',
        });
      } catch (err) {
        toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      }
    },
  });
  const shown = form.touched.count ? form.errors.count : undefined;
  return (
    <Card variant="outlined" sx={{ mb: 3, bgcolor: SHADES.snow }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Offer spots to the next waitlisters
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Emails the checkout link to the next confirmed waitlisters who have not been offered a spot, in the order they confirmed, once
          each.
        </Typography>
        <Stack component="form" noValidate onSubmit={form.handleSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            id="offer-count"
            label="Spots to offer"
            type="number"
            size="small"
            {...form.getFieldProps('count')}
            error={!!shown}
            helperText={shown}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            sx={{ width: { xs: '100%', sm: 220 }, bgcolor: 'background.paper' }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Offering...' : 'Offer spots'}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

interface OfferRun {
  id: string;
  spots: number;
  recipient_ids: string[];
  sent_count?: number;
  send_lease_until?: Timestamp | null;
  last_error?: string | null;
}

/** An offer whose send stopped (an error, or the function's time limit) says how far it got and resumes with the same id. */
function UnfinishedOffers() {
  const db = useFirestore();
  const functions = useFunctions();
  const toast = useToast();
  const now = useNow(15_000);
  const q = useMemo(() => unfinishedOffersQuery(db), [db]);
  const { data } = useFirestoreCollectionData(q, { idField: 'id' });
  const [resuming, setResuming] = useState<string | null>(null);
  const stopped = ((data ?? []) as OfferRun[]).filter((r) => !r.send_lease_until || r.send_lease_until.toMillis() < now.getTime());
  const resume = async (run: OfferRun) => {
    setResuming(run.id);
    try {
      const { sent } = await offerSpots(functions, run.id, run.spots);
      toast({ title: 'Offer sent', message: `${formatCount(sent)} waitlisters emailed.`, severity: 'success' });
    } catch (err) {
      toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
    } finally {
      setResuming(null);
    }
  };
  return stopped.map((run) => (
    <Card key={run.id} variant="outlined" sx={{ mb: 3, borderColor: SHADES.danger }}>
      <CardContent>
        <Typography variant="body2" role="status">
          An offer of {formatCount(run.spots)} spots stopped after {formatCount(run.sent_count ?? 0)} of{' '}
          {formatCount(run.recipient_ids.length)} emails{run.last_error ? `: ${run.last_error}` : '.'}
        </Typography>
        <Button size="small" variant="outlined" sx={{ mt: 1 }} disabled={resuming !== null} onClick={() => void resume(run)}>
          {resuming === run.id ? 'Resuming...' : 'Resume this offer'}
        </Button>
      </CardContent>
    </Card>
  ));
}

function WaitlistTable() {
  const db = useFirestore();
  const q = useMemo(() => waitlistQuery(db), [db]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  const rows = (status === 'success' ? data : []) as Waitlister[];
  return (
    <>
      <WaitlistFigures waitlisters={status === 'success' ? rows : null} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Confirmed waitlisters">
          <TableHead>
            <HeaderRow columns={COLUMNS} />
          </TableHead>
          <TableBody>
            {status === 'loading' && <NoticeRow colSpan={COLUMNS.length}>Loading the waitlist...</NoticeRow>}
            {status === 'error' && <NoticeRow colSpan={COLUMNS.length}>The waitlist could not be loaded.</NoticeRow>}
            {status === 'success' && !rows.length && <NoticeRow colSpan={COLUMNS.length}>Nobody has confirmed a place yet.</NoticeRow>}
            {rows.map((w) => (
              <TableRow key={w.id}>
                <TableCell>{w.waitlist_number}</TableCell>
                <TableCell>{w.email}</TableCell>
                <TableCell>
                  <StatusBadge kind="subscriber" value={w.status} />
                </TableCell>
                <TableCell>{formatAdminDate(w.waitlist_confirmed_at)}</TableCell>
                <TableCell>{w.waitlist_offered_at ? formatAdminDate(w.waitlist_offered_at) : '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Confirmations are counted as insights counts them (the same figure, over the same days), the line up by the list itself. */
function WaitlistFigures({ waitlisters }: { waitlisters: Waitlister[] | null }) {
  const counters = useCounterTotals(7);
  const line = DOCUMENT_FIGURES.waitlisters;
  const offered = waitlisters?.filter((w) => w.waitlist_offered_at).length ?? 0;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          title={line.label}
          value={waitlisters?.length ?? 0}
          loading={!waitlisters}
          period="now"
          detail={`${line.definition} ${formatCount(offered)} offered a spot.`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          title={COUNTER_FIGURES.waitlistConfirmed.label}
          value={counters ? counterFigure('waitlistConfirmed', counters) : 0}
          loading={!counters}
          period={periodName(7)}
          detail={COUNTER_FIGURES.waitlistConfirmed.definition}
        />
      </Grid>
    </Grid>
  );
}
