import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ActionAnchor } from '@/components/actions/action-link';
import { PageHero } from '@/components/layout/page-hero';
import { PICTURES } from '@/config/pictures';
import { PageSection, scrollToHash } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { DATES, SITE, SOCIAL } from '@/config/site';
import { useLaunch } from '@/hooks/use-launch';
import { BUILD_TIME } from '@/hooks/use-now';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { mailtoUrl } from '@/lib/mailto';
import { BRAND, SHADES } from '@shared/brand';
import { attachCareersDeadline, deadlinePassed } from './careers-deadline';

const DANCE_SUBJECT = 'Floaters Dance Crew Application';
const RINGMASTER_SUBJECT = 'Social Media Ringmaster Application';

const DANCE_BODY = `Name:
Instagram / TikTok / other social links:
Link to a short video of you dancing (or attach it):
A short note about you (styles, experience, your favorite Cleveland song):
`;

const RINGMASTER_BODY = `Name:
Links to your accounts and two or three posts you're proud of:
Why you'd be a great Ringmaster for Cleveland Floaters:
`;

/** The roles, in the words of the season: what a hire makes impossible to ignore is the launch until the boat has sailed. */
const roles = (sailed: boolean) => [
  {
    id: 'social-media-ringmaster',
    title: 'Social Media Ringmaster / Content Creator',
    kind: 'Part-time, flexible · Cleveland, on deck and on your phone',
    intro: `Somebody has to turn a boat full of comics, music and lake sunsets into the posts all of Cleveland shares. You'll run our X, Instagram, Facebook, TikTok and YouTube, film the nights, make ${sailed ? 'every sailing' : 'the launch'} impossible to ignore, and give the Floaters a voice that's funny, warm and unmistakably 216.`,
    does: [
      'Plan, shoot and edit short videos on board and around town',
      'Write posts that sound like a Clevelander, not a press release',
      'Grow the Founding Floater community and answer every DM like a neighbor',
      'Work with comics, bands and partners on content that helps everyone',
    ],
    you: [
      'You already make things people watch',
      'You know the difference between Ohio City and Tremont',
      'You can be on the water on summer evenings and weekends',
    ],
    subject: RINGMASTER_SUBJECT,
    body: RINGMASTER_BODY,
  },
  {
    id: 'dance-crew',
    title: 'Floaters Dance Crew',
    kind: 'Paid per sailing · Summer evenings and weekends',
    intro:
      'The Floaters Dance Crew gets the deck moving when the DJ takes over: a few short routines, plenty of freestyle and the kind of energy that turns strangers into a dance floor. Every style is welcome, from hip-hop and house to polka (yes, really).',
    does: [
      'Perform short routines during the DJ sets',
      'Pull guests onto the floor and keep it fun and respectful',
      `Appear in our videos and ${sailed ? 'season' : 'launch'} content`,
    ],
    you: [
      '18 or older, comfortable performing on a moving deck',
      'Reliable on summer evenings and weekends',
      'Big energy, good sea legs optional',
    ],
    subject: DANCE_SUBJECT,
    body: DANCE_BODY,
  },
];

const deadlineDay = DATES.careersDeadline.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const tiktok = SOCIAL.find((s) => s.id === 'tiktok')!;

const deadlineRef = islandRef(attachCareersDeadline);

/**
 * The video call-out; after Halloween 2025 it says plainly that the first
 * casting call has closed (the `careers-deadline` island follows the visitor's clock).
 */
