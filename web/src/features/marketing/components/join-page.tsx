import { CampaignIcon } from '@/components/icons/campaign-icon';
import { ConfirmationNumberIcon } from '@/components/icons/confirmation-number-icon';
import { SupportIcon } from '@/components/icons/support-icon';
import Box from '@mui/material/Box';
import { ActionLink } from '@/components/actions/action-link';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote } from '@/components/checkout/founding-spots';
import { CheckoutQuestions } from '@/components/checkout/checkout-questions';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { PICTURES } from '@/config/pictures';
import { PageMeta } from '@/components/seo/page-meta';
import { SITE } from '@/config/site';
import { useFoundingCap } from '@/hooks/use-founding-cap';
import { formatCount } from '@shared/format-count';
import { oneOfTheFirstMembers } from '@shared/membership/cap-copy';
import { SHADES } from '@shared/brand';
import { FeatureGrid } from './feature-grid';
import { PUBLIC_ROUTES } from '@shared/paths';

/** The three ways aboard, each a link to where it starts; the first names the founding spots' cap. */
const ways = (cap: number) => [
  {
    Icon: ConfirmationNumberIcon,
    title: 'Be a Founding Floater',
    text: `${oneOfTheFirstMembers(cap)}: first boarding, insider news and your name on the Wall of Fame.`,
    to: PUBLIC_ROUTES.why,
  },
  {
    Icon: CampaignIcon,
    title: 'Spread the word',
    text: 'Take the quiz, share your result and drag your friends along. Affiliates even get paid for it.',
    to: PUBLIC_ROUTES.quiz,
  },
  {
    Icon: SupportIcon,
    title: 'Work on deck',
    text: "We're hiring a Social Media Ringmaster and a Dance Crew, with more roles as the crew grows.",
    to: PUBLIC_ROUTES.careers,
  },
];

export default function JoinPage() {
  const cap = useFoundingCap();
  return (
    <>
      <PageMeta
        title="Join the Crew"
        description="Join the Float Crew: the Clevelanders building a floating comedy and concert party on Lake Erie, one sailing at a time."
      />
      <PageHero kicker="Join the crew" title="Cleveland Is Getting on the Water" picture={PICTURES.joinHero}>
        <p>
          {SITE.name} isn&rsquo;t a company you buy a ticket from. It&rsquo;s a crew: comics, musicians, deckhands, neighbors and a few
          hundred people who think this city deserves a better summer night. There&rsquo;s room for you.
        </p>
      </PageHero>
      <PageSection labelledBy="ways-title" title="Three ways aboard" titleGap={4}>
        <FeatureGrid items={ways(cap)} />
      </PageSection>
      <PageSection tone="cream" width="prose" labelledBy="join-why-title" title="First, know what you&rsquo;re signing up for">
        <Box component="p" sx={{ fontSize: '1.15rem' }}>
          We wrote it all down: why the lake, why comedy, why the first {formatCount(cap)} matter, and the promises we intend to keep. It
          takes four minutes to read and you&rsquo;ll know exactly who we are.
        </Box>
        {/* The spec's link to /why, and beside it the way aboard for whoever is already sold. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ActionLink to={PUBLIC_ROUTES.why} tone="navy">
            Read The Floaters Brief
          </ActionLink>
          <CheckoutLink />
        </Box>
        <FoundingSpotsNote sx={{ mt: 2, color: SHADES.rust }} />
        <CheckoutQuestions />
      </PageSection>
    </>
  );
}
