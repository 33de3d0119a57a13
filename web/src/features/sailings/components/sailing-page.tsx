import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ActionAnchor } from '@/components/actions/action-link';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote, UntilSoldOut } from '@/components/checkout/founding-spots';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { PICTURES } from '@/config/pictures';
import { SITE } from '@/config/site';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { usePageData } from '@/lib/page-data';
import { BRAND, SHADES } from '@shared/brand';
import { formatClevelandTime } from '@shared/cleveland-time';
import { scriptSafeJson } from '@shared/html/json-script';
import { PUBLIC_ROUTES, sailingCalendarPath, sailingImagePath, sailingPath } from '@shared/paths';
import {
  minimumAgeText,
  phaseLabel,
  sailingDay,
  sailingEventJsonLd,
  sailingHours,
  sailingPrice,
  sailingShareText,
  seatsLeftText,
  type PublicSailing,
} from '@shared/sailings/public-sailing';
import { FOUNDER_BUY_ISLAND, FounderBuy } from './founder-buy';
import { InterruptionNote, PhaseBadge } from './sailing-facts';
import { WaitlistForm } from './waitlist-form';

/**
 * One sailing's page: when, where, the lineup, the price and seats left, its policies, and who may buy now. Served by
 * the `pages` function (404 unless published); a page of islands whose one island is the founder's buy button of the
 * presale (founder-buy.tsx). The checkout is in the HTML only in the public sale.
 */
export default function SailingPage() {
  const sailing = usePageData().sailing;
  if (!sailing) return null;
  const share = sailingShareText(sailing);
  const pageUrl = `${SITE.origin}${sailingPath(sailing.slug)}`;
  return (
    <>
      <PageMeta title={share.title} description={share.description} image={sailingImagePath(sailing.slug)} />
      {/* Search engines' Event data. Every <, > and & is a JSON escape, so nothing the owner typed can end the element. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: scriptSafeJson(sailingEventJsonLd(sailing, pageUrl, `${SITE.origin}${sailingImagePath(sailing.slug)}`)),
        }}
      />
      <PageHero kicker={phaseLabel(sailing)} title={sailing.title} picture={PICTURES.sailingHero}>
        <p>
          <strong>{sailingDay(sailing)}</strong>
          <br />
          {sailingHours(sailing)}
        </p>
      </PageHero>
      <PageSection labelledBy="tickets-title" title="Tickets" width="prose" titleGap={2}>
        <Box sx={{ display: 'grid', gap: 2, fontSize: '1.1rem' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <PhaseBadge sailing={sailing} />
            {sailing.phase !== 'sailed' && !sailing.interruption && (
              <Box component="span" sx={{ fontWeight: 800 }}>
                {sailingPrice(sailing)} a seat · {seatsLeftText(sailing)}
              </Box>
            )}
          </Box>
          <InterruptionNote sailing={sailing} />
          <WhoMayBuy sailing={sailing} />
          {sailing.phase !== 'sailed' && (
            <Box component="p" sx={{ m: 0 }}>
              <Box component="a" href={sailingCalendarPath(sailing.slug)} download sx={{ color: BRAND.lakeNavy, fontWeight: 700 }}>
                Add to calendar
              </Box>{' '}
              (.ics, for Apple, Google and Outlook calendars)
            </Box>
          )}
        </Box>
      </PageSection>
      <PageSection tone="cream" labelledBy="lineup-title" title="On board" width="prose" titleGap={2}>
        <Box component="p" sx={{ m: 0, fontSize: '1.15rem', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {sailing.lineup}
        </Box>
        <Fact label="Age">{minimumAgeText(sailing)}</Fact>
      </PageSection>
      <PageSection labelledBy="dock-title" title="Where we board" width="prose" titleGap={2}>
        <Box sx={{ display: 'grid', gap: 1.5, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          <Box component="p" sx={{ m: 0 }}>
            <strong>{sailing.dock.name}</strong>
            <br />
            {sailing.dock.address}
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            <Box
              component="a"
              href={sailing.dock.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ color: BRAND.lakeNavy, fontWeight: 700 }}
            >
              Open the map
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (opens in a new tab)
              </Box>
            </Box>
          </Box>
          {sailing.dock.parkingNotes && <Fact label="Parking">{sailing.dock.parkingNotes}</Fact>}
        </Box>
      </PageSection>
      <PageSection tone="cream" labelledBy="policies-title" title="Weather and refunds" width="prose" titleGap={2}>
        <Fact label="Weather">{sailing.weatherPolicy}</Fact>
        <Fact label="Refunds">{sailing.refundPolicy}</Fact>
      </PageSection>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="p" sx={{ mt: 2, mb: 0, fontSize: '1.05rem', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {children}
    </Box>
  );
}

/** Who may buy a seat now, and how: founders in the presale (the island), anyone in the public sale, no one else. */
function WhoMayBuy({ sailing }: { sailing: PublicSailing }) {
  const publicSale = formatClevelandTime(sailing.publicSaleOpensAt);
  switch (sailing.phase) {
    case 'announced':
      return (
        <>
          <Line>
            Founding Floaters buy first, from {formatClevelandTime(sailing.presaleOpensAt)}. The public sale opens {publicSale}.
          </Line>
          <BecomeAFounder />
        </>
      );
    case 'founders_presale':
      return (
        <>
          <Line testId="public-sale-opens">
            Founding Floaters are buying now, up to {sailing.founderSeatLimit} seats each. The public sale opens {publicSale}.
          </Line>
          <div {...{ [ISLAND_ATTRIBUTE]: FOUNDER_BUY_ISLAND }}>
            <FounderBuy sailing={sailing} />
          </div>
          <BecomeAFounder />
        </>
      );
    case 'public_sale':
      return sailing.checkoutUrl ? (
        <div>
          <ActionAnchor href={sailing.checkoutUrl} target="_blank" rel="noopener" data-testid="buy-seats">
            Buy seats · {sailingPrice(sailing)}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (opens checkout in a new tab)
            </Box>
          </ActionAnchor>
        </div>
      ) : null;
    case 'sold_out':
      return (
        <>
          <Line>Sold out: every seat is taken.</Line>
          <WaitlistForm slug={sailing.slug} idPrefix="waitlist" />
        </>
      );
    case 'sailed':
      return <Line>This sailing has sailed. See what is coming up on the sailings page.</Line>;
    default:
      return null;
  }
}

/** The presale's other door: the $5 membership, while founding spots last. */
function BecomeAFounder() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start', mt: 1, p: 2.5, borderRadius: 3, bgcolor: BRAND.cream }}>
      <Typography component="h3" variant="h6" sx={{ m: 0, color: BRAND.lakeNavy }}>
        Not a Founding Floater yet?
      </Typography>
      <Box component="p" sx={{ m: 0 }}>
        Founders buy every sailing before the public. <a href={PUBLIC_ROUTES.join}>What membership gets you</a>.
      </Box>
      <UntilSoldOut>
        <CheckoutLink>Become a Founding Floater</CheckoutLink>
      </UntilSoldOut>
      <FoundingSpotsNote sx={{ color: SHADES.rust }} />
    </Box>
  );
}

function Line({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box component="p" data-testid={testId} sx={{ m: 0 }}>
      {children}
    </Box>
  );
}
