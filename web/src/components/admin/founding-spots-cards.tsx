import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { periodName, SPOTS_TAKEN_FIGURE } from '@shared/insights/figures';
import { oversoldBy, type FoundingSpots } from '@shared/membership/founding-spots';
import { formatCount } from '@/lib/admin-format';
import { useFoundingSpots } from '@/hooks/use-founding-spots';
import { StatCard } from './stat-card';

/**
 * Founding spots taken and left, as visitors see them (/api/spots), and how
 * far sales went past the cap: a sale after it (Gumroad's quantity limit not
 * set, or two buyers at once for the last spot) is honoured, so the owner
 * decides what to do about it.
 */
export function FoundingSpotsCards({ settingsLink }: { settingsLink?: { to: string; label: string } }) {
  return <FoundingSpotsCardsView spots={useFoundingSpots()} settingsLink={settingsLink} />;
}

/** The same cards for `spots` as given (null: still loading). */
export function FoundingSpotsCardsView({
  spots,
  settingsLink,
}: {
  spots: FoundingSpots | null;
  settingsLink?: { to: string; label: string };
}) {
  const oversold = spots ? oversoldBy(spots) : 0;
  return (
    <>
      {oversold > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="founding-spots-oversold">
          Oversold by {formatCount(oversold)}: {formatCount(spots!.taken)} founding sales for {formatCount(spots!.cap)} spots. Every buyer
          has their certificate; raise the cap to match, or refund the buyers past it.
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            title="Founding Spots Left"
            value={spots?.left ?? 0}
            loading={!spots}
            period="now"
            detail={spots ? `of ${formatCount(spots.cap)}${spots.left === 0 ? ': sold out, the site offers the waitlist' : ''}` : undefined}
            link={settingsLink}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            title={SPOTS_TAKEN_FIGURE.label}
            value={spots?.taken ?? 0}
            loading={!spots}
            period={periodName(null)}
            detail={oversold > 0 ? `Oversold by ${formatCount(oversold)}` : SPOTS_TAKEN_FIGURE.definition}
          />
        </Grid>
      </Grid>
    </>
  );
}
