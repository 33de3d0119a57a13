import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionAnchor } from '@/components/actions/action-link';
import { PageHero } from '@/components/layout/page-hero';
import { PICTURES } from '@/config/pictures';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { LINKS, MEMBERSHIP, SITE } from '@/config/site';
import { useFoundingCap } from '@/hooks/use-founding-cap';
import { formatCount } from '@shared/format-count';
import { firstFoundingMembers, onlyTheFirst } from '@shared/membership/cap-copy';
import { BRAND, SHADES } from '@shared/brand';

/** What to say; the second point names the founding spots' cap. */
const talkingPoints = (cap: number) => [
  {
    title: "It's five bucks. Once.",
    text: `No subscription, no monthly fee, no upsell. $${MEMBERSHIP.priceUsd} makes you a Founding Floater for good. Lead with this: it removes every objection before it starts.`,
  },
  {
    title: `${onlyTheFirst(cap)}.`,
    text: `The scarcity is real. Founding numbers stop at ${formatCount(cap)} and they never come back, so the people who join early get the low numbers and the bragging rights.`,
  },
  {
    title: 'Your name goes on a certificate and on the wall.',
    text: 'Every member gets a numbered certificate with their name and city, made to be shared, plus a spot on the online Wall of Fame. Show yours off; people love seeing a friend on it.',
  },
  {
    title: "It's all local.",
    text: 'Cleveland comics, Cleveland bands, Cleveland kitchens and breweries, on Lake Erie. This is a chance to back something homegrown before anyone outside the 216 hears of it.',
  },
  {
    title: 'It is a night people actually want.',
    text: 'Stand-up, live music and a DJ under the skyline, three-plus hours on the water. Paint the picture: the sunset behind the skyline, the breeze, a boat full of people laughing.',
  },
  {
    title: 'Take the quiz first.',
    text: 'The "How Cleveland Are You, Really?" quiz is the easiest opener there is. Post your own result with your ?aff= link and let people argue about theirs in the replies.',
  },
];

/** Posts to copy; two name the founding spots' cap. */
const samplePosts = (cap: number) => [
  `Someone is finally putting a comedy show and a party ON Lake Erie. ${firstFoundingMembers(cap)} for $${MEMBERSHIP.priceUsd}, once. I'm in. (affiliate link) 🌊`,
  'I got "The Lifelong Floater" on the How Cleveland Are You quiz. Prove you can beat that. (affiliate link, obviously)',
  `Five dollars, a numbered certificate with your name on it, and first dibs on the best summer night in Cleveland. Founding Floaters close at ${formatCount(cap)}. #ad`,
];

const DONTS = [
  "Don't quote dates, prices or lineups we haven't announced.",
  "Don't say it's a ticket: it's a founding membership with early access.",
  "Don't hide that you earn a commission.",
  "Don't spam comment sections or DMs.",
];

export default function AffiliateGuidePage() {
  const cap = useFoundingCap();
  return (
    <>
      <PageMeta
        title="Affiliate Partner Guide"
        description="Talking points, sample posts and the do's and don'ts for Cleveland Floaters affiliate partners."
        noindex
      />
      <PageHero kicker="For affiliate partners" title="The Partner Guide" picture={PICTURES.affiliateGuideHero}>
        <p>
          What to say, how to say it, and what never to say. Everything you need to bring Cleveland aboard and earn $
          {MEMBERSHIP.affiliateCommissionUsd} a member.
        </p>
      </PageHero>
      <PageSection width="prose" labelledBy="points-title" title="Talking points" titleGap={3}>
        <Box component="ol" sx={{ pl: 3, m: 0, fontSize: '1.1rem', '& li': { mb: 3 } }}>
          {talkingPoints(cap).map((p) => (
            <li key={p.title}>
              <Box component="strong" sx={{ display: 'block', fontSize: '1.2rem', color: 'primary.main' }}>
                {p.title}
              </Box>
              {p.text}
            </li>
          ))}
        </Box>
      </PageSection>
      <PageSection tone="cream" width="prose" labelledBy="posts-title" title="Posts you can borrow" titleGap={3}>
        {samplePosts(cap).map((p) => (
          <Box
            component="blockquote"
            key={p}
            sx={{
              m: 0,
              mb: 2,
              p: 2.5,
              borderRadius: 3,
              bgcolor: SHADES.white,
              borderLeft: `5px solid ${BRAND.sunsetOrange}`,
              fontSize: '1.05rem',
            }}
          >
            {p}
          </Box>
        ))}
        <Typography variant="h3" component="h2" sx={{ mt: 5, mb: 1 }}>
          Please don&rsquo;t
        </Typography>
        <Box component="ul" sx={{ pl: 3, fontSize: '1.05rem' }}>
          {DONTS.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </Box>
      </PageSection>
      <PageSection tone="navy" width="prose" labelledBy="guide-join-title">
        <Box sx={{ textAlign: 'center' }}>
          <Typography id="guide-join-title" variant="h2">
            Ready to bring {SITE.city} aboard?
          </Typography>
          <Box component="p" sx={{ fontSize: '1.15rem', mb: 4 }}>
            Applying is free and takes two minutes.
          </Box>
          <ActionAnchor href={LINKS.affiliateSignup} target="_blank" rel="noopener" tone="sunset">
            Join the Affiliate Program
          </ActionAnchor>
        </Box>
      </PageSection>
    </>
  );
}
