import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { membersVersusSpots, SPOTS_TAKEN_FIGURE } from '@shared/insights/figures';
import { oversoldBy } from '@shared/membership/founding-spots';
import { formatCount } from '@/lib/admin-format';
import { useDocumentFigures } from '@/hooks/use-figures';
import { useFoundingSpots } from '@/hooks/use-founding-spots';
import { StatCard } from './stat-card';

const MEMBER_FIGURES = { members: ['foundingMembers', null], madeOnSite: ['certificatesMadeOnSite', null] } as const;

/**
 * Founding spots taken and left, as visitors see them (/api/spots), and how
 * far sales went past the cap: a sale after it (Gumroad's quantity limit not
 * set, or two buyers at once for the last spot) is honoured, so the owner
 * decides what to do about it.
 */
export function FoundingSpotsCards({ settingsLink }: { settingsLink?: { to: string; label: string } }) {
  const spots = useFoundingSpots();
  const members = useDocumentFigures(MEMBER_FIGURES);
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
            detail={spots ? `of ${formatCount(spots.cap)}${spots.left === 0 ? ': sold out, the site offers the waitlist' : ''}` : undefined}
            link={settingsLink}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            title={SPOTS_TAKEN_FIGURE.label}
            value={spots?.taken ?? 0}
            loading={!spots}
            detail={oversold > 0 ? `Oversold by ${formatCount(oversold)}` : SPOTS_TAKEN_FIGURE.definition}
          />
        </Grid>
      </Grid>
      {/* Founding Members (certificates) beside spots taken (sales) differ on purpose; the line says by how much and why. */}
      {spots && !members.loading && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 3 }} data-testid="members-versus-spots">
          {membersVersusSpots({ members: members.counts.members, madeOnSite: members.counts.madeOnSite, spotsTaken: spots.taken })}
        </Typography>
      )}
    </>
  );
}
