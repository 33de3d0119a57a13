import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { quizResultFor, quizResultPath, quizShareText } from '@shared/quiz/results';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ActionAnchor, ActionButton, ActionLink } from '@/components/actions/action-link';
import { trackCheckout, useCheckoutUrl } from '@/components/checkout/checkout-link';
import { PageMeta } from '@/components/seo/page-meta';
import { LINKS, SITE } from '@/config/site';
import { trackPixel } from '@/lib/ad-pixel';
import { QuizShell } from './quiz-shell';

export default function QuizResultPage() {
  const { type } = useParams();
  const result = quizResultFor(type);
  const checkoutUrl = useCheckoutUrl();
  // The canonical result address, so a shared link previews this result (Hosting serves its share tags).
  const shareUrl = `${SITE.origin}${quizResultPath(result.type)}`;
  const onX = `${LINKS.shareOnX}?${new URLSearchParams({ text: result.shareText, url: shareUrl })}`;
  const onFacebook = `${LINKS.shareOnFacebook}?${new URLSearchParams({ u: shareUrl })}`;

  useEffect(() => {
    trackPixel('Lead', { content_name: 'Cleveland Quiz', content_category: result.type });
  }, [result.type]);

  const joinTheCrew = () => {
    trackCheckout();
    window.location.assign(checkoutUrl);
  };

  return (
    <QuizShell>
      {/* The same tags crawlers get for a result the build did not prerender (ogCertificate). */}
      <PageMeta {...quizShareText(result)} image={`${quizResultPath(result.type)}/og.png`} />
      <Box sx={{ textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ fontSize: '4rem', lineHeight: 1 }}>
          {result.emoji}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 2, fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.12em', color: '#A14A00' }}>
          Your result
        </Box>
        <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 6vw, 3rem)', color: 'primary.main', my: 1 }}>
          {result.title}
        </Typography>
        <Box component="p" sx={{ fontSize: '1.2rem', fontWeight: 700, fontStyle: 'italic', mt: 0 }}>
          {result.tagline}
        </Box>
        <Box component="p" sx={{ fontSize: '1.05rem', textAlign: 'left' }}>
          {result.description}
        </Box>
        <Box component="p" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {result.cta}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 3 }}>
          <ActionButton type="button" onClick={joinTheCrew}>
            Join the Crew
          </ActionButton>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ActionAnchor href={onX} target="_blank" rel="noopener noreferrer" tone="navy">
              Share on X
            </ActionAnchor>
            <ActionAnchor href={onFacebook} target="_blank" rel="noopener noreferrer" tone="navy">
              Share on Facebook
            </ActionAnchor>
          </Box>
          <ActionLink to="/quiz" tone="outline">
            Take the quiz again
          </ActionLink>
        </Box>
      </Box>
    </QuizShell>
  );
}
