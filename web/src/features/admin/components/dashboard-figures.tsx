import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { formatCount } from '@/lib/admin-format';
import { FoundingSpotsCardsView } from '@/components/admin/founding-spots-cards';
import { StatCardRow } from '@/components/admin/stat-card';
import type { SubscriberCounts } from '@/components/admin/subscriber-stat-cards';
import { formatClevelandTime } from '@shared/cleveland-time';
import { DOCUMENT_FIGURES, periodName } from '@shared/insights/figures';
import type { FoundingSpots } from '@shared/membership/founding-spots';

/**
 * The dashboard's heading and first figures, with no Firebase in this module: the live dashboard and the one shown from
 * this device's cache before the SDK has loaded (dashboard-from-cache.tsx) draw them alike, so nothing moves between.
 */
export const DASHBOARD_TITLE = 'Admin Dashboard';

export interface DashboardFiguresData {
  counts: SubscriberCounts;
  spots: FoundingSpots | null;
}

export function DashboardActions() {
  return (
    <>
      <Button component={RouterLink} to={ADMIN_PATHS.email} variant="contained">
        Email Dashboard
      </Button>
      <Button component={RouterLink} to={ADMIN_PATHS.subscribers} variant="outlined">
        Manage Subscribers
      </Button>
    </>
  );
}

const statCards = (counts: SubscriberCounts) => [
  {
    title: DOCUMENT_FIGURES.allSubscribers.label,
    value: counts.totalSubscribers,
    period: periodName(null),
    detail: `${formatCount(counts.activeSubscribers)} active · +${formatCount(counts.weeklyGrowth)} this week`,
  },
  {
    title: DOCUMENT_FIGURES.foundingMembers.label,
    value: counts.totalCertificates,
    period: periodName(null),
    detail: `Certificates issued · +${formatCount(counts.certificatesThisWeek)} this week`,
  },
  { title: '30-Day Growth', value: counts.monthlyGrowth, period: periodName(30), detail: DOCUMENT_FIGURES.newSubscribers.label },
  {
    title: 'Email Campaigns',
    value: counts.totalBroadcasts,
    period: periodName(null),
    detail: DOCUMENT_FIGURES.broadcastsSent.definition,
    link: { to: ADMIN_PATHS.broadcast, label: 'Send New' },
  },
];

/** `cachedAt`: the figures are this device's copy from then, shown while the live ones are counted. */
export function DashboardFigures({ figures, loading, cachedAt }: { figures: DashboardFiguresData; loading: boolean; cachedAt?: number }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1, minHeight: '1.5em' }} data-testid="figures-as-of">
        {cachedAt !== undefined && `Figures from your last visit, ${formatClevelandTime(cachedAt)}; counting again…`}
      </Typography>
      <FoundingSpotsCardsView spots={figures.spots} settingsLink={{ to: ADMIN_PATHS.membershipSettings, label: 'Change the cap' }} />
      <StatCardRow cards={statCards(figures.counts)} loading={loading} />
    </>
  );
}
