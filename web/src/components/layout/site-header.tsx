import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BUY_SHORTCUT_ATTRIBUTE } from '@/components/checkout/buy-bar-behaviour';
import { popoverBelow } from '@/components/actions/popover-below';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { SocialLinks } from '@/components/social/social-links';
import { SITE } from '@/config/site';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { BrandMark } from './brand-mark';
import { MEMBER_LINK_LABELS, MEMBER_LINKS } from './member-links';
import { SITE_HEADER_ISLAND, attachSiteHeader } from './site-header-island';
import { SITE_MENU_ID } from './site-menu';
import { BRAND, SHADES } from '@shared/brand';
import { MEMBER_LINK_ATTRIBUTE, WITH_MEMBER, WITHOUT_MEMBER } from '@shared/html/session-hint';
import { PATHS, PUBLIC_ROUTES } from '@shared/paths';
import { loadedFromServer } from '@shared/html/painted-pages';

export const HEADER_HEIGHT = 64;

export const NAV_LINKS = [
  { to: PUBLIC_ROUTES.home, label: 'Home' },
  { to: PUBLIC_ROUTES.why, label: 'The Brief' },
  { to: PUBLIC_ROUTES.booking, label: 'Event Planners' },
  { to: PUBLIC_ROUTES.careers, label: "We're Hiring" },
  { to: PUBLIC_ROUTES.team, label: 'Team' },
] as const;

/** Pages the spec's five links leave out: behind "More" on a wide screen, after the five in the phone menu. */
export const MORE_LINKS = [
  { to: PUBLIC_ROUTES.sailings, label: 'Sailings' },
  { to: PUBLIC_ROUTES.quiz, label: 'The Quiz' },
  { to: PUBLIC_ROUTES.wallOfFame, label: 'Wall of Fame' },
  { to: PUBLIC_ROUTES.faq, label: 'FAQ' },
  { to: PUBLIC_ROUTES.newsletter, label: 'Newsletter' },
] as const;

const focusRing = { '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 2 } };

// NavLink sets aria-current="page" on the current route; the highlight keys off it so it is never out of step.
const HeaderLink = styled(NavLink)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 10px',
  color: SHADES.white,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: theme.shape.borderRadius,
  '&:hover': { color: BRAND.gold },
  '&[aria-current="page"]': { color: BRAND.gold },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 4,
    height: 3,
    borderRadius: 2,
    backgroundColor: BRAND.sunsetOrange,
  },
  ...focusRing,
}));

/** The wide screen's "More" button and its list, a native popover the browser opens and closes (./site-menu.ts). */
const MORE_LINKS_ID = 'more-links';
const MORE_ANCHOR = '--more-links';
const moreOpen = `#site-header:has(#${MORE_LINKS_ID}:popover-open)`;
const MoreButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  padding: '0 10px',
  border: 0,
  background: 'transparent',
  color: SHADES.white,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  anchorName: MORE_ANCHOR,
  '&:hover': { color: BRAND.gold },
  ...focusRing,
  '& > svg': { transition: 'transform 0.15s' },
  [`${moreOpen} & > svg`]: { transform: 'rotate(180deg)' },
}));
const MoreList = styled('ul')(({ theme }) => ({
  ...popoverBelow(MORE_ANCHOR),
  minWidth: 200,
  padding: '8px 0',
  border: 0,
  listStyle: 'none',
  color: SHADES.white,
  backgroundColor: theme.palette.primary.main,
  borderRadius: theme.shape.borderRadius,
  boxShadow: '0 8px 24px rgba(11,37,69,0.35)',
  '& a': { display: 'flex', width: '100%', padding: '0 16px' },
  '& a[aria-current="page"]::after': { left: 16, right: 'auto', width: 24 },
}));

const MenuLink = styled(NavLink)({
  display: 'block',
  padding: '14px 20px',
  color: SHADES.white,
  fontSize: '1.2rem',
  fontWeight: 700,
  textDecoration: 'none',
  borderLeft: '4px solid transparent',
  '&[aria-current="page"]': { color: BRAND.gold, borderLeftColor: BRAND.sunsetOrange, backgroundColor: 'rgba(255,255,255,0.06)' },
  ...focusRing,
});

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path
          fill="currentColor"
          d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
        />
      ) : (
        <path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
      )}
    </svg>
  );
}

