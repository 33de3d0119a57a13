import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { SocialLinks } from '@/components/social/social-links';
import { MEMBERSHIP, SITE } from '@/config/site';
import { BUILD_TIME } from '@/hooks/use-now';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { BrandMark } from './brand-mark';
import { attachCurrentYear } from './current-year';
import { renderWhenNear } from './render-when-near';
import { BRAND, SHADES } from '@shared/brand';
import { CONTACT_PATH, PUBLIC_ROUTES } from '@shared/paths';
import { loadedFromServer } from '@shared/html/painted-pages';

// 44 px high: a thumb's target on a phone, however short the words.
const FooterLink = styled(RouterLink)({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: SHADES.white,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255,255,255,0.4)',
  textUnderlineOffset: 4,
  '&:hover': { color: BRAND.gold, textDecorationColor: BRAND.gold },
  '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 2 },
});

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { to: PUBLIC_ROUTES.why, label: 'The Floaters Brief' },
      { to: PUBLIC_ROUTES.quiz, label: 'How Cleveland Are You?' },
      { to: PUBLIC_ROUTES.wallOfFame, label: 'Wall of Fame' },
      { to: PUBLIC_ROUTES.newsletter, label: 'Newsletter' },
      { to: PUBLIC_ROUTES.faq, label: 'FAQ' },
    ],
  },
  {
    title: 'Work with us',
    links: [
      { to: PUBLIC_ROUTES.affiliate, label: 'Affiliate Program' },
      { to: PUBLIC_ROUTES.booking, label: 'Event Planners' },
      { to: PUBLIC_ROUTES.careers, label: "We're Hiring" },
      { to: CONTACT_PATH, label: 'Contact the Crew' },
    ],
  },
] as const;

const yearRef = islandRef(attachCurrentYear);

export function SiteFooter() {
  return (
    <Box component="footer" id="site-footer" sx={{ bgcolor: 'primary.main', color: SHADES.white, pt: 6, pb: 4, ...renderWhenNear(1000) }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <div>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 800, fontSize: '1.3rem' }}>
              <BrandMark size={40} />
              {SITE.name}
            </Box>
            <Box component="p" sx={{ mt: 1.5, mb: 2.5, maxWidth: 420, color: 'rgba(255,255,255,0.85)' }}>
              Comedy, music and a whole lot of 216 pride, floating on {SITE.lake}. Est. {SITE.established}, on the water from{' '}
              {SITE.launchYear}.
            </Box>
            <SocialLinks size="footer" label="Follow Cleveland Floaters" />
          </div>
          {COLUMNS.map((col) => (
            <Box component="nav" key={col.title} aria-label={col.title}>
              <Box
                component="h2"
                sx={{ fontSize: '1rem', textTransform: 'uppercase', letterSpacing: '0.1em', color: BRAND.gold, mt: 0, mb: 1 }}
              >
                {col.title}
              </Box>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {col.links.map((l) => (
                  <li key={l.to}>
                    <FooterLink to={l.to} reloadDocument={loadedFromServer(l.to)}>
                      {l.label}
                    </FooterLink>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.2)', mt: 5, pt: 3, fontSize: '0.85rem', color: 'rgba(255,255,255,0.8)' }}>
          <Box component="p" sx={{ mt: 0 }}>
            {SITE.name} is an independent entertainment venture. Event dates, lineups, departure points and on-water activities depend on
            weather, vessel availability and U.S. Coast Guard rules, and may change. The Founding Floater membership is a one-time $
            {MEMBERSHIP.priceUsd} supporter pass with perks; it is not a ticket for a specific sailing, a security or an investment. We are
            not affiliated with the City of Cleveland or any professional sports team. Please float responsibly: life jackets on deck,
            rideshare home.
          </Box>
          <Box component="p" sx={{ mb: 0 }}>
            ©{' '}
            <span ref={yearRef} {...{ [ISLAND_ATTRIBUTE]: 'current-year' }}>
              {BUILD_TIME.getFullYear()}
            </span>{' '}
            {SITE.name}. Made with love in the 216.
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
