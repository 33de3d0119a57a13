import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { useDocumentFigures } from '@/hooks/use-figures';
import { formatCount } from '@/lib/admin-format';
import { SHADES } from '@shared/brand';
import { changeAgainst, DOCUMENT_FIGURES, periodName, type FigureChange } from '@shared/insights/figures';
import type { HeadlineFigure, PeriodDays } from '../utils/insights-report';

/** Up is good news and down bad for every headline figure; both colours read at 4.5:1 and more on white. */
const CHANGE_COLOR: Record<FigureChange['direction'], string> = {
  up: SHADES.success,
  down: SHADES.danger,
  same: SHADES.slate,
  new: SHADES.success,
  none: SHADES.slate,
};
const CARD_CONTENT_SX = { p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } };
const FIGURE_SX = { fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.2 };

const ARROW: Partial<Record<FigureChange['direction'], string>> = { up: '↑', down: '↓' };

/**
 * The period's headline, as Plausible shows it: each figure large, and its
 * change against the period of the same length before ("+12%" up, "-8%" down,
 * "new" from nothing, "—" when both are nothing). All time has nothing before.
 */
export function HeadlineCards({ figures, days }: { figures: HeadlineFigure[]; days: PeriodDays }) {
  const before = days === null ? null : `the ${days} days before`;
  return (
    <Box component="section" aria-label="Headline figures" sx={{ mb: 3 }}>
      <Grid container spacing={{ xs: 1.5, sm: 2 }}>
        {/* Two a row on a phone, three on a tablet, six on a desktop. */}
        {figures.map((f) => (
          <Grid key={f.label} size={{ xs: 6, sm: 4, lg: 2 }}>
            <HeadlineCard figure={f} days={days} before={before} />
          </Grid>
        ))}
        <Grid size={{ xs: 6, sm: 4, lg: 2 }}>
          <NewSubscribersCard days={days} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** The period under the figure: the dashboards name theirs in the same words, so equal figures read alike. */
function PeriodLine({ days }: { days: PeriodDays }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="headline-period">
      {periodName(days)}
    </Typography>
  );
}

function HeadlineCard({ figure: f, days, before }: { figure: HeadlineFigure; days: PeriodDays; before: string | null }) {
  const change = f.previous === null ? null : changeAgainst(f.value, f.previous);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} title={f.definition}>
      <CardContent sx={CARD_CONTENT_SX}>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {f.label}
        </Typography>
        <Typography component="p" sx={FIGURE_SX}>
          {formatCount(f.value)}
        </Typography>
        <PeriodLine days={days} />
        {change && (
          <Typography variant="body2" sx={{ color: CHANGE_COLOR[change.direction], fontWeight: 700 }} data-change={change.direction}>
            {ARROW[change.direction] && (
              <Box component="span" aria-hidden="true" sx={{ mr: 0.25 }}>
                {ARROW[change.direction]}
              </Box>
            )}
            {change.text}
            <Box component="span" sx={visuallyHidden}>
              {` against ${before}`}
            </Box>
          </Typography>
        )}
        {f.also && (
          <Typography variant="body2" color="text.secondary">
            {formatCount(f.also.value)} {f.also.label}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Everyone added to the list (buyers and confirmed sign-ups), counted as the
 * dashboards count their growth: beside the form's sign-ups, with the same period named.
 */
function NewSubscribersCard({ days }: { days: PeriodDays }) {
  const specs = useMemo(() => ({ added: ['newSubscribers', days] as const }), [days]);
  const { counts, loading } = useDocumentFigures(specs);
  const figure = DOCUMENT_FIGURES.newSubscribers;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} title={figure.definition}>
      <CardContent sx={CARD_CONTENT_SX}>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {figure.label}
        </Typography>
        <Typography component="p" sx={FIGURE_SX} aria-busy={loading}>
          {loading ? <Skeleton width={60} role="presentation" /> : formatCount(counts.added)}
        </Typography>
        <PeriodLine days={days} />
      </CardContent>
    </Card>
  );
}