// A button that reads as one of the header's links (Sign out).
const HeaderButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 12px',
  border: '2px solid rgba(255,255,255,0.5)',
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: SHADES.white,
  font: 'inherit',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { color: BRAND.gold, borderColor: BRAND.gold },
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
  ...focusRing,
}));

const MenuButton = styled('button')({
  display: 'block',
  width: '100%',
  padding: '14px 20px',
  border: 0,
  borderLeft: '4px solid transparent',
  background: 'transparent',
  color: SHADES.white,
  font: 'inherit',
  fontSize: '1.2rem',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
  ...focusRing,
});

const certificateLink = { [MEMBER_LINK_ATTRIBUTE]: MEMBER_LINKS.certificate };
const signOutButton = { [MEMBER_LINK_ATTRIBUTE]: MEMBER_LINKS.signOut, type: 'button' as const };
type Display = string | Record<string, string>;
/**
 * One display for visitors, another for a browser with a signed-in session, from the first paint: the <head> script
 * marks <html> before it. A member's two links do not fit beside the five below lg, so there the menu holds them all.
 */
const displayBySession = (visitor: Display, member: Display) => ({
  [`${WITHOUT_MEMBER} &`]: { display: visitor },
  [`${WITH_MEMBER} &`]: { display: member },
});
const forMembers = (display: Display) => displayBySession('none', display);

const siteHeaderRef = islandRef(attachSiteHeader);

/** The phone's menu: a native popover under the header, opened by the menu button whose label follows it. */
const menuOpen = `#site-header:has(#${SITE_MENU_ID}:popover-open)`;

/** The header's row: wider than the page's 1280 px, so the social links fit beside the links, "More" and the buy button. */
const HEADER_ROW_MAX = 1440;
/** Where they do: the row is 1272 px wide at this width, and the four need some 1,235 px with the system fonts. */
const SOCIAL_BESIDE_BUY = '@media (min-width: 1320px)';

/**
 * Fixed site header with a menu button below md (./site-menu.ts, ./member-links.ts: the `site-header` island without
 * React). `buy` adds the way to buy; to fit it, the logo's name hides below lg and the social links below 1320 px.
 */
