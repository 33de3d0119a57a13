import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { PICTURES } from '@/config/pictures';
import { SITE } from '@/config/site';
import { usePageData } from '@/lib/page-data';
import { BRAND, SHADES } from '@shared/brand';
import { sailingPath } from '@shared/paths';
import { sailingDay, sailingHours, sailingPrice, seatsLeftText, type PublicSailing } from '@shared/sailings/public-sailing';
import { InterruptionNote, PhaseBadge } from './sailing-facts';
import { WaitlistForm } from './waitlist-form';

/**
 * /sailings: the published sailings still to board, soonest first, and the past ones below. Served by the `pages`
 * function with the sailings as its page data, it is a page of islands with none of its own: each card is a link.
 */
export default function UpcomingSailingsPage() {
  const { upcoming = [], past = [] } = usePageData().sailings ?? {};
  return (
    <>
      <PageMeta
        title="Sailings"
        description={`Every ${SITE.name} sailing on ${SITE.lake}: dates, times, seats left and prices. Founding Floaters buy first.`}
      />
      <PageHero kicker="Get on the boat" title="Sailings" picture={PICTURES.sailingsHero}>
        <p>Comedy, music and the skyline from the water. Founding Floaters get every sailing first, before the public sale opens.</p>
      </PageHero>
      <PageSection labelledBy="upcoming-title" title="Coming up" titleGap={3}>
        {upcoming.length ? (
          <SailingCards sailings={upcoming} />
        ) : (
          <Box component="p" sx={{ fontSize: '1.15rem', m: 0 }}>
            The next sailings are being booked. Founding Floaters hear first.
          </Box>
        )}
      </PageSection>
      {past.length > 0 && (
        <PageSection tone="cream" labelledBy="past-title" title="Already sailed" titleGap={3}>
          <SailingCards sailings={past} />
        </PageSection>
      )}
    </>
  );
}

function SailingCards({ sailings }: { sailings: PublicSailing[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {sailings.map((s) => (
        <Box component="li" key={s.slug} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <SailingCard sailing={s} />
          {/* A form cannot sit inside the card's link: it follows the card. */}
          {s.phase === 'sold_out' && <WaitlistForm slug={s.slug} idPrefix={`waitlist-${s.slug}`} />}
        </Box>
      ))}
    </Box>
  );
}

function SailingCard({ sailing: s }: { sailing: PublicSailing }) {
  const sailed = s.phase === 'sailed';
  return (
    <Box
      component="a"
      href={sailingPath(s.slug)}
      data-testid="sailing-card"
      sx={{
        display: 'grid',
        gap: 1,
        height: '100%',
        boxSizing: 'border-box',
        p: { xs: 2.5, sm: 3 },
        border: `2px solid ${BRAND.lakeNavy}`,
        borderRadius: 3,
        bgcolor: SHADES.white,
        color: 'inherit',
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        '&:hover h3': { textDecoration: 'underline' },
        '&:focus-visible': { outline: `3px solid ${BRAND.erieBlue}`, outlineOffset: 2 },
      }}
    >
      <div>
        <PhaseBadge sailing={s} />
      </div>
      <Typography component="h3" variant="h5" sx={{ m: 0, color: BRAND.lakeNavy, fontWeight: 800 }}>
        {s.title}
      </Typography>
      <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
        {sailingDay(s)}
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        {sailingHours(s)}
      </Box>
      <InterruptionNote sailing={s} />
      {!sailed && !s.interruption && (
        <Box component="p" sx={{ m: 0, fontWeight: 700, color: SHADES.rust }}>
          {sailingPrice(s)} a seat · {seatsLeftText(s)}
        </Box>
      )}
    </Box>
  );
}
