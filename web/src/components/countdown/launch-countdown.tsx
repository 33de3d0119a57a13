import { AnchorIcon } from '@/components/icons/anchor-icon';
import Box from '@mui/material/Box';
import { dayStart, firstSailingMoment, longDay, phaseOnDay, shortDay, type LaunchDates } from '@shared/launch/launch-phase';
import { useLaunch } from '@/hooks/use-launch';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { attachCountdown, countdownUnits, spokenCountdown } from './countdown';

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

/** The hero's two lines once the boat has sailed: in season, or between seasons (with next season's start once set). */
function sailedWords(dates: LaunchDates, day: string): [string, string] {
  const spots = 'Founding spots are still open while they last.';
  const sailed = `We first sailed on ${longDay(dates.first_sailing)}.`;
  if (phaseOnDay(dates, day) === 'in-season')
    return [sailed, `The Floaters are officially on the water through ${shortDay(dates.season_end)}. ${spots}`];
  if (dates.season_start > day)
    return [`Back on the water ${longDay(dates.season_start)}.`, `${sailed.slice(0, -1)}, and the boat is wintering in the harbor. ${spots}`];
  return ['The boat is wintering in the harbor.', `${sailed} Next season's dates go to the crew first. ${spots}`];
}

/**
 * Days, hours and minutes to the first sailing (the owner's date, /admin/launch/settings), then the season's words.
 * Before it both are in the markup and the `countdown` island (./countdown.ts) picks one by the visitor's clock.
 * One height in every state, so nothing below shifts.
 */
export function LaunchCountdown() {
  const { dates, day, phase } = useLaunch();
  const target = firstSailingMoment(dates);
  const counting = phase === 'before-first-sailing';
  // Painted for the start of the page's day: the same numbers wherever this day's page is rendered; the island corrects them.
  const shown = counting ? (countdownUnits(target, dayStart(day)) ?? countdownUnits(target, new Date(target.getTime() - 1))!) : null;
  const [title, line] = sailedWords(dates, counting ? dates.first_sailing : day);
  return (
    <Box
      ref={countdownRef}
      {...{ [ISLAND_ATTRIBUTE]: 'countdown' }}
      data-testid="countdown"
      data-state={counting ? 'counting' : 'launched'}
      data-until={target.toISOString()}
      sx={{ minHeight: 104, display: 'flex', flexDirection: 'column', justifyContent: 'center', '& [hidden]': { display: 'none' } }}
    >
      <div data-when="launched" hidden={counting}>
        <Box component="p" sx={{ m: 0, fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 800, color: 'warning.light' }}>
          <AnchorIcon aria-hidden="true" sx={{ fontSize: '1em', verticalAlign: '-0.12em', mr: '0.3em' }} />
          {title}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '1.1rem', color: 'rgba(255,255,255,0.9)' }}>
          {line}
        </Box>
      </div>
      {shown && (
        <div data-when="counting">
          <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 700, color: 'rgba(255,255,255,0.9)' }}>
            Launching {longDay(dates.first_sailing)}
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
      )}
    </Box>
  );
}
