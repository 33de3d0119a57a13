import { CardMembershipIcon } from '@/components/icons/card-membership-icon';
import { CloudUploadIcon } from '@/components/icons/cloud-upload-icon';
import { InsightsIcon } from '@/components/icons/insights-icon';
import { SendIcon } from '@/components/icons/send-icon';
import { SettingsIcon } from '@/components/icons/settings-icon';
import { StorefrontIcon } from '@/components/icons/storefront-icon';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { Timestamp } from 'firebase/firestore';
import { useEffect, useState, type ReactNode } from 'react';
import { useUser } from 'reactfire';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { mailtoUrl } from '@/lib/mailto';
import { partnerInquirySubject, type PartnerInquiry } from '@shared/contact/partner-inquiry';
import { useRecent } from '@/hooks/use-recent';
import { formatAdminDate } from '@/lib/admin-format';
import { AdminShell } from '@/components/admin/admin-shell';
import { EmailAddress } from '@/components/admin/email-address';
import { LinkCards, type LinkCard } from '@/components/admin/link-cards';
import { RecentTable } from '@/components/admin/recent-table';
import { COLLECTIONS } from '@shared/collections';
import { GoLiveChecklist } from './go-live-checklist';
import { OperationsSettingsCard } from './operations-settings-card';
import { OwnerAlerts } from './owner-alerts';
import { DASHBOARD_TITLE, DashboardActions, DashboardFigures, type DashboardFiguresData } from './dashboard-figures';
import DashboardFromCache from './dashboard-from-cache';
import { cacheDashboard, cachedDashboard } from '@/lib/dashboard-cache';
import { useFoundingSpots } from '@/hooks/use-founding-spots';
import { useSubscriberStats } from '@/hooks/use-subscriber-stats';
import { PUBLIC_ROUTES } from '@shared/paths';

interface SubscriberRow {
  email: string;
  first_name?: string | null;
  created_at?: Timestamp;
}
type PartnerInquiryRow = Pick<PartnerInquiry, 'name' | 'email' | 'organization' | 'topic'> & { created_at?: Timestamp };
interface CertificateRow {
  full_name: string;
  member_number: number;
  created_at?: Timestamp;
}

const ACTIONS: LinkCard[] = [
  { to: ADMIN_PATHS.broadcast, title: 'Send Broadcast', text: 'Write an email to every active subscriber.', icon: <SendIcon /> },
  { to: ADMIN_PATHS.importGumroad, title: 'Import Data', text: 'Bring in buyers from a Gumroad sales export.', icon: <CloudUploadIcon /> },
  { to: ADMIN_PATHS.emailSettings, title: 'Email Settings', text: 'Sender and reply-to.', icon: <SettingsIcon /> },
  {
    to: ADMIN_PATHS.gumroadSettings,
    title: 'Gumroad Settings',
    text: 'The ping URL and the Founding Floater products.',
    icon: <StorefrontIcon />,
  },
  {
    to: ADMIN_PATHS.membershipSettings,
    title: 'Membership Settings',
    text: 'Founding spots, and who may create certificates.',
    icon: <CardMembershipIcon />,
  },
  { to: ADMIN_PATHS.insights, title: 'Insights', text: 'What brings buyers: quiz, shares and affiliates.', icon: <InsightsIcon /> },
];

/** `reports` are other features' panels (the affiliate report), composed by the app so this feature does not import them. */
export default function AdminDashboardPage({ reports }: { reports?: ReactNode }) {
  return (
    <AdminShell title={DASHBOARD_TITLE} actions={<DashboardActions />} waiting={<DashboardFromCache />}>
      <OwnerAlerts />
      <GoLiveChecklist />
      <LiveFigures />
      <DashboardContent />
      {reports}
      <OperationsSettingsCard />
    </AdminShell>
  );
}

/** The figures as counted now; until they are, this device's copy from the last visit, which they then replace. */
function LiveFigures() {
  const { data: user } = useUser();
  const { counts, loading } = useSubscriberStats();
  const spots = useFoundingSpots();
  const [cached] = useState(() => cachedDashboard<DashboardFiguresData>());
  useEffect(() => {
    if (!loading && spots && user) cacheDashboard<DashboardFiguresData>(user.uid, { counts, spots });
  }, [counts, loading, spots, user]);
  if (loading && cached) return <DashboardFigures figures={cached.figures} loading={false} cachedAt={cached.savedAt} />;
  return <DashboardFigures figures={{ counts, spots }} loading={loading} />;
}

function DashboardContent() {
  const subscribers = useRecent<SubscriberRow>(COLLECTIONS.subscribers);
  const certificates = useRecent<CertificateRow>(COLLECTIONS.certificates);
  const inquiries = useRecent<PartnerInquiryRow>(COLLECTIONS.partnerInquiries);
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {[
          {
            title: 'Recent Subscribers',
            columns: ['Email', 'Name', 'Date'],
            loading: subscribers.loading,
            emptyText: 'No subscribers yet',
            action: { to: ADMIN_PATHS.subscribers, label: 'View All' },
            rows: subscribers.rows.map((s) => ({
              id: s.id,
              cells: [<EmailAddress key="email" email={s.email} />, s.first_name || '-', formatAdminDate(s.created_at)],
            })),
          },
          {
            title: 'Recent Certificates',
            columns: ['Member', 'Number', 'Date'],
            loading: certificates.loading,
            emptyText: 'No certificates issued yet',
            action: { to: PUBLIC_ROUTES.createCertificate, label: 'Create New' },
            rows: certificates.rows.map((c) => ({ id: c.id, cells: [c.full_name, `#${c.member_number}`, formatAdminDate(c.created_at)] })),
          },
        ].map((table) => (
          <Grid key={table.title} size={{ xs: 12, md: 6 }}>
            <RecentTable {...table} />
          </Grid>
        ))}
      </Grid>
      <LinkCards cards={ACTIONS} />
      <Box sx={{ my: 3 }}>
        <RecentTable
          title="Partner Messages"
          columns={['From', 'Topic', 'Date']}
          loading={inquiries.loading}
          emptyText="No messages from the partner form yet"
          rows={inquiries.rows.map((m) => ({
            id: m.id,
            cells: [
              <a key="from" href={mailtoUrl(m.email, `Re: ${partnerInquirySubject(m)}`)} title={`Reply to ${m.email}`}>
                {m.organization ? `${m.name} (${m.organization})` : m.name}
              </a>,
              m.topic,
              formatAdminDate(m.created_at),
            ],
          }))}
        />
      </Box>
    </>
  );
}