export function SiteHeader({ buy = false }: { buy?: boolean }) {
  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'fixed',
          left: 8,
          top: -80,
          zIndex: 1200,
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'warning.main',
          color: 'primary.main',
          fontWeight: 800,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <Box
        component="header"
        id="site-header"
        ref={siteHeaderRef}
        {...{ [ISLAND_ATTRIBUTE]: SITE_HEADER_ISLAND }}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 1100,
          bgcolor: 'primary.main',
          color: SHADES.white,
          boxShadow: '0 2px 12px rgba(11,37,69,0.25)',
        }}
      >
        <Box
          sx={{
            height: HEADER_HEIGHT,
            maxWidth: HEADER_ROW_MAX,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Box
            component={RouterLink}
            to={PUBLIC_ROUTES.home}
            reloadDocument={loadedFromServer(PUBLIC_ROUTES.home)}
            aria-label={`${SITE.name} home`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              gap: { xs: 0.75, sm: 1 },
              color: SHADES.white,
              textDecoration: 'none',
              fontWeight: 800,
              fontSize: { xs: '1rem', sm: '1.15rem' },
              whiteSpace: 'nowrap',
              borderRadius: 2,
              ...focusRing,
            }}
          >
            <BrandMark size={32} />
            <Box component="span" sx={buy ? { [`${WITHOUT_MEMBER} &`]: { display: { md: 'none', lg: 'inline' } } } : undefined}>
              {SITE.name}
            </Box>
          </Box>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ ml: 'auto', gap: 0.5, ...displayBySession({ xs: 'none', md: 'flex' }, { xs: 'none', lg: 'flex' }) }}
          >
            {NAV_LINKS.map((l) => (
              <HeaderLink key={l.to} to={l.to} end reloadDocument={loadedFromServer(l.to)}>
                {l.label}
              </HeaderLink>
            ))}
            <MoreButton type="button" popoverTarget={MORE_LINKS_ID}>
              More
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
              </svg>
            </MoreButton>
            <MoreList id={MORE_LINKS_ID} popover="auto">
              {MORE_LINKS.map((l) => (
                <li key={l.to}>
                  <HeaderLink to={l.to} end reloadDocument={loadedFromServer(l.to)}>
                    {l.label}
                  </HeaderLink>
                </li>
              ))}
            </MoreList>
          </Box>
          <Box sx={{ gap: 0.5, ...forMembers({ xs: 'none', lg: 'flex' }) }}>
            <HeaderLink to={PATHS.createCertificate} end {...certificateLink}>
              {MEMBER_LINK_LABELS.certificate}
            </HeaderLink>
            <HeaderButton {...signOutButton}>{MEMBER_LINK_LABELS.signOut}</HeaderButton>
          </Box>
          {/* A member's links take the social links' place; the footer keeps them. */}
          <Box
            sx={{
              display: { xs: 'none', lg: 'block' },
              ...(buy && { display: 'none', [SOCIAL_BESIDE_BUY]: { display: 'block' } }),
              [`${WITH_MEMBER} &`]: { display: 'none' },
            }}
          >
            <SocialLinks size="header" />
          </Box>
          {buy && (
            <Box {...{ [BUY_SHORTCUT_ATTRIBUTE]: '' }} sx={{ flexShrink: 0, ...displayBySession({ xs: 'none', md: 'flex' }, 'none') }}>
              <CheckoutLink sx={{ minHeight: 44, py: 1, px: 2, fontSize: '1rem' }} />
            </Box>
          )}
          <Box
            component="button"
            type="button"
            popoverTarget={SITE_MENU_ID}
            sx={{
              ...displayBySession({ xs: 'inline-flex', md: 'none' }, { xs: 'inline-flex', lg: 'none' }),
              ml: 'auto',
              alignItems: 'center',
              gap: 0.5,
              flexShrink: 0,
              minHeight: 44,
              px: 1,
              border: '2px solid rgba(255,255,255,0.5)',
              borderRadius: 2,
              bgcolor: 'transparent',
              color: SHADES.white,
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
              ...focusRing,
              '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
              [`${menuOpen} & > [data-when="closed"], #site-header:not(:has(#${SITE_MENU_ID}:popover-open)) & > [data-when="open"]`]: {
                display: 'none',
              },
            }}
          >
            <span data-when="closed">
              <MenuIcon open={false} />
              Menu
            </span>
            <span data-when="open">
              <MenuIcon open />
              Close
            </span>
          </Box>
        </Box>
        <Box
          id={SITE_MENU_ID}
          popover="auto"
          sx={{
            // Not `display` below those widths, where the popover opens and closes it.
            [`${WITHOUT_MEMBER} &`]: { display: { md: 'none' } },
            [`${WITH_MEMBER} &`]: { display: { lg: 'none' } },
            inset: `${HEADER_HEIGHT}px 0 auto`,
            width: '100%',
            maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
            m: 0,
            p: 0,
            pb: 3,
            border: 0,
            borderTop: '1px solid rgba(255,255,255,0.15)',
            bgcolor: 'primary.main',
            color: SHADES.white,
            boxShadow: '0 8px 12px rgba(11,37,69,0.25)',
          }}
        >
          <nav aria-label="Main menu">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
              {[...NAV_LINKS, ...MORE_LINKS].map((l) => (
                <li key={l.to}>
                  <MenuLink to={l.to} end reloadDocument={loadedFromServer(l.to)}>
                    {l.label}
                  </MenuLink>
                </li>
              ))}
              <Box component="li" sx={forMembers('list-item')}>
                <MenuLink to={PATHS.createCertificate} end {...certificateLink}>
                  {MEMBER_LINK_LABELS.certificate}
                </MenuLink>
              </Box>
              <Box component="li" sx={forMembers('list-item')}>
                <MenuButton {...signOutButton}>{MEMBER_LINK_LABELS.signOut}</MenuButton>
              </Box>
            </Box>
          </nav>
          {buy && (
            <Box {...{ [BUY_SHORTCUT_ATTRIBUTE]: '' }} sx={{ px: 2.5, pb: 2.5, ...displayBySession('block', 'none') }}>
              <CheckoutLink sx={{ display: 'flex', width: '100%', minHeight: 48, fontSize: '1.1rem' }} />
            </Box>
          )}
          <Box sx={{ px: 2.5 }}>
            <SocialLinks size="header" label="Follow us" />
          </Box>
        </Box>
      </Box>
      {/* Holds the header's height in the flow so page content starts below it; a page that prints without the header drops it too. */}
      <Box aria-hidden="true" data-print="hide" sx={{ height: HEADER_HEIGHT, flexShrink: 0 }} />
    </>
  );
}
