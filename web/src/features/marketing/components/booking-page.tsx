import { BusinessIcon } from '@/components/icons/business-icon';
import { CampaignIcon } from '@/components/icons/campaign-icon';
import { WineBarIcon } from '@/components/icons/wine-bar-icon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionAnchor, ActionLink } from '@/components/actions/action-link';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { SitePicture } from '@/components/media/site-picture';
import { PageMeta } from '@/components/seo/page-meta';
import { PICTURES } from '@/config/pictures';
import { FILES } from '@/config/site';
import { FeatureGrid } from './feature-grid';
import { BRAND } from '@shared/brand';
import { CONTACT_PATH } from '@shared/paths';
import { useLaunch, type Launch } from '@/hooks/use-launch';
import { longDay, nextSeasonSet, shortDay } from '@shared/launch/launch-phase';

const DOWNLOAD_NAME = 'Cleveland-Floaters-2026-Event-Planner-Sell-Sheet.pdf';

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

/** Where the season stands for a planner, from the owner's dates: the PDF is the 2026 sheet, this line is today's. */
function seasonLine({ dates, day, phase }: Launch): string {
  const span = `${shortDay(dates.season_start)} to ${longDay(dates.season_end)}`;
  if (phase === 'before-first-sailing') return `The season runs ${span}, starting with the first sailing on ${longDay(dates.first_sailing)}.`;
  if (phase === 'in-season') return `We’re sailing now, through ${longDay(dates.season_end)}. Summer nights book first, so don’t wait on the committee.`;
  if (nextSeasonSet(dates, day)) return `Next season runs ${span}, and its dates are booking now.`;
  return `This season is in the books. Next season’s dates are booking by request: write to us and we’ll pencil you in first.`;
}

export default function BookingPage() {
  const launch = useLaunch();
  return (
    <>
      <PageMeta
        title="Event Planners: 2026 Sell Sheet"
        description="Private charters, company nights and sponsorships on Lake Erie. Download the Cleveland Floaters 2026 event planner sell sheet (PDF)."
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
            href={FILES.sellSheet}
            download={DOWNLOAD_NAME}
            aria-label="Download the 2026 event planner sell sheet (PDF) from its cover"
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 420,
              mx: 'auto',
              borderRadius: 3,
              overflow: 'hidden',
              boxShadow: '0 16px 40px rgba(11,37,69,0.25)',
              transition: 'transform 150ms ease',
              '&:hover': { transform: 'translateY(-3px)' },
              '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 4 },
            }}
          >
            <SitePicture picture={PICTURES.bookingSellSheet} />
          </Box>
          <div>
            <Typography id="sheet-title" variant="h2">
              The 2026 Event Planner Sell Sheet
            </Typography>
            <Box component="p" sx={{ fontSize: '1.15rem' }}>
              Two pages with everything your committee will ask: packages and starting prices, capacity, what&rsquo;s included, how booking
              works and the 2026 season dates. Print it, forward it, put it in the deck for Monday&rsquo;s meeting.
            </Box>
            <Box component="p" data-testid="season-line" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
              {seasonLine(launch)}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
              <ActionAnchor href={FILES.sellSheet} download={DOWNLOAD_NAME} tone="sunset">
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
