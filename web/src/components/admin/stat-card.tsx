import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriberStats } from '@/hooks/use-subscriber-stats';
import { formatCount } from '@/lib/admin-format';

const SCREEN_READER_ONLY = {
  position: 'absolute',
  // In px: MUI reads a bare 1 as 100%, which stretched this hidden word across the page and widened a phone's screen while counts loaded.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface StatCardProps {
  title: string;
  value: number;
  loading: boolean;
  detail?: ReactNode;
  link?: { to: string; label: string };
}

export function StatCard({ title, value, loading, detail, link }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} aria-busy={loading}>
          {loading ? (
            <>
              <Skeleton width={80} role="presentation" />
              <Box component="span" sx={SCREEN_READER_ONLY}>
                Loading
              </Box>
            </>
          ) : (
            formatCount(value)
          )}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        )}
        {link && (
          <Link component={RouterLink} to={link.to} variant="body2" sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
            {link.label}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

type StatCardContent = Omit<StatCardProps, 'loading'>;
type SubscriberCounts = ReturnType<typeof useSubscriberStats>['counts'];

/** The dashboards' four figures in a row on a desktop, two on a tablet, one on a phone; they are counted together, so they load together. */
export function SubscriberStatCards({ cards }: { cards: (counts: SubscriberCounts) => StatCardContent[] }) {
  const { counts, loading } = useSubscriberStats();
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards(counts).map((c) => (
        <Grid key={c.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard {...c} loading={loading} />
        </Grid>
      ))}
    </Grid>
  );
}
