import Box from '@mui/material/Box';
import { ActionAnchor, ActionLink } from '@/components/actions/action-link';
import { BrandMark } from '@/components/layout/brand-mark';
import { CardItem, CardList } from '@/components/layout/card-list';
import { HeroBand } from '@/components/layout/page-hero';
import { SitePicture } from '@/components/media/site-picture';
import { PICTURES } from '@/config/pictures';
import { HEADER_HEIGHT } from '@/components/layout/site-header';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { LINKS, MEMBERSHIP, SITE } from '@/config/site';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { SHADES } from '@shared/brand';
import { attachMobileBar } from './mobile-bar';
import { CONTACT_PATH, PUBLIC_ROUTES } from '@shared/paths';
import { BOTTOM_BAR_SX } from '@/components/layout/bottom-bar';

/** The mobile apply bar shows once the visitor has scrolled this far (spec: 300 px). */
const MOBILE_BAR_HEIGHT = 72;

const STEPS = [
  {
    title: 'Apply in two minutes',
    text: 'Sign up free through our partner program on Gumroad. We approve real people with real Cleveland love, usually within a day.',
  },
  {
    title: 'Get your link',
    text: 'You get a personal affiliate code. Share your Gumroad link, or send friends to the quiz with ?aff=YOURCODE on the end: every checkout on the site remembers it.',
  },
  {
    title: `Earn $${MEMBERSHIP.affiliateCommissionUsd} per member`,
    text: `Every Founding Floater who joins through you earns you the full $${MEMBERSHIP.affiliateCommissionUsd}. That is 100% commission; we make our money on the water, not on your friends.`,
  },
  {
    title: `Get paid every ${MEMBERSHIP.affiliatePayoutDays} days`,
    text: `Gumroad pays out every ${MEMBERSHIP.affiliatePayoutDays} days, after its processing fees and any taxes, straight to your bank or PayPal.`,
  },
];

const RULES = [
  "Be honest. Say it's an affiliate link (#ad or 'I earn from this' is enough); the FTC and your followers both expect it.",
  'No spam: no bulk DMs, no comment-bombing, no buying ads on our name or "Cleveland Floaters" search terms.',
  'Don\'t promise what we haven\'t: no made-up dates, lineups, discounts or "guaranteed" tickets.',
  "One person, one code. Buying through your own link doesn't earn a commission.",
  'Refunded or charged-back memberships are not commissionable.',
  'Keep it friendly and family-appropriate enough to share with your aunt in Parma.',
  'We can end a partnership that breaks these rules; earned, valid commissions are still paid.',
];

const mobileBarRef = islandRef(attachMobileBar);

function ApplyButton({ children = 'Apply Now', tone = 'sunset' as const }: { children?: string; tone?: 'sunset' | 'navy' }) {
  return (
    <ActionAnchor href={LINKS.affiliateSignup} target="_blank" rel="noopener" tone={tone}>
      {children}
    </ActionAnchor>
  );
}

export default function AffiliatePage() {
  return (
    <Box sx={{ pb: { xs: `${MOBILE_BAR_HEIGHT}px`, md: 0 } }}>
      <PageMeta
        title="Affiliate Program: $5 per Member"
        description={`Earn $${MEMBERSHIP.affiliateCommissionUsd} (100% commission) for every Founding Floater you bring aboard Cleveland Floaters. Paid every ${MEMBERSHIP.affiliatePayoutDays} days.`}
      />
      {/* The programme's own bar stays under the site header while the page scrolls. */}
      <Box
        sx={{
          position: 'sticky',
          top: HEADER_HEIGHT,
          zIndex: 1000,
          bgcolor: SHADES.white,
          borderBottom: `1px solid ${SHADES.mistBorder}`,
          boxShadow: '0 2px 10px rgba(11,37,69,0.08)',
        }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 4 }, py: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <BrandMark size={32} />
          <Box component="p" sx={{ m: 0, fontWeight: 800, color: 'primary.main', flex: 1 }}>
            Floaters Affiliate Program
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <ApplyButton />
          </Box>
        </Box>
      </Box>

      <HeroBand
        kicker="Partners & creators"
        titleId="affiliate-title"
        title={`Bring Cleveland aboard. Keep the whole $${MEMBERSHIP.affiliateCommissionUsd}.`}
        aside={<SitePicture picture={PICTURES.affiliateHero} priority sx={{ maxWidth: 340, justifySelf: 'center' }} />}
      >
        <Box component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, maxWidth: 720, my: 3, color: 'rgba(255,255,255,0.92)' }}>
          Every Founding Floater you refer earns you ${MEMBERSHIP.affiliateCommissionUsd}: 100% commission, paid every{' '}
          {MEMBERSHIP.affiliatePayoutDays} days. If you&rsquo;ve got friends, followers or a group chat that loves {SITE.city}, you&rsquo;ve
          got a side hustle.
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ApplyButton>Apply to the Affiliate Program</ApplyButton>
          <ActionLink to={PUBLIC_ROUTES.affiliateGuide} tone="outlineLight">
            Read the partner guide
          </ActionLink>
        </Box>
      </HeroBand>

      <PageSection labelledBy="how-title" title="How it works" titleGap={4}>
        <CardList ordered wideColumns={4} sx={{ counterReset: 'step' }}>
          {STEPS.map((s) => (
            <CardItem
              key={s.title}
              sx={{
                counterIncrement: 'step',
                '&::before': {
                  content: 'counter(step)',
                  display: 'inline-flex',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'warning.main',
                  color: 'primary.main',
                  fontWeight: 800,
                  alignItems: 'center',
                  justifyContent: 'center',
                  mb: 1.5,
                },
              }}
            >
              <Box component="h3" sx={{ fontSize: '1.2rem', mt: 0, mb: 1 }}>
                {s.title}
              </Box>
              <Box component="p" sx={{ m: 0 }}>
                {s.text}
              </Box>
            </CardItem>
          ))}
        </CardList>
      </PageSection>

      <PageSection tone="cream" width="prose" labelledBy="rules-title" title="The rules">
        <Box component="p" sx={{ fontSize: '1.1rem' }}>
          Short version: be a good neighbor. Long version:
        </Box>
        <Box component="ul" sx={{ pl: 3, fontSize: '1.05rem', '& li': { mb: 1.25 } }}>
          {RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
          <ApplyButton tone="navy" />
          <ActionLink to={CONTACT_PATH} tone="outline">
            Questions? Ask the crew
          </ActionLink>
        </Box>
      </PageSection>

      <Box
        data-testid="affiliate-mobile-bar"
        ref={mobileBarRef}
        {...{ [ISLAND_ATTRIBUTE]: 'mobile-bar' }}
        hidden
        sx={{
          display: { xs: 'flex', md: 'none' },
          '&[hidden]': { display: 'none' },
          ...BOTTOM_BAR_SX,
          height: MOBILE_BAR_HEIGHT,
        }}
      >
        <Box component="p" sx={{ m: 0, fontWeight: 800, lineHeight: 1.2 }}>
          Earn ${MEMBERSHIP.affiliateCommissionUsd} per member
        </Box>
        <ApplyButton />
      </Box>
    </Box>
  );
}
