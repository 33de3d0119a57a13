import { EmojiPeopleIcon } from '@/components/icons/emoji-people-icon';
import { HeadphonesIcon } from '@/components/icons/headphones-icon';
import { RestaurantIcon } from '@/components/icons/restaurant-icon';
import { TheaterComedyIcon } from '@/components/icons/theater-comedy-icon';
import { WavesIcon } from '@/components/icons/waves-icon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ActionLink } from '@/components/actions/action-link';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote } from '@/components/checkout/founding-spots';
import { CheckoutQuestions, FaqLink } from '@/components/checkout/checkout-questions';
import { LaunchCountdown } from '@/components/countdown/launch-countdown';
import { HeroColumns } from '@/components/layout/hero-columns';
import { HeroKicker } from '@/components/layout/hero-kicker';
import { PageSection } from '@/components/layout/page-section';
import { SitePicture } from '@/components/media/site-picture';
import { PageMeta } from '@/components/seo/page-meta';
import { SocialLinks } from '@/components/social/social-links';
import { PICTURES } from '@/config/pictures';
import { useFoundingCap } from '@/hooks/use-founding-cap';
import { useLaunch } from '@/hooks/use-launch';
import { MEMBERSHIP, SITE } from '@/config/site';
import { FeatureGrid } from './feature-grid';
import { BRAND, SHADES } from '@shared/brand';
import { CONTACT_PATH, PUBLIC_ROUTES } from '@shared/paths';
import { formatCount } from '@shared/format-count';
import { firstFloatersLabel } from '@shared/membership/cap-copy';

const EXPECT = [
  {
    Icon: HeadphonesIcon,
    title: 'DJ Under the Skyline',
    text: 'Sets timed to the sunset, with Terminal Tower and the whole downtown skyline lighting up behind the booth.',
  },
  {
    Icon: TheaterComedyIcon,
    title: 'Surprise Performances',
    text: "Comics, bands and a few acts we're not allowed to announce yet. You find out when the lines are cast off.",
  },
  {
    Icon: RestaurantIcon,
    title: 'Premium Food & Drink',
    text: 'Local kitchens and local taps: pierogi, a proper Polish Boy, and craft beer brewed a few blocks from the dock.',
  },
  {
    Icon: EmojiPeopleIcon,
    title: 'Fan-First Atmosphere',
    text: 'No velvet ropes and no attitude. Founders board first, and every guest gets treated like a regular.',
  },
  {
    Icon: WavesIcon,
    title: '3+ Hours of Comedy, Chaos & Community',
    text: 'Stand-up, live music, lake breeze and a deck full of neighbors you have not met yet. Pace yourself.',
  },
];

const CERTIFICATE_PERKS = [
  'A numbered Founding Floater certificate with your name and city',
  'Early access to sailings before the public',
  'Insider updates straight from the crew, never spam',
  `One payment of $${MEMBERSHIP.priceUsd}. No monthly fees, ever`,
];

/**
 * `toast` (the social-proof toast, composed by the app) closes the page; `signUp` (the sign-up form, composed by the
 * app) sits under the hero's call to action.
 */
