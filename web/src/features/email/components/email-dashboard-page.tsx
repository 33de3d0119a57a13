import { ArticleIcon } from '@/components/icons/article-icon';
import { HourglassTopIcon } from '@/components/icons/hourglass-top-icon';
import { SettingsIcon } from '@/components/icons/settings-icon';
import { WebhookIcon } from '@/components/icons/webhook-icon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Timestamp } from 'firebase/firestore';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore, useFirestoreCollectionData, useUser } from 'reactfire';
import { useToast } from '@/components/feedback/toast-provider';
import { ADMIN_PATHS, draftPath } from '@/config/admin-paths';
import { AdminShell } from '@/components/admin/admin-shell';
import { LinkCards, type LinkCard } from '@/components/admin/link-cards';
import { SubscriberStatCards } from '@/components/admin/subscriber-stat-cards';
import { useRecent } from '@/hooks/use-recent';
import { useNow } from '@/hooks/use-now';
import { formatAdminDate, formatCount } from '@/lib/admin-format';
import { errorMessage } from '@/lib/callable-error';
import { useSendBroadcast } from '../hooks/use-send-broadcast';
import { discardDraft, draftsQuery } from '../api/broadcasts';
import { StatusBadge } from './status-badge';
import { COLLECTIONS } from '@shared/collections';
import { DOCUMENT_FIGURES, periodName } from '@shared/insights/figures';
import { BroadcastHeading } from './broadcast-heading';
import { BroadcastListItem } from './broadcast-list-item';

interface BroadcastRow {
  id: string;
  name: string;
  subject: string;
  status: string;
  recipient_count?: number;
  recipient_total?: number;
  sent_count?: number;
  sent_at?: Timestamp | null;
  send_lease_until?: Timestamp | null;
  last_error?: string | null;
}

const LINKS: LinkCard[] = [
  { to: ADMIN_PATHS.templates, title: 'Templates', text: 'Edit the welcome email new Founding Floaters get.', icon: <ArticleIcon /> },
  { to: ADMIN_PATHS.webhooks, title: 'Webhooks', text: 'The last 50 Gumroad and SendGrid events.', icon: <WebhookIcon /> },
  { to: ADMIN_PATHS.emailSettings, title: 'Settings', text: 'Sender, reply-to and DNS.', icon: <SettingsIcon /> },
  { to: ADMIN_PATHS.waitlist, title: 'Waitlist', text: 'Confirmed waitlisters, and offering them spots.', icon: <HourglassTopIcon /> },
];

export default function EmailDashboardPage() {
  return (
    <AdminShell
      title="Email Dashboard"
      actions={
        <>
          <Button component={RouterLink} to={ADMIN_PATHS.importGumroad} variant="outlined">
            Import from Gumroad
          </Button>
          <Button component={RouterLink} to={ADMIN_PATHS.subscribers} variant="outlined">
            Manage Subscribers
          </Button>
          <Button component={RouterLink} to={ADMIN_PATHS.broadcast} variant="contained">
            Send Broadcast
          </Button>
        </>
      }
    >
      <EmailDashboardContent />
    </AdminShell>
  );
}

