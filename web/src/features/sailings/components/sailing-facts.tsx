import Box from '@mui/material/Box';
import { BRAND, SHADES } from '@shared/brand';
import { phaseLabel, type PublicSailing } from '@shared/sailings/public-sailing';

const PHASE_TONES: Partial<Record<PublicSailing['phase'], { bg: string; color: string }>> = {
  founders_presale: { bg: BRAND.gold, color: BRAND.lakeNavy },
  public_sale: { bg: BRAND.sunsetOrange, color: BRAND.lakeNavy },
  canceled: { bg: SHADES.rust, color: SHADES.white },
  postponed: { bg: SHADES.rust, color: SHADES.white },
};

/** The sailing's phase as a small label: "Founders' presale", "On sale", "Sold out", "Canceled"... */
export function PhaseBadge({ sailing }: { sailing: PublicSailing }) {
  const tone = PHASE_TONES[sailing.phase] ?? { bg: BRAND.cream, color: BRAND.lakeNavy };
  return (
    <Box
      component="span"
      data-phase={sailing.phase}
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontWeight: 800,
        fontSize: '0.9rem',
        bgcolor: tone.bg,
        color: tone.color,
      }}
    >
      {phaseLabel(sailing)}
    </Box>
  );
}

/** Why a canceled or postponed sailing is not sailing, in the owner's words. */
export function InterruptionNote({ sailing }: { sailing: PublicSailing }) {
  if (!sailing.interruption) return null;
  return (
    <Box component="p" role="note" sx={{ m: 0, fontWeight: 700, color: SHADES.rust, overflowWrap: 'anywhere' }}>
      {phaseLabel({ phase: sailing.interruption.kind })}: {sailing.interruption.reason}
    </Box>
  );
}