export default function HomePage({ toast, signUp }: { toast?: ReactNode; signUp?: ReactNode }) {
  const launched = useLaunch().phase !== 'before-first-sailing';
  const cap = useFoundingCap();
  return (
    <>
      <PageMeta
        title={SITE.name}
        description={`A floating comedy and concert party on ${SITE.lake}. Be one of the first ${formatCount(cap)} Founding Floaters for $${MEMBERSHIP.priceUsd}.`}
      />
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          color: SHADES.white,
          background: `linear-gradient(170deg, ${BRAND.lakeNavy} 0%, ${SHADES.deepLake} 55%, ${SHADES.lakeDepth} 100%)`,
          pt: { xs: 6, md: 10 },
          pb: { xs: 8, md: 12 },
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        {/* Beside the words on a wide screen; under them on a phone, where the words and the offer come first. */}
        <HeroColumns
          maxWidth={1200}
          asideWidth={440}
          wideFrom="lg"
          sx={{ position: 'relative', rowGap: 5 }}
          aside={
            <SitePicture
              picture={PICTURES.homeHero}
              priority
              sx={{
                maxWidth: { xs: 440, lg: 'none' },
                justifySelf: { xs: 'center', lg: 'stretch' },
                mt: { lg: 8 },
                filter: 'drop-shadow(0 18px 40px rgba(0,0,0,0.35))',
              }}
            />
          }
        >
          <HeroKicker gap={2}>
            {SITE.lake} · Cleveland, Ohio · Est. {SITE.established}
          </HeroKicker>
          <Typography id="hero-title" variant="h1" sx={{ maxWidth: 820 }}>
            Cleveland&rsquo;s best party is floating.
          </Typography>
          <Box
            component="p"
            sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, maxWidth: 680, mt: 2.5, mb: 4, color: 'rgba(255,255,255,0.92)' }}
          >
            Stand-up comedy, live music and a DJ under the skyline, out on the water off the shores of the 216. Get on board before anybody
            else does.
          </Box>
          <LaunchCountdown />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
            <CheckoutLink>{firstFloatersLabel(cap)}</CheckoutLink>
            <ActionLink to={PUBLIC_ROUTES.quiz} tone="outlineLight">
              How Cleveland Are You?
            </ActionLink>
          </Box>
          <FoundingSpotsNote sx={{ mt: 2, color: BRAND.gold }} />
          <Box component="p" sx={{ mt: 0.5, mb: 4, color: 'rgba(255,255,255,0.85)' }}>
            ${MEMBERSHIP.priceUsd} once. No monthly fees. Founding certificate included. Questions?{' '}
            <FaqLink href={PUBLIC_ROUTES.faq}>Read the FAQ</FaqLink> or <FaqLink href={PUBLIC_ROUTES.sailings}>see the sailings</FaqLink>
          </Box>
          {signUp && <Box sx={{ mb: 4 }}>{signUp}</Box>}
          <SocialLinks size="hero" label={launched ? 'Follow the crew' : 'Follow the launch'} />
        </HeroColumns>
        <WaveEdge />
      </Box>

      <PageSection labelledBy="what-title">
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <div>
            <Typography id="what-title" variant="h2">
              What Is This?
            </Typography>
            <SitePicture picture={PICTURES.homeWhatIsThis} sx={{ mt: 3, maxWidth: 520 }} />
          </div>
          <Box sx={{ fontSize: '1.1rem' }}>
            <p style={{ marginTop: 0 }}>
              Picture a July night on Lake Erie. The sun is dropping behind the skyline, the breeze finally shows up, and a boat full of
              Clevelanders is losing it over a comic who grew up three streets from you. Then the band kicks in. Then the DJ takes over.
            </p>
            <p>
              That&rsquo;s {SITE.name}: a floating comedy and concert party, built by people from here for people who love it here (and for
              everyone who moved away and still brags about it).
            </p>
            <p style={{ marginBottom: 0 }}>
              Founding Floaters get in first: early access, insider updates and a numbered certificate with their name on it. It costs five
              bucks, once. That&rsquo;s less than a hot dog and a pop at the ballpark.
            </p>
          </Box>
        </Box>
      </PageSection>

      <PageSection tone="cream">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TeaserCard
            kicker="Our manifesto"
            title="We wrote down what we believe"
                        text={`Cleveland doesn't need to be told it's a great city. It needs a bigger stage. The Floaters Brief is why the lake, why comedy, why now, and why the first ${formatCount(cap)} of you get in on the ground floor (well, the deck).`}
            to={PUBLIC_ROUTES.why}
            cta="Read The Floaters Brief"
          />
          <TeaserCard
            kicker="From the founder"
            title="A letter from the Admiral"
            text="Every ship needs somebody foolish enough to steer it. Ours grew up on the East Side, learned to swim at Edgewater and to heckle at open mics. Here is why they bet everything on a party boat."
            to={PUBLIC_ROUTES.team}
            cta="Read the Admiral's Letter"
          />
        </Box>
      </PageSection>

      <PageSection labelledBy="expect-title" title="What To Expect" titleGap={4}>
        <FeatureGrid items={EXPECT} />
      </PageSection>

      <PageSection tone="blue" labelledBy="wall-title">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 3 }}>
          <div>
            <Typography id="wall-title" variant="h2">
              The Wall of Fame
            </Typography>
            <Box component="p" sx={{ fontSize: '1.1rem', maxWidth: 620, mb: 0 }}>
              Every Founding Floater gets a numbered spot on the wall, for as long as there&rsquo;s a lake. See who&rsquo;s already aboard.
            </Box>
          </div>
          <ActionLink to={PUBLIC_ROUTES.wallOfFame} reloadDocument tone="light">
            View the Wall of Fame
          </ActionLink>
        </Box>
      </PageSection>

      <PageSection tone="cream" labelledBy="certificate-title">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
          <div>
            <Typography id="certificate-title" variant="h2">
              Get Your Certificate - ${MEMBERSHIP.priceUsd}
            </Typography>
            <Box component="p" sx={{ fontSize: '1.1rem' }}>
              Your name, your city and your member number on an official Founding Floater certificate you can print, frame or post. Proof
              you were here before the boat was cool.
            </Box>
            <Box component="ul" sx={{ pl: 3, fontSize: '1.05rem', '& li': { mb: 1 } }}>
              {CERTIFICATE_PERKS.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Box>
            <CheckoutLink />
            <FoundingSpotsNote sx={{ mt: 1.5, color: SHADES.rust }} />
            <CheckoutQuestions />
          </div>
          <CertificatePreview />
        </Box>
      </PageSection>

      <PageSection labelledBy="partner-title">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
          <SitePicture picture={PICTURES.homePartner} sx={{ maxWidth: 360, mx: 'auto', mb: 3 }} />
          <Typography id="partner-title" variant="h2">
            Partner With Us
          </Typography>
          <Box component="p" sx={{ fontSize: '1.1rem', mb: 4 }}>
            Run a brewery, a kitchen, a venue, a band or a business that wants a few hundred happy Clevelanders on the water? Let&rsquo;s
            talk sponsorships, private charters and collaborations.
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            <ActionLink to={CONTACT_PATH} tone="navy">
              Contact the Crew
            </ActionLink>
            <ActionLink to={PUBLIC_ROUTES.booking} tone="outline">
              Event Planner Sell Sheet
            </ActionLink>
          </Box>
        </Box>
      </PageSection>

      {toast}
    </>
  );
}

