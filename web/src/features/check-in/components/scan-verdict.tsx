import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatClevelandTime } from '@shared/cleveland-time';
import { SHADES } from '@shared/brand';
import type { ScanVerdict as Verdict } from '../hooks/use-check-in';

const REASONS = {
  already: 'Already checked in',
  'other-sailing': 'Ticket for another sailing',
  void: 'Void ticket (refunded)',
  unknown: 'Unknown code',
} as const;

/** The last scan's answer, big enough to read at arm's length in the sun: green to board, red with the reason. */
export function ScanVerdict({ verdict }: { verdict: Verdict | null }) {
  if (!verdict)
    return (
      <Box role="status" sx={{ p: 3, borderRadius: 3, bgcolor: SHADES.frost, textAlign: 'center' }}>
        <Typography sx={{ fontSize: '1.25rem', color: SHADES.slate }}>Scan a ticket, or type its code below.</Typography>
      </Box>
    );
  const good = verdict.outcome === 'checked-in';
  return (
    <Box
      key={verdict.serial}
      role="status"
      data-outcome={verdict.outcome}
      sx={{
        p: 3,
        borderRadius: 3,
        textAlign: 'center',
        color: SHADES.white,
        bgcolor: good ? SHADES.success : SHADES.danger,
        '@keyframes verdict-in': { from: { transform: 'scale(0.96)', opacity: 0.6 }, to: { transform: 'none', opacity: 1 } },
        animation: 'verdict-in 160ms ease-out',
      }}
    >
      <Typography component="p" sx={{ fontSize: 'clamp(2rem, 9vw, 3rem)', fontWeight: 800, lineHeight: 1.1 }}>
        {good ? 'Checked in' : REASONS[verdict.outcome as keyof typeof REASONS]}
      </Typography>
      {verdict.founder && verdict.outcome !== 'other-sailing' && (
        <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, color: SHADES.white, mt: 0.5 }}>
          ★ Founder
        </Typography>
      )}
      {verdict.holderName && <Typography sx={{ fontSize: '1.35rem', mt: 1 }}>{verdict.holderName}</Typography>}
      {verdict.outcome === 'already' && verdict.checkedInAt !== null && (
        <Typography sx={{ fontSize: '1.1rem', mt: 0.5 }}>at {formatClevelandTime(verdict.checkedInAt)}</Typography>
      )}
      {verdict.queued && <Typography sx={{ mt: 1 }}>Saved on this phone: it is sent once you are back online.</Typography>}
    </Box>
  );
}
