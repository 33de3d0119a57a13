import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ActionAnchor, ActionLink } from '@/components/actions/action-link';
import { SitePicture } from '@/components/media/site-picture';
import { PICTURES } from '@/config/pictures';
import { usePageData } from '@/lib/page-data';
import type { CrewPerson } from '@shared/crew/crew';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection, scrollToHash } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { LINKS, SITE } from '@/config/site';
import { useFoundingCap } from '@/hooks/use-founding-cap';
import { useLaunch } from '@/hooks/use-launch';
import { formatCount } from '@shared/format-count';
import type { LaunchPhase } from '@shared/launch/launch-phase';
import { ISLAND_ATTRIBUTE } from '@/islands/island';
import { ContactForm } from './contact-form';
import { SHADES } from '@shared/brand';
import { CONTACT_ANCHOR, PUBLIC_ROUTES } from '@shared/paths';

/** What Meet the Crew says of the crew it cannot introduce yet, in the words of the season. */
const CREW_NEWS: Record<LaunchPhase, { line: string; firstMate: string }> = {
  'before-first-sailing': { line: 'We’re hiring the people who’ll make the nights run. Introductions soon.', firstMate: 'Interviews underway' },
  'in-season': { line: 'The nights are running, and so is the crew. Proper introductions once the season gives them a night off.', firstMate: 'On deck, name soon' },
  'between-seasons': { line: 'We’re signing next season’s crew over the winter. Introductions before the boat goes back in.', firstMate: 'Interviews underway' },
};

const CREW = [
  {
    name: 'Could be you',
    role: 'Deck Hand',
    bio: 'Keeps the lines tight, the deck dry(ish) and the vibes immaculate. Knows every knot and at least four Bone Thugs verses.',
  },
  {
    name: 'Casting now',
    role: 'Entertainment Officer',
    bio: 'Books the comics, wrangles the bands and decides exactly when the DJ drops the song the whole boat screams along to.',
  },
  {
    name: null,
    role: 'First Mate',
    bio: "The Admiral's right hand: runs the night from boarding to last call and makes sure every guest gets home happy and safe.",
  },
];

/** Each card's portrait slot, in the order of the crew screen (/admin/crew): a card keeps its photo when another changes. */
const CREW_PORTRAITS = [PICTURES.teamCrew1, PICTURES.teamCrew2, PICTURES.teamCrew3];