function TeaserCard({ kicker, title, text, to, cta }: { kicker: string; title: string; text: string; to: string; cta: string }) {
  return (
    <Box
      component="article"
      sx={{
        bgcolor: SHADES.white,
        borderRadius: 4,
        p: { xs: 3, md: 4 },
        boxShadow: '0 6px 24px rgba(11,37,69,0.08)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        component="p"
        sx={{ m: 0, color: SHADES.rust, fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.1em', fontSize: '0.85rem' }}
      >
        {kicker}
      </Box>
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Box component="p" sx={{ fontSize: '1.05rem', flex: 1 }}>
        {text}
      </Box>
      <div>
        <ActionLink to={to} tone="outline">
          {cta}
        </ActionLink>
      </div>
    </Box>
  );
}

/** A small drawn likeness of the certificate, decorative only. */
function CertificatePreview() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        bgcolor: BRAND.cream,
        border: `6px double ${BRAND.lakeNavy}`,
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        boxShadow: '0 12px 32px rgba(11,37,69,0.18)',
        transform: 'rotate(-2deg)',
        color: BRAND.lakeNavy,
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      <Box sx={{ fontSize: '0.8rem', letterSpacing: '0.15em', textTransform: 'uppercase' }}>Official Founding Floater Certificate</Box>
      <Box sx={{ fontSize: '1.8rem', fontWeight: 700, my: 1.5 }}>Your Name Here</Box>
      <Box sx={{ fontSize: '0.95rem' }}>of the 216</Box>
      <Box sx={{ fontSize: '0.95rem', mt: 1.5 }}>Member #042 is hereby recognized as a Founding Floater</Box>
      <Box sx={{ mt: 2, fontSize: '0.75rem', letterSpacing: '0.1em' }}>Cleveland • Lake Erie • Est. 2025</Box>
    </Box>
  );
}

/** The lake's edge along the bottom of the hero; absolutely placed, so it never shifts layout. */
function WaveEdge() {
  return (
    <Box
      component="svg"
      aria-hidden="true"
      viewBox="0 0 1440 60"
      preserveAspectRatio="none"
      sx={{ position: 'absolute', left: 0, bottom: -1, width: '100%', height: 40, display: 'block' }}
    >
      <path d="M0 30c120 20 240 20 360 0s240-20 360 0 240 20 360 0 240-20 360 0v30H0z" fill={SHADES.white} />
    </Box>
  );
}
