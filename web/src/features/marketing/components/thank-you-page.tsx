import { CelebrationIcon } from '@/components/icons/celebration-icon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/actions/action-link';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { SitePicture } from '@/components/media/site-picture';
import { PICTURES } from '@/config/pictures';
import { SocialLinks } from '@/components/social/social-links';
import { SITE } from '@/config/site';
import { BRAND } from '@shared/brand';
import { PUBLIC_ROUTES } from '@shared/paths';
import { wallDirectoryHref } from '@shared/certificates/wall-directory';

export default function ThankYouPage() {
  return (
    <>
      <PageMeta title="Welcome Aboard" description="You're in the Float Crew. Here's what happens next." noindex />
      <PageSection tone="navy" width="prose" labelledBy="thanks-title">
        <Box sx={{ textAlign: 'center' }}>
          <CelebrationIcon aria-hidden="true" sx={{ fontSize: '4.5rem', color: BRAND.gold }} />
          <Typography id="thanks-title" variant="h1">
            You&rsquo;re in the Float Crew!
          </Typography>
          <Box component="p" sx={{ fontSize: '1.25rem', mt: 3 }}>
            Welcome aboard. Your confirmation from Gumroad is on its way to your inbox, and your welcome email follows shortly with two
            links: your own Founding Floater certificate, and your place on the Wall of Fame by your member number. Keep an eye out: sailing
            news goes to you before anyone else.
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', mt: 4 }}>
            {/* A new buyer's number is not known here (their certificate follows the sale's ping): the wall's search finds them. */}
            <ActionLink to={wallDirectoryHref({})} reloadDocument tone="sunset">
              Find Yourself on the Wall
            </ActionLink>
            <ActionLink to={PUBLIC_ROUTES.quiz} tone="outlineLight">
              Take the Quiz
            </ActionLink>
          </Box>
          <SitePicture picture={PICTURES.thankYou} priority sx={{ maxWidth: 340, mx: 'auto', mt: 4 }} />
        </Box>
      </PageSection>
      <PageSection width="prose" labelledBy="connected-title">
        <Box sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <Typography id="connected-title" variant="h2">
            Stay Connected
          </Typography>
          <Box component="p" sx={{ fontSize: '1.15rem', mb: 4 }}>
            Follow along for lineup reveals, behind-the-scenes chaos and the occasional sunset you&rsquo;ll be jealous of.
          </Box>
          <SocialLinks size="mega" tone="dark" label="Follow Cleveland Floaters" />
          <Box component="p" sx={{ mt: 4 }}>
            Prefer email?{' '}
            <ActionLink to={PUBLIC_ROUTES.newsletter} tone="outline">
              Get {SITE.newsletterName}
            </ActionLink>
          </Box>
        </Box>
      </PageSection>
    </>
  );
}
