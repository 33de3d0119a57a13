import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote } from '@/components/checkout/founding-spots';
import { CheckoutQuestions } from '@/components/checkout/checkout-questions';
import { PageMeta } from '@/components/seo/page-meta';
import { SitePicture } from '@/components/media/site-picture';
import { PICTURES } from '@/config/pictures';
import { MEMBERSHIP, SITE } from '@/config/site';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { usePageData } from '@/lib/page-data';
import { certificatePath } from '@shared/paths';
import { formatShortDate } from '@shared/certificates/dates';
import { wallAvatar, wallShip, wallTagline } from '@shared/certificates/wall-of-fame';
import { phaseOnDay } from '@shared/launch/launch-phase';
import { useLaunch } from '@/hooks/use-launch';
import type { Founder } from '@shared/certificates/founders-feed';
import { BRAND, SHADES } from '@shared/brand';
import { followWall, wallFounders } from '../api/wall-feed';
import { WallDirectory } from './wall-directory';

const twinkle = keyframes`
  0%, 100% { opacity: 0; transform: scale(0.6) rotate(0deg); }
  50% { opacity: 1; transform: scale(1.1) rotate(20deg); }
`;

/**
 * The Wall of Fame. Served by the `pages` function, it is a page of islands: the
 * `wall` island (app/islands/wall.ts) keeps the first ten live, the directory
 * of every founder below it is plain server-painted HTML (./wall-directory.tsx),
 * and the checkout link and spots count below them start at once.
 */
export default function WallOfFamePage() {
  // A search's results are a view of this page, not a page of their own for search engines.
  const searched = !!usePageData().wallDirectory?.search;
  return (
    <>
      <PageMeta
        title="Wall of Fame"
        description={`The first Founding Floaters of ${SITE.name}: the crew who signed on before the first sailing.`}
        noindex={searched}
      />
      <Box sx={{ bgcolor: BRAND.cream, minHeight: '70vh', py: { xs: 6, md: 10 }, px: 2 }}>
        <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
          <Typography variant="h3" component="h1" sx={{ textAlign: 'center', fontWeight: 900, color: BRAND.lakeNavy }}>
            The Founding Floaters Wall of Fame
          </Typography>
          <SitePicture picture={PICTURES.wallHero} priority sx={{ maxWidth: 340, mx: 'auto', mt: 3, borderRadius: 3 }} />
          <div {...{ [ISLAND_ATTRIBUTE]: 'wall' }}>
            <WallOfFame />
          </div>
          <WallDirectory />
          <Box sx={{ textAlign: 'center', mt: 8 }}>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2.5 }}>
              Want your name on the wall? Join the crew for just ${MEMBERSHIP.priceUsd}.
            </Typography>
            <CheckoutLink>Become a Founding Floater →</CheckoutLink>
            <FoundingSpotsNote sx={{ mt: 2, color: SHADES.rust }} />
            <CheckoutQuestions />
          </Box>
        </Box>
      </Box>
    </>
  );
}

// One card a row on a phone, two on a tablet, three on a desktop.
const CARD_COLUMNS = { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' };
// How far a card's sparkles (12 px), shadow and hover lift (10 px) and focus ring (6 px) reach past it; under the grid's 24 px gap.
const CARD_BLEED = 16;

// Before the feed's first answer; and what hydration renders, so it paints the served founders as the server did.
const noAnswerYet = () => null;

/**
 * The first ten founders. A visit lands on HTML the server rendered with them,
 * and the wall's feed (api/wall-feed.ts) keeps them live, so a certificate
 * issued while the page is open still appears.
 */
export function WallOfFame() {
  const served = usePageData().wall ?? null;
  const live = useSyncExternalStore(followWall, wallFounders, noAnswerYet);
  const certificates = live ?? served;

  return certificates === null ? (
    <Box role="status" sx={{ textAlign: 'center', py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 800 }}>
        Loading the Crew...
      </Typography>
      <Typography>Loading certificates...</Typography>
    </Box>
  ) : certificates.length === 0 ? (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>No founding floaters yet. Be the first!</Typography>
      <CheckoutLink>Join Now for ${MEMBERSHIP.priceUsd} →</CheckoutLink>
    </Box>
  ) : (
    <Box
      component="ol"
      aria-label="Founding Floaters"
      sx={{ listStyle: 'none', p: 0, mt: 5, display: 'grid', gap: 3, gridTemplateColumns: CARD_COLUMNS }}
    >
      {certificates.map((c) => (
        <WallCard key={c.id} certificate={c} />
      ))}
    </Box>
  );
}

function WallCard({ certificate: c }: { certificate: Founder }) {
  const sailed = phaseOnDay(useLaunch().dates, c.issue_date_iso.slice(0, 10)) !== 'before-first-sailing';
  return (
    <Box
      component="li"
      data-testid="wall-card"
      // Cards below the first screen skip layout until near the viewport (their emoji are costly on a phone). Paint
      // is clipped to this item, so it reaches CARD_BLEED past the card for sparkles, shadow and focus ring; the
      // intrinsic size is the card's content height.
      sx={{
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 224px',
        p: `${CARD_BLEED}px`,
        m: `-${CARD_BLEED}px`,
      }}
    >
      <Box
        component="a"
        // A certificate is a page of its own, served as HTML: a plain navigation.
        href={certificatePath(c.id)}
        sx={{
          position: 'relative',
          display: 'block',
          height: '100%',
          p: 3,
          borderRadius: '16px',
          bgcolor: SHADES.white,
          color: BRAND.lakeNavy,
          textDecoration: 'none',
          border: `2px solid ${BRAND.lakeNavy}`,
          boxShadow: `6px 6px 0 ${BRAND.erieBlue}`,
          transition: 'transform 150ms ease, box-shadow 150ms ease',
          '&::before, &::after': { content: '"✨"', position: 'absolute', fontSize: '1.4rem', opacity: 0, pointerEvents: 'none' },
          '&::before': { top: -12, right: 16 },
          '&::after': { bottom: -10, left: 14 },
          '&:hover, &:focus-visible': {
            transform: 'translate(-2px, -2px)',
            boxShadow: `8px 8px 0 ${BRAND.sunsetOrange}`,
            '&::before, &::after': { animation: `${twinkle} 1.2s ease-in-out infinite`, opacity: 1 },
          },
          '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 3 },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover::before, &:hover::after': { animation: 'none' } },
        }}
      >
        <Box aria-hidden sx={{ fontSize: '2.2rem', display: 'flex', justifyContent: 'space-between' }}>
          <span>{wallAvatar(c.member_number)}</span>
          <span>{wallShip(c.member_number)}</span>
        </Box>
        <Typography component="h2" sx={{ mt: 1, fontSize: '1.3rem', fontWeight: 800, overflowWrap: 'anywhere' }}>
          {c.full_name}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: SHADES.harbour }}>{formatShortDate(c.issue_date_iso)}</Typography>
        <Typography sx={{ mt: 1 }}>{wallTagline(c.member_number, c.city, sailed)}</Typography>
      </Box>
    </Box>
  );
}
