import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PUBLIC_ROUTES, quizResultImagePath } from '@shared/paths';
import { quizResultFor, quizShareText } from '@shared/quiz/results';
import { useParams } from 'react-router-dom';
import { ActionLink } from '@/components/actions/action-link';
import { FoundingSpotsNote } from '@/components/checkout/founding-spots';
import { CheckoutQuestions } from '@/components/checkout/checkout-questions';
import { PageMeta } from '@/components/seo/page-meta';
import { SitePicture } from '@/components/media/site-picture';
import { PICTURES } from '@/config/pictures';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { JoinTheCrew } from './join-the-crew';
import { attachQuizLead } from './quiz-result-islands';
import { QuizShare } from './quiz-share-buttons';
import { QuizShell } from './quiz-shell';
import { useIsQuizTaker } from '../quiz-taker';
import { SHADES } from '@shared/brand';

const leadRef = islandRef(attachQuizLead);

/** A page that is read: served as its HTML with islands (app/routes.tsx), and shown by the SPA at the end of a run. */
export default function QuizResultPage() {
  const { type } = useParams();
  const result = quizResultFor(type);
  const taker = useIsQuizTaker();

  return (
    <QuizShell>
      {/* The same tags crawlers get for a result the build did not prerender (the `pages` function). */}
      <PageMeta {...quizShareText(result)} image={quizResultImagePath(result.type)} />
      <Box sx={{ textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ fontSize: '4rem', lineHeight: 1 }}>
          {result.emoji}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 2, fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.12em', color: SHADES.rust }}>
          {taker ? 'Your result' : 'Your friend’s result'}
        </Box>
        <Typography
          variant="h1"
          ref={leadRef}
          {...{ [ISLAND_ATTRIBUTE]: 'quiz-lead' }}
          data-result={result.type}
          sx={{ fontSize: 'clamp(2rem, 6vw, 3rem)', color: 'primary.main', my: 1 }}
        >
          {result.title}
        </Typography>
        <Box component="p" sx={{ fontSize: '1.2rem', fontWeight: 700, fontStyle: 'italic', mt: 0 }}>
          {result.tagline}
        </Box>
        <SitePicture picture={PICTURES.quizResultHero} priority sx={{ maxWidth: 340, mx: 'auto', my: 2 }} />
        <Box component="p" sx={{ fontSize: '1.05rem', textAlign: 'left' }}>
          {result.description}
        </Box>
        <Box component="p" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {result.cta}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 3 }}>
          <JoinTheCrew result={result.type} />
          <FoundingSpotsNote sx={{ color: SHADES.rust }} />
          <CheckoutQuestions sx={{ mt: 0 }} />
          <QuizShare result={result} />
          <ActionLink to={PUBLIC_ROUTES.quiz} tone="outline">
            {taker ? 'Take the quiz again' : 'Take the quiz yourself'}
          </ActionLink>
        </Box>
      </Box>
    </QuizShell>
  );
}
