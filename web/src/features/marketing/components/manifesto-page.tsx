import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote, UntilSoldOut } from '@/components/checkout/founding-spots';
import { CheckoutQuestions } from '@/components/checkout/checkout-questions';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { PICTURES } from '@/config/pictures';
import { PageMeta } from '@/components/seo/page-meta';
import { MEMBERSHIP } from '@/config/site';
import { useFoundingCap } from '@/hooks/use-founding-cap';
import { BRAND } from '@shared/brand';
import { formatCount } from '@shared/format-count';
import { onlyTheFirst } from '@shared/membership/cap-copy';

/** The five articles; the fifth names the founding spots' cap. */
const articles = (cap: number) => [
  {
    title: '1. We are from here.',
    body: [
      "Not 'inspired by' Cleveland. From it. We grew up on pierogi at church festivals, on Friday fish fries, on the slow heartbreak of a Sunday in January. We have shoveled out the same driveways and sat in the same traffic on the Shoreway. Nobody had to teach us to love this town, and nobody will ever talk us out of it.",
      'So everything on board is local first: the comics, the bands, the DJ, the food, the beer. If it can come from within the 216, it does.',
    ],
  },
  {
    title: '2. The lake is the point.',
    body: [
      "Lake Erie is the most underrated stage in America. It's a sunset view most cities would sell their stadium for, and we spend half the year pretending it isn't there. We're done pretending.",
      'A night on the water changes how you see the skyline, and how you see the people next to you. That is the whole idea: get Cleveland onto its own lake, together, and let the view do some of the work.',
    ],
  },
  {
    title: '3. Comedy is how Cleveland copes.',
    body: [
      "We are a city that has learned to laugh at The Drive, The Fumble, the river that caught fire and the weather that ruins every May. That's not bitterness, that's resilience with good timing. Cleveland is funny, and Cleveland comics are some of the best in the country.",
      'So the show leads with stand-up: real sets from local comics, on a real stage, with a crowd that gets every reference. Then the band. Then the DJ. Then whatever happens next, which is usually the best part.',
    ],
  },
  {
    title: '4. The party is for whoever shows up.',
    body: [
      "No velvet ropes, no bottle-service attitude, no 'you're not on the list'. Lifelong Clevelanders, kids who moved back, people who just got here: if you came to have a good time and treat the crew and the lake with respect, you're one of us.",
      'Fan-first means the people who believed early get looked after first: first boarding, first tickets, first word on every new sailing.',
    ],
  },
  {
    title: `5. The first ${formatCount(cap)} build it with us.`,
    body: [
      `We're not asking for investors. We're asking for ${formatCount(cap)} people to put in $${MEMBERSHIP.priceUsd}, once, and be part of the story from the start. Founding Floaters get early access, updates straight from the deck and a numbered certificate with their name on the Wall of Fame.`,
      "Five dollars won't buy a boat. It does tell us, and every venue, sponsor and skeptic we talk to, that this city wants this. That's worth more than money, and it's why we'll never forget who was first.",
    ],
  },
];

const PROMISES = [
  'Local comics, local bands and local kitchens, every single sailing.',
  'Safety first, always: licensed captains, Coast Guard rules, life jackets on board and rideshare codes home.',
  'Fair prices and no surprise fees. The membership is one payment, and it stays that way.',
  'We clean up after ourselves. The lake was here first.',
  'We will keep telling you the truth, including when the weather wins.',
];

export default function ManifestoPage() {
  const cap = useFoundingCap();
  return (
    <>
      <PageMeta
        title="The Floaters Brief"
        description={`Our manifesto: why Lake Erie, why comedy, why Cleveland, and why the first ${formatCount(cap)} Founding Floaters get in on the ground floor for $${MEMBERSHIP.priceUsd}.`}
      />
      <PageHero kicker="Our manifesto" title="The Floaters Brief" picture={PICTURES.whyHero}>
        <p>Five things we believe, and a few promises we intend to keep. Read it, argue with it at the bar, then come aboard.</p>
      </PageHero>
      <PageSection width="prose">
        <Box component="article" sx={{ fontSize: '1.15rem', lineHeight: 1.75 }}>
          {articles(cap).map((a) => (
            <Box component="section" key={a.title} sx={{ mb: 5 }}>
              <Typography variant="h2" sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2.1rem)', mb: 1.5 }}>
                {a.title}
              </Typography>
              {a.body.map((p) => (
                <Box component="p" key={p.slice(0, 24)} sx={{ my: 2 }}>
                  {p}
                </Box>
              ))}
            </Box>
          ))}
          <Box component="section" sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, bgcolor: BRAND.cream, border: `2px solid ${BRAND.gold}` }}>
            <Typography variant="h2" sx={{ fontSize: 'clamp(1.4rem, 3vw, 1.8rem)', mb: 1 }}>
              What we promise
            </Typography>
            <Box component="ul" sx={{ pl: 3, mb: 0, '& li': { mb: 1 } }}>
              {PROMISES.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Box>
          </Box>
        </Box>
      </PageSection>
      <PageSection tone="navy" labelledBy="brief-cta">
        <Box sx={{ textAlign: 'center', maxWidth: 700, mx: 'auto' }}>
          <Typography id="brief-cta" variant="h2">
            Become a Founding Floater
          </Typography>
          <Box component="p" sx={{ fontSize: '1.2rem', mb: 4 }}>
            <UntilSoldOut soldOut="All the founding spots are taken. Join the waitlist and hear first when more open.">
              ${MEMBERSHIP.priceUsd}, once. {onlyTheFirst(cap)}, a certificate and a spot on the wall. The lake is waiting.
            </UntilSoldOut>
          </Box>
          <CheckoutLink />
          <FoundingSpotsNote sx={{ mt: 2, color: BRAND.gold }} />
          <CheckoutQuestions />
        </Box>
      </PageSection>
    </>
  );
}
