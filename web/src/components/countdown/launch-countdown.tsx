import Box from '@mui/material/Box';
import { DATES } from '@/config/site';
import { useNow } from '@/hooks/use-now';
import { timeLeft } from '@/lib/time-left';

/** The spec refreshes the countdown once a minute; it shows no seconds. */
export const COUNTDOWN_REFRESH_MS = 60_000;

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

/**
 * Days, hours and minutes to the launch, or, once the moment has passed, a
 * launched banner (never zeros or negative numbers). The box keeps one height
 * in both states so nothing below it shifts.
 */
export function LaunchCountdown() {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const left = timeLeft(DATES.launch, now);
  if (!left) {
    return (
      <Box data-testid="countdown" data-state="launched" sx={{ minHeight: 104, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Box component="p" sx={{ m: 0, fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 800, color: 'warning.light' }}>
          <span aria-hidden="true">⚓ </span>We set sail on {launchDay}.
        </Box>
        <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '1.1rem', color: 'rgba(255,255,255,0.9)' }}>
          The Floaters are officially on the water. Founding spots are still open while they last.
        </Box>
      </Box>
    );
  }
  const units = [
    { value: left.days, label: left.days === 1 ? 'day' : 'days' },
    { value: left.hours, label: left.hours === 1 ? 'hour' : 'hours' },
    { value: left.minutes, label: left.minutes === 1 ? 'minute' : 'minutes' },
  ];
  const spoken = units.map((u) => `${u.value} ${u.label}`).join(', ');
  return (
    <Box data-testid="countdown" data-state="counting" sx={{ minHeight: 104 }}>
      <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 700, color: 'rgba(255,255,255,0.9)' }}>
        Launching {launchDay}
      </Box>
      <Box role="timer" aria-label={`${spoken} to launch`} sx={{ display: 'flex', gap: 1.5 }}>
        {units.map((u) => (
          <Box key={u.label} sx={unitSx} aria-hidden="true">
            <Box sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }}>{u.value}</Box>
            <Box sx={{ fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.08em', mt: 0.5 }}>{u.label}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