function VideoPanel() {
  const passed = deadlinePassed(BUILD_TIME);
  return (
    <Box
      component="aside"
      aria-labelledby="video-title"
      sx={{ position: { md: 'sticky' }, top: { md: 88 }, p: 3, borderRadius: 4, bgcolor: 'primary.main', color: SHADES.white }}
    >
      <Typography id="video-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        Show us your moves
      </Typography>
      <Box component="p">
        Post a video of yourself on TikTok tagging <strong>{SITE.handle}</strong> and tell us which role you&rsquo;re after. Dancers: show
        us a routine. Creators: show us Cleveland the way you see it.
      </Box>
      <div
        ref={deadlineRef}
        {...{ [ISLAND_ATTRIBUTE]: 'careers-deadline' }}
        data-testid="careers-deadline"
        data-state={passed ? 'passed' : 'open'}
      >
        <Box data-when="passed" hidden={!passed} sx={{ p: 2, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.1)' }}>
          <Box component="p" sx={{ m: 0, fontWeight: 800, color: BRAND.gold }}>
            The first casting call closed on Halloween ({deadlineDay}).
          </Box>
          <Box component="p" sx={{ mb: 0 }}>
            Thank you to everyone who posted: we watched every single video. Keep tagging us anyway; we&rsquo;re always looking for the next
            crew, and applications by email stay open.
          </Box>
        </Box>
        <Box data-when="open" hidden={passed} component="p" sx={{ fontWeight: 800, color: BRAND.gold }}>
          Deadline: Halloween, {deadlineDay}.
        </Box>
      </div>
      <Box sx={{ mt: 2 }}>
        <ActionAnchor href={tiktok.url} target="_blank" rel="noopener noreferrer" tone="light">
          Open our TikTok
        </ActionAnchor>
      </Box>
    </Box>
  );
}

export default function CareersPage() {
  const { hash } = useLocation();
  useEffect(() => scrollToHash(hash), [hash]);
  const openings = roles(useLaunch().phase !== 'before-first-sailing');
  return (
    <>
      <PageMeta
        title="We're Hiring"
        description="Join the crew: Cleveland Floaters is looking for a Social Media Ringmaster / Content Creator and dancers for the Floaters Dance Crew."
      />
      <PageHero kicker="Careers" title="We're Hiring" picture={PICTURES.careersHero}>
        <p>
          Cleveland&rsquo;s floating party needs a crew. If you&rsquo;re funny, fearless and from around here (or wish you were), read on.
        </p>
      </PageHero>
      <PageSection>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <div>
            <Box
              component="nav"
              aria-labelledby="openings-title"
              sx={{ mb: 5, p: 3, borderRadius: 4, bgcolor: SHADES.mist, border: `1px solid ${SHADES.mistBorder}` }}
            >
              <Typography id="openings-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
                Current openings
              </Typography>
              <Box component="ul" sx={{ mb: 0, pl: 3, fontSize: '1.1rem', '& li': { my: 1 } }}>
                {openings.map((r) => (
                  <li key={r.id}>
                    <a href={`#${r.id}`}>{r.title}</a>
                  </li>
                ))}
              </Box>
            </Box>
            {openings.map((r) => (
              <Box component="article" key={r.id} id={r.id} aria-labelledby={`${r.id}-title`} sx={{ mb: 6, scrollMarginTop: 88 }}>
                <Typography id={`${r.id}-title`} variant="h2" sx={{ fontSize: 'clamp(1.5rem, 3.5vw, 2.1rem)' }}>
                  {r.title}
                </Typography>
                <Box component="p" sx={{ fontWeight: 700, color: SHADES.rust, mt: 0.5 }}>
                  {r.kind}
                </Box>
                <Box component="p" sx={{ fontSize: '1.1rem' }}>
                  {r.intro}
                </Box>
                <Box component="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                  What you&rsquo;ll do
                </Box>
                <Box component="ul" sx={{ mt: 0, pl: 3 }}>
                  {r.does.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </Box>
                <Box component="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                  You
                </Box>
                <Box component="ul" sx={{ mt: 0, pl: 3 }}>
                  {r.you.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </Box>
                <Box component="p">
                  Apply by email with the subject &ldquo;{r.subject}&rdquo;. The button opens a prefilled email to {SITE.contactEmail}.
                </Box>
                <ActionAnchor href={mailtoUrl(SITE.contactEmail, r.subject, r.body)} tone="navy">
                  Apply: {r.title.split(' / ')[0]}
                </ActionAnchor>
              </Box>
            ))}
          </div>
          <VideoPanel />
        </Box>
      </PageSection>
    </>
  );
}
