import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { quizResultImagePath } from '@shared/paths';
import { quizResultFor, quizShareText } from '@shared/quiz/results';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ActionButton, ActionLink } from '@/components/actions/action-link';
import { trackCheckout } from '@/components/checkout/checkout';
import { useCheckoutUrl } from '@/components/checkout/checkout-link';
import { FoundingSpotsNote, useSoldOut, WaitlistLink } from '@/components/checkout/founding-spots';
import { PageMeta } from '@/components/seo/page-meta';
import { trackPixel } from '@/lib/ad-pixel';
import { trackShareTap } from '@/lib/insights';
import { QuizShareButtons } from './quiz-share-buttons';
import { QuizShell } from './quiz-shell';
import { SHADES } from '@shared/brand';

export default function QuizResultPage() {
  const { type } = useParams();
  const result = quizResultFor(type);
  const checkoutUrl = useCheckoutUrl();
  const soldOut = useSoldOut();

  useEffect(() => {
    trackPixel('Lead', { content_name: 'Cleveland Quiz', content_category: result.type });
  }, [result.type]);

  const joinTheCrew = () => {
    trackCheckout(result.type);
    window.location.assign(checkoutUrl);
  };

  return (
    <QuizShell>
      {/* The same tags crawlers get for a result the build did not prerender (ogCertificate). */}
      <PageMeta {...quizShareText(result)} image={quizResultImagePath(result.type)} />
      <Box sx={{ textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ fontSize: '4rem', lineHeight: 1 }}>
          {result.emoji}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 2, fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.12em', color: SHADES.rust }}>
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
          {soldOut ? (
            <WaitlistLink />
          ) : (
            <ActionButton type="button" onClick={joinTheCrew}>
              Join the Crew
            </ActionButton>
          )}
          <FoundingSpotsNote sx={{ color: SHADES.rust }} />
          <QuizShareButtons result={result} onShare={(tap) => trackShareTap('quiz_result', tap, result.type)} />
          <ActionLink to="/quiz" tone="outline">
            Take the quiz again
          </ActionLink>
        </Box>
      </Box>
    </QuizShell>
  );
}