function EmailDashboardContent() {
  const broadcasts = useRecent<Omit<BroadcastRow, 'id'>>(COLLECTIONS.emailBroadcasts);
  return (
    <>
      <SubscriberStatCards
        cards={(counts) => [
          {
            title: DOCUMENT_FIGURES.allSubscribers.label,
            value: counts.totalSubscribers,
            period: periodName(null),
            detail: `${formatCount(counts.activeSubscribers)} active`,
          },
          { title: '7-Day Growth', value: counts.weeklyGrowth, period: periodName(7), detail: DOCUMENT_FIGURES.newSubscribers.label },
          { title: '30-Day Growth', value: counts.monthlyGrowth, period: periodName(30), detail: DOCUMENT_FIGURES.newSubscribers.label },
          { title: DOCUMENT_FIGURES.broadcastsSent.label, value: counts.totalBroadcasts, period: periodName(null) },
        ]}
      />
      <Drafts />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Recent Broadcasts
          </Typography>
          {broadcasts.loading ? (
            <Typography sx={{ py: 2 }} color="text.secondary">
              Loading...
            </Typography>
          ) : broadcasts.rows.length === 0 ? (
            <Typography sx={{ py: 2 }} color="text.secondary">
              No broadcasts sent yet.
            </Typography>
          ) : (
            <List aria-label="Recent broadcasts">
              {broadcasts.rows.map((b) => (
                <BroadcastItem key={b.id} broadcast={b} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <LinkCards cards={LINKS} />
    </>
  );
}

function BroadcastItem({ broadcast: b }: { broadcast: BroadcastRow }) {
  const now = useNow(15_000);
  const sending = b.status === 'sending';
  const total = b.recipient_total ?? 0;
  const done = b.sent_count ?? 0;
  // A send whose lease ran out died or stopped; the admin can pick it up where it left off.
  const stalled = sending && (!b.send_lease_until || b.send_lease_until.toMillis() < now.getTime());
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <BroadcastHeading name={b.name} subject={b.subject} />
          <Typography variant="body2">
            Status: {b.status} | Recipients: {formatCount(b.recipient_count ?? (sending ? total : 0))}
          </Typography>
          {b.sent_at && (
            <Typography variant="body2" color="text.secondary">
              Sent {formatAdminDate(b.sent_at)}
            </Typography>
          )}
        </Box>
        <Box>
          <StatusBadge kind="broadcast" value={b.status} />
        </Box>
      </Stack>
      {sending && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={total ? (done / total) * 100 : 0} aria-label={`Sending ${b.name}`} />
          <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
            {formatCount(done)} of {formatCount(total)} sent{stalled ? ' · paused' : '...'}
            {b.last_error ? ` · ${b.last_error}` : ''}
          </Typography>
          {stalled && <ResumeButton id={b.id} />}
        </Box>
      )}
    </ListItem>
  );
}

function ResumeButton({ id }: { id: string }) {
  const send = useSendBroadcast();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const resume = async () => {
    setBusy(true);
    try {
      const { sent } = await send(id);
      toast({ title: 'Broadcast sent', message: `Broadcast sent to ${formatCount(sent)} subscribers`, severity: 'success' });
    } catch (err) {
      toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" sx={{ mt: 1 }} disabled={busy} onClick={resume}>
      {busy ? 'Resuming...' : 'Resume sending'}
    </Button>
  );
}

interface DraftRow {
  id: string;
  name: string;
  subject: string;
  updated_at?: Timestamp | null;
  created_at?: Timestamp | null;
}

/** The admin's own drafts, last saved first: each opens again in the compose form, or is discarded. */
function Drafts() {
  const { data: user } = useUser();
  if (!user) return null;
  return <DraftList uid={user.uid} />;
}

function DraftList({ uid }: { uid: string }) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(draftsQuery(db, uid), { idField: 'id' });
  const saved = (d: DraftRow) => (d.updated_at ?? d.created_at)?.toMillis() ?? Number.MAX_SAFE_INTEGER; // Saved this instant: the server's time is on its way.
  const rows = ((data ?? []) as DraftRow[]).slice().sort((a, b) => saved(b) - saved(a));
  if (status === 'loading' || rows.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="drafts-title" variant="h6" component="h2">
          Drafts
        </Typography>
        <List aria-labelledby="drafts-title">
          {rows.map((d) => (
            <DraftItem key={d.id} draft={d} />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function DraftItem({ draft: d }: { draft: DraftRow }) {
  const db = useFirestore();
  const title = d.name.trim() || d.subject.trim() || 'Untitled draft';
  return (
    <BroadcastListItem
      name={title}
      subject={d.subject}
      detail={`Saved ${formatAdminDate(d.updated_at ?? d.created_at)}`}
      action={{
        label: 'Discard',
        busyLabel: 'Discarding...',
        ariaLabel: `Discard draft ${title}`,
        run: () => discardDraft(db, d.id),
        done: { title: 'Discarded', message: `"${title}" was discarded` },
      }}
    >
      <Button size="small" variant="outlined" component={RouterLink} to={draftPath(d.id)} aria-label={`Open draft ${title}`}>
        Open
      </Button>
    </BroadcastListItem>
  );
}
