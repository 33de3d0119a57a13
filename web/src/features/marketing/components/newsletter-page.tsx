import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ActionAnchor } from '@/components/actions/action-link';
import { PageHero } from '@/components/layout/page-hero';
import { PICTURES } from '@/config/pictures';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { LINKS, SITE } from '@/config/site';
import { useLaunch } from '@/hooks/use-launch';
import type { LaunchPhase } from '@shared/launch/launch-phase';
import { SIGN_UP_ANCHOR } from '@shared/paths';

const INSIDE = (phase: LaunchPhase) => [
  phase === 'before-first-sailing'
    ? 'Launch news and sailing dates before they go anywhere else'
    : 'Sailing dates and last-minute spots before they go anywhere else',
  'Lineup reveals: the comics, the bands, the DJs',
  `Behind the scenes of ${phase === 'before-first-sailing' ? 'building' : 'running'} a party boat from scratch`,
  'The best of Cleveland on the water, picked by the crew',
];

/** `signUp` is the site's own sign-up form (composed by the app), ahead of the LinkedIn link. */
export default function NewsletterPage({ signUp }: { signUp?: ReactNode }) {
  const phase = useLaunch().phase;
  return (
    <>
      <PageMeta
        title={SITE.newsletterName}
        description={`Free updates from the Cleveland Floaters crew, 2-3 times a month: ${phase === 'before-first-sailing' ? 'launch' : 'sailing'} news, lineups and life on Lake Erie.`}
      />
      <PageHero kicker="Newsletter" title={`Get ${SITE.newsletterName}`} picture={PICTURES.newsletterHero}>
        <p>Free, 2-3 times a month, written by the crew. No spam, no daily blasts, just the good stuff from the lake.</p>
      </PageHero>
      {/* The site's own sign-up leads: it keeps a visitor here; the spec's LinkedIn button follows for those who read there. */}
      {signUp && (
        <PageSection id={SIGN_UP_ANCHOR} tone="cream" width="prose">
          {signUp}
        </PageSection>
      )}
      <PageSection width="prose" labelledBy="inside-title">
        <Typography id="inside-title" variant="h2" sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2.1rem)' }}>
          What&rsquo;s inside
        </Typography>
        <Box component="ul" sx={{ pl: 3, fontSize: '1.15rem', '& li': { mb: 1 } }}>
          {INSIDE(phase).map((i) => (
            <li key={i}>{i}</li>
          ))}
        </Box>
        <Box component="p" sx={{ fontSize: '1.1rem', mb: 4 }}>
          Rather read it on LinkedIn? {SITE.newsletterName} is there too: subscribe with one click and every issue lands in your feed and your inbox.
        </Box>
        <ActionAnchor href={LINKS.newsletter} target="_blank" rel="noopener noreferrer" tone="sunset">
          Subscribe for free on LinkedIn
        </ActionAnchor>
      </PageSection>
    </>
  );
}
