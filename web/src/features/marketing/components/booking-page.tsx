import { BusinessIcon } from '@/components/icons/business-icon';
import { CampaignIcon } from '@/components/icons/campaign-icon';
import { WineBarIcon } from '@/components/icons/wine-bar-icon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionAnchor, ActionLink } from '@/components/actions/action-link';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { PICTURES } from '@/config/pictures';
import { FeatureGrid } from './feature-grid';
import { SellSheetCover } from './sell-sheet-cover';
import { BRAND } from '@shared/brand';
import { CONTACT_PATH } from '@shared/paths';
import { useLaunch, type Launch } from '@/hooks/use-launch';
import { longDay, nextSeasonSet, shortDay } from '@shared/launch/launch-phase';
import { SELL_SHEET_PATH, sheetFileName, sheetSeason, sheetTitle } from '@shared/launch/sell-sheet';

const OCCASIONS = [
  {
    Icon: BusinessIcon,
    title: 'Company nights out',
    text: 'Swap the conference-room happy hour for a sunset show on the lake. Reserved deck space, drink tickets and a shout-out from the stage.',
  },
  {
    Icon: WineBarIcon,
    title: 'Private charters',
    text: 'Birthdays, reunions, rehearsal dinners, retirements: the whole boat for up to 120 guests, with a lineup built around your night.',
  },
  {
    Icon: CampaignIcon,
    title: 'Sponsorships',
    text: 'Put your brand on the night Cleveland talks about, with signage, an on-stage moment and social posts to our community.',
  },
];

/** Where the season stands for a planner, from the owner's dates, as the sheet beside it names the season. */
function seasonLine({ dates, day, phase }: Launch): string {
  const span = `${shortDay(dates.season_start)} to ${longDay(dates.season_end)}`;
  if (phase === 'before-first-sailing') return `The season runs ${span}, starting with the first sailing on ${longDay(dates.first_sailing)}.`;
  if (phase === 'in-season') return `We’re sailing now, through ${longDay(dates.season_end)}. Summer nights book first, so don’t wait on the committee.`;
  if (nextSeasonSet(dates, day)) return `Next season runs ${span}, and its dates are booking now.`;
  return `This season is in the books. Next season’s dates are booking by request: write to us and we’ll pencil you in first.`;
}

export default function BookingPage() {
  const launch = useLaunch();
  const season = sheetSeason(launch.dates, launch.day);
  const download = { href: SELL_SHEET_PATH, download: sheetFileName(season) };
  return (
    <>
      <PageMeta
        title={`Event Planners: ${season.year} Sell Sheet`}
        description={`Private charters, company nights and sponsorships on Lake Erie. Download the Cleveland Floaters ${season.year} event planner sell sheet (PDF).`}
      />
      <PageHero kicker="Event planners" title="Book Cleveland's Floating Party" picture={PICTURES.bookingHero}>
        <p>
          Comedy, live music and a DJ under the skyline for your team, your clients or your celebration. Everything you need is in the sell
          sheet.
        </p>
      </PageHero>
      <PageSection labelledBy="sheet-title">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'center' }}>
          <Box
            component="a"
            {...download}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 420,
              mx: 'auto',
              borderRadius: 3,
              overflow: 'hidden',
              color: 'primary.main',
              textDecoration: 'none',
              boxShadow: '0 16px 40px rgba(11,37,69,0.25)',
              transition: 'transform 150ms ease',
              '&:hover': { transform: 'translateY(-3px)' },
              '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 4 },
            }}
          >
            <SellSheetCover season={season} label={`Download the ${season.year} event planner sell sheet (PDF) from its cover`} />
          </Box>
          <div>
            <Typography id="sheet-title" variant="h2">
              The {sheetTitle(season)}
            </Typography>
            <Box component="p" sx={{ fontSize: '1.15rem' }}>
              Two pages with everything your committee will ask: packages and starting prices, capacity, what&rsquo;s included, how booking
              works and the {season.year} season. Print it, forward it, put it in the deck for Monday&rsquo;s meeting.
            </Box>
            <Box component="p" data-testid="season-line" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
              {seasonLine(launch)}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
              <ActionAnchor {...download} tone="sunset">
                Download the Sell Sheet (PDF)
              </ActionAnchor>
              <ActionLink to={CONTACT_PATH} tone="outline">
                Ask the crew a question
              </ActionLink>
            </Box>
          </div>
        </Box>
      </PageSection>
      <PageSection tone="cream" labelledBy="occasions-title" title="Made for" titleGap={4}>
        <FeatureGrid items={OCCASIONS} />
      </PageSection>
    </>
  );
}