export default function TeamPage() {
  const { hash } = useLocation();
  useEffect(() => scrollToHash(hash), [hash]);
  const news = CREW_NEWS[useLaunch().phase];
  const cap = formatCount(useFoundingCap());
  // The people the owner named on /admin/crew (the page was painted with them); the Admiral and "Coming Soon" until then.
  const named = usePageData().crew;
  const founder = named?.founder ?? null;
  return (
    <>
      <PageMeta
        title="The Admiral's Letter & the Crew"
        description={`Why Cleveland Floaters exists, in ${founder ? `the words of ${founder.name}, our founder` : "the founder's own words"}, plus the crew we're building and how partners can reach us.`}
      />
      <PageHero kicker="Founder letter & team" title="A Letter From the Admiral" picture={PICTURES.teamHero} />

      <PageSection width="prose" labelledBy="letter-title">
        <Box component="article" sx={{ fontSize: '1.15rem', lineHeight: 1.75, '& p': { my: 2 } }}>
          <Typography id="letter-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 3 }}>
            Dear future Floater,
          </Typography>
          <p>
            I grew up on the East Side, ten minutes from the lake, and spent most of my childhood ignoring it. That&rsquo;s the Cleveland
            way: we have one of the Great Lakes on our doorstep and we treat it like the neighbor we nod at but never invite over.
          </p>
          <p>
            That changed one July night on a friend-of-a-friend&rsquo;s boat off Edgewater. Somebody brought a speaker. Somebody else did
            ten minutes on their mother-in-law&rsquo;s pierogi. The sun dropped behind the skyline and for three hours nobody checked their
            phone. I remember thinking: why isn&rsquo;t this a thing? Why do we fly to Nashville and Austin for nights like this when
            we&rsquo;ve got a whole lake right here?
          </p>
          <p>
            So we&rsquo;re making it a thing. {SITE.name} is a floating comedy and concert party: local comics, local bands, a DJ under the
            skyline, and food and drink from the kitchens and taps we already love. It&rsquo;s a show and a party, but mostly it&rsquo;s an
            excuse to get this city out on its own water, together.
          </p>
          <p>
            I&rsquo;m asking for five dollars. Not because five dollars builds a boat (it does not; I checked), but because the first{' '}
            {cap} people who believe in this are the ones who will shape it. Founding Floaters get first access, updates straight from the
            deck and a numbered certificate that says they were here first. When the skeptics come around, and they will, you get to say you
            knew.
          </p>
          <p>
            Cleveland has always been a city of people who show up: for the team, for the neighborhood, for each other. I&rsquo;m asking
            you to show up one more time, for the lake.
          </p>
          <Box component="p" sx={{ fontStyle: 'italic' }}>
            See you on the water,
          </Box>
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
            {founder && <SitePicture picture={PICTURES.teamFounder} sx={{ width: 120, borderRadius: '50%', overflow: 'hidden' }} />}
            <div>
              <Box component="p" sx={{ fontWeight: 800, fontSize: '1.4rem', mb: 0, overflowWrap: 'anywhere' }}>
                {founder?.name ?? 'The Admiral'}
              </Box>
              <Box component="p" sx={{ mt: 0, mb: 0, overflowWrap: 'anywhere' }}>
                {founder?.role || `Founder, ${SITE.name}`}
              </Box>
            </div>
          </Box>
          {founder?.bio && (
            <Box component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {founder.bio}
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
            <ActionLink to={PUBLIC_ROUTES.why} tone="navy">
              Read The Floaters Brief
            </ActionLink>
            <ActionAnchor href={LINKS.founderSite} target="_blank" rel="noopener noreferrer" tone="outline">
              The Admiral&rsquo;s site
            </ActionAnchor>
            <ActionAnchor href={LINKS.newsletter} target="_blank" rel="noopener noreferrer" tone="outline">
              {SITE.newsletterName} on LinkedIn
            </ActionAnchor>
          </Box>
        </Box>
      </PageSection>

      <PageSection tone="blue" labelledBy="wall-banner-title">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', justifyContent: 'space-between' }}>
          <div>
            <Typography id="wall-banner-title" variant="h2" sx={{ fontSize: 'clamp(1.5rem, 3vw, 2.2rem)' }}>
              The first {cap} are going up on the wall
            </Typography>
            <Box component="p" sx={{ mb: 0, fontSize: '1.1rem' }}>
              Every Founding Floater gets a numbered spot on the Wall of Fame.
            </Box>
          </div>
          <ActionLink to={PUBLIC_ROUTES.wallOfFame} reloadDocument tone="light">
            See the Wall of Fame
          </ActionLink>
        </Box>
      </PageSection>

      <PageSection labelledBy="crew-title" title="Meet the Crew" titleGap={1}>
        <Box component="p" sx={{ fontSize: '1.1rem', mt: 0, mb: 4 }}>
          {news.line}
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {CREW.map((c, i) => {
            const person = named?.crew[i];
            return person ? (
              <CrewCard key={c.role} person={person} fallbackRole={c.role} portrait={CREW_PORTRAITS[i]!} />
            ) : (
              <Box component="li" key={c.role} sx={CARD_SX}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 72,
                    height: 72,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: SHADES.white,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: '2rem',
                    fontWeight: 800,
                  }}
                >
                  ?
                </Box>
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    top: 20,
                    right: 20,
                    px: 1.5,
                    py: 0.5,
                    borderRadius: 5,
                    bgcolor: 'warning.main',
                    color: 'primary.main',
                    fontWeight: 800,
                    fontSize: '0.85rem',
                  }}
                >
                  Coming Soon
                </Box>
                <Box component="h3" sx={{ fontSize: '1.3rem', mt: 2, mb: 0 }}>
                  {c.name ?? news.firstMate}
                </Box>
                <Box component="p" sx={{ m: 0, fontWeight: 700, color: SHADES.rust }}>
                  {c.role}
                </Box>
                <Box component="p" sx={{ mb: 0 }}>
                  {c.bio}
                </Box>
              </Box>
            );
          })}
        </Box>
      </PageSection>

      <PageSection id={CONTACT_ANCHOR} tone="cream" width="prose" labelledBy="contact-title" title="Partner With Us">
        <Box component="p" sx={{ fontSize: '1.1rem', mb: 4 }}>
          Sponsors, breweries, kitchens, venues, bands, press and anyone planning a private charter: tell us what you have in mind. The form
          goes straight to the crew's inbox (or write to <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a> yourself), and a
          real person on the crew answers within two business days.
        </Box>
        {/* On the page of islands the `contact-form` island hydrates the form when it scrolls into view. */}
        <div {...{ [ISLAND_ATTRIBUTE]: 'contact-form' }}>
          <ContactForm />
        </div>
      </PageSection>
    </>
  );
}

const CARD_SX = { borderRadius: 4, p: 3, bgcolor: SHADES.mist, border: `1px solid ${SHADES.mistBorder}`, position: 'relative' } as const;

/** A crew member the owner named: their portrait (their photo from the Pictures screen, or the drawing), name, role and bio. */
function CrewCard({
  person,
  fallbackRole,
  portrait,
}: {
  person: CrewPerson;
  fallbackRole: string;
  portrait: (typeof CREW_PORTRAITS)[number];
}) {
  return (
    <Box component="li" sx={CARD_SX}>
      <SitePicture picture={portrait} sx={{ width: 96, borderRadius: '50%', overflow: 'hidden' }} />
      <Box component="h3" sx={{ fontSize: '1.3rem', mt: 2, mb: 0, overflowWrap: 'anywhere' }}>
        {person.name}
      </Box>
      <Box component="p" sx={{ m: 0, fontWeight: 700, color: SHADES.rust, overflowWrap: 'anywhere' }}>
        {person.role || fallbackRole}
      </Box>
      {person.bio && (
        <Box component="p" sx={{ mb: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {person.bio}
        </Box>
      )}
    </Box>
  );
}
