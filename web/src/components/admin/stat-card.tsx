import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { formatCount } from '@/lib/admin-format';

export interface StatCardProps {
  title: string;
  value: number;
  loading: boolean;
  /** The figure's period, named beside it ("all time", "last 30 days": periodName), so two screens never seem to disagree. */
  period: string;
  detail?: ReactNode;
  link?: { to: string; label: string };
}

export function StatCard({ title, value, loading, period, detail, link }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        {/* The period is known before the figure, and the skeleton is the figure's line: nothing moves when it arrives. */}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} aria-busy={loading} data-testid="stat-value">
            {loading ? (
              <>
                <Skeleton width={80} role="presentation" />
                <Box component="span" sx={visuallyHidden}>
                  Loading
                </Box>
              </>
            ) : (
              formatCount(value)
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="stat-period">
            {period}
          </Typography>
        </Box>
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

export type StatCardContent = Omit<StatCardProps, 'loading'>;

/** A row of figures: four on a desktop, two on a tablet, one on a phone. */
export function StatCardRow({ cards, loading }: { cards: StatCardContent[]; loading: boolean }) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((c) => (
        <Grid key={c.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard {...c} loading={loading} />
        </Grid>
      ))}
    </Grid>
  );
}
