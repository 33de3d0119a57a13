import { AnchorIcon } from '@/components/icons/anchor-icon';
import Box from '@mui/material/Box';
import { BUILD_TIME } from '@/hooks/use-now';
import { ISLAND_ATTRIBUTE, islandRef } from '@/lib/islands';
import { DATES } from '@/config/site';
import { attachCountdown, countdownUnits, spokenCountdown } from './countdown';

const launchDay = DATES.launch.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const unitSx = {
  minWidth: { xs: 84, sm: 104 },
  px: 1.5,
  py: 1.5,
  borderRadius: 3,
  bgcolor: 'rgba(255,255,255,0.1)',
  border: '1px solid rgba(255,255,255,0.25)',
  textAlign: 'center',
} as const;

const countdownRef = islandRef(attachCountdown);

/**
 * Days, hours and minutes to the launch, or, once the moment has passed, a
 * launched banner (never zeros or negative numbers). Both states are in the
 * markup, drawn at the build's moment; the `countdown` island (./countdown.ts)
 * shows the right one for the visitor's clock. The box keeps one height in
 * both states so nothing below it shifts.
 */
export function LaunchCountdown() {
  const units = countdownUnits(BUILD_TIME);
  const shown = units ?? countdownUnits(new Date(DATES.launch.getTime() - 1))!;
  return (
    <Box
      ref={countdownRef}
      {...{ [ISLAND_ATTRIBUTE]: 'countdown' }}
      data-testid="countdown"
      data-state={units ? 'counting' : 'launched'}
      sx={{ minHeight: 104, display: 'flex', flexDirection: 'column', justifyContent: 'center', '& [hidden]': { display: 'none' } }}
    >
      <div data-when="launched" hidden={!!units}>
        <Box component="p" sx={{ m: 0, fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 800, color: 'warning.light' }}>
          <AnchorIcon aria-hidden="true" sx={{ fontSize: '1em', verticalAlign: '-0.12em', mr: '0.3em' }} />
          We set sail on {launchDay}.
        </Box>
        <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '1.1rem', color: 'rgba(255,255,255,0.9)' }}>
          The Floaters are officially on the water. Founding spots are still open while they last.
        </Box>
      </div>
      <div data-when="counting" hidden={!units}>
        <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 700, color: 'rgba(255,255,255,0.9)' }}>
          Launching {launchDay}
        </Box>
        <Box role="timer" aria-label={spokenCountdown(shown)} sx={{ display: 'flex', gap: 1.5 }}>
          {shown.map((u, i) => (
            <Box key={i} data-unit="" sx={unitSx} aria-hidden="true">
              <Box
                data-value=""
                sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}
              >
                {u.value}
              </Box>
              <Box data-label="" sx={{ fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.08em', mt: 0.5 }}>
                {u.label}
              </Box>
            </Box>
          ))}
        </Box>
      </div>
    </Box>
  );
}
