import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { useDocumentFigures } from '@/hooks/use-figures';
import { formatCount } from '@/lib/admin-format';
import { SHADES } from '@shared/brand';
import { changeAgainst, DOCUMENT_FIGURES, inTheLast, type FigureChange } from '@shared/insights/figures';
import type { HeadlineFigure, PeriodDays } from '../utils/insights-report';

/** Up is good news and down bad for every headline figure; both colours read at 4.5:1 and more on white. */
const CHANGE_COLOR: Record<FigureChange['direction'], string> = {
  up: SHADES.success,
  down: SHADES.danger,
  same: SHADES.slate,
  new: SHADES.success,
  none: SHADES.slate,
};
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
        {figures.map((f, i) => (
          // Two a row on a phone, the fifth the row's width; five a row on a desktop.
          <Grid key={f.label} size={{ xs: i === figures.length - 1 ? 12 : 6, sm: 4, lg: 'grow' }}>
            <HeadlineCard figure={f} before={before} />
          </Grid>
        ))}
      </Grid>
      <SignUpsLine days={days} signUps={figures.find((f) => f.also)} />
    </Box>
  );
}

function HeadlineCard({ figure: f, before }: { figure: HeadlineFigure; before: string | null }) {
  const change = f.previous === null ? null : changeAgainst(f.value, f.previous);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} title={f.definition}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {f.label}
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.2 }}>
          {formatCount(f.value)}
        </Typography>
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
 * Sign-ups are the site's form (launch news and the waitlist); the dashboards'
 * growth counts every new subscriber, buyers too. The line puts the two side by
 * side, the second counted as the dashboards count it, so they never seem to disagree.
 */
function SignUpsLine({ days, signUps }: { days: PeriodDays; signUps: HeadlineFigure | undefined }) {
  const specs = useMemo(() => ({ added: ['newSubscribers', days] as const }), [days]);
  const { counts, loading } = useDocumentFigures(specs);
  if (!signUps || loading) return null;
  const period = days === null ? 'in all' : inTheLast(days);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="sign-ups-line">
      {signUps.label} count the site&apos;s sign-up form; {DOCUMENT_FIGURES.newSubscribers.label.toLowerCase()} {period}, buyers included,
      are {formatCount(counts.added)}, as the dashboards count them.
    </Typography>
  );
}
