import { WavesIcon } from '@/components/icons/waves-icon';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { QUIZ_QUESTIONS, QUIZ_QUESTION_COUNT } from '@shared/quiz/questions';
import { scoreQuiz, type QuizAnswers } from '@shared/quiz/scoring';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SitePicture } from '@/components/media/site-picture';
import { PICTURES } from '@/config/pictures';
import { PageMeta } from '@/components/seo/page-meta';
import { EARLY_ACTION_ATTRIBUTE } from '@/islands/until-app-live';
import { storeAffiliateCode } from '@/lib/checkout';
import { track } from '@/lib/insights';
import { QUESTION_HEADING_ID, QUIZ_SCREEN, QUIZ_START_ACTION, startQuiz } from '../start-quiz';
import { QuizShell } from './quiz-shell';
import { BRAND } from '@shared/brand';
import { quizResultPath } from '@shared/paths';
import { QUIZ_TAKER_STATE } from '../quiz-taker';

/** The spec's timings: a new status line every 800 ms, the result after 4000 ms. */
export const STATUS_INTERVAL_MS = 800;
export const RESULT_DELAY_MS = 4000;

export const STATUS_LINES = [
  'Scanning your answers…',
  'Measuring pierogi intake…',
  'Cross-checking your sports heartbreak tolerance…',
  'Calculating your Cleveland Score…',
  'Done. Your result is ready.',
] as const;

const TITLE = 'How Cleveland Are You, Really?';

/** 0-5 the questions (the first behind the start screen until Start, QUIZ_SCREEN), 6 the calculating screen. */
type Step = number;

export default function QuizPage() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const [step, setStep] = useState<Step>(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});

  useEffect(() => {
    storeAffiliateCode(params.get('aff'));
  }, [params]);
  // The page as served keeps a Start tapped before the app was live; reached from another screen, the quiz starts afresh.
  useLayoutEffect(() => {
    if (key !== 'default') QUIZ_SCREEN.write(QUIZ_SCREEN.initial);
  }, [key]);

  const answer = (option: string) => {
    setAnswers((prev) => ({ ...prev, [step]: option }));
    setStep(step + 1);
  };

  return (
    <QuizShell>
      <PageMeta
        title={TITLE}
        description="Six questions, 45 seconds: find out if you're a Lifelong Floater, a Comeback Kid, a Newblood, or still working on it."
      />
      {step === 0 && <StartScreen />}
      {step < QUIZ_QUESTION_COUNT && <QuestionScreen index={step} onAnswer={answer} />}
      {step >= QUIZ_QUESTION_COUNT && <CalculatingScreen answers={answers} />}
    </QuizShell>
  );
}

function StartScreen() {
  return (
    <Box sx={{ textAlign: 'center', [`${QUIZ_SCREEN.when('questions')} &`]: { display: 'none' } }}>
      <WavesIcon aria-hidden="true" sx={{ fontSize: '3.5rem', color: 'primary.main' }} />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 6vw, 3rem)', color: 'primary.main' }}>
        {TITLE}
      </Typography>
      <Box component="p" sx={{ fontSize: '1.15rem', my: 3 }}>
        Six questions. About 45 seconds. Find out whether you&rsquo;re a Lifelong Floater, a Comeback Kid, a Newblood, or still earning your
        stripes. Zero judgment (okay, a little judgment).
      </Box>
      <Button
        variant="contained"
        color="warning"
        size="large"
        onClick={startQuiz}
        // Answered at once, before the app is live too (islands/until-app-live.ts); focused on arrival, from the HTML.
        {...{ [EARLY_ACTION_ATTRIBUTE]: QUIZ_START_ACTION }}
        autoFocus
        disableFocusRipple
        sx={{ px: 5, py: 1.5, fontSize: '1.15rem', '&.Mui-focusVisible': { outline: `3px solid ${BRAND.lakeNavy}`, outlineOffset: 3 } }}
      >
        Start the Quiz
      </Button>
      <SitePicture picture={PICTURES.quizStart} priority sx={{ maxWidth: 340, mx: 'auto', mt: 4 }} />
    </Box>
  );
}

function QuestionScreen({ index, onAnswer }: { index: number; onAnswer: (option: string) => void }) {
  const q = QUIZ_QUESTIONS[index];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new question takes focus so keyboard and screen-reader users start reading it, not the old button; the
  // first one takes it from Start (startQuiz), as it is on the page from the start.
  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);
  const progress = Math.round((index / QUIZ_QUESTION_COUNT) * 100);
  return (
    <Box sx={index === 0 ? { [`${QUIZ_SCREEN.when('start')} &`]: { display: 'none' } } : undefined}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, mb: 1 }}>
        <span id="quiz-progress-label">
          Question {index + 1} of {QUIZ_QUESTION_COUNT}
        </span>
        <span aria-hidden="true">{progress}%</span>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-labelledby="quiz-progress-label"
        color="warning"
        sx={{ height: 10, borderRadius: 5, mb: 4 }}
      />
      <Typography
        ref={headingRef}
        id={QUESTION_HEADING_ID}
        tabIndex={-1}
        variant="h2"
        component="h1"
        sx={{ fontSize: 'clamp(1.4rem, 4vw, 2rem)', mb: 3, outline: 'none' }}
      >
        {q.question}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {q.options.map((option) => (
          <li key={option}>
            <Button
              fullWidth
              variant="outlined"
              onClick={() => onAnswer(option)}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'left',
                py: 1.75,
                px: 2.5,
                fontSize: '1.05rem',
                borderWidth: 2,
                '&:hover': { borderWidth: 2 },
              }}
            >
              {option}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function CalculatingScreen({ answers }: { answers: QuizAnswers }) {
  const navigate = useNavigate();
  const [line, setLine] = useState(0);
  useEffect(() => {
    const ticker = window.setInterval(() => setLine((l) => Math.min(l + 1, STATUS_LINES.length - 1)), STATUS_INTERVAL_MS);
    const done = window.setTimeout(() => {
      const result = scoreQuiz(answers);
      track({ name: 'quiz_finished', result });
      navigate(quizResultPath(result), { state: QUIZ_TAKER_STATE });
    }, RESULT_DELAY_MS);
    return () => {
      window.clearInterval(ticker);
      window.clearTimeout(done);
    };
  }, [answers, navigate]);
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: 'clamp(1.6rem, 5vw, 2.2rem)', mb: 3 }}>
        Calculating your result
      </Typography>
      <LinearProgress color="warning" aria-label="Calculating" sx={{ height: 8, borderRadius: 4, mb: 3 }} />
      <Box role="status" aria-live="polite" data-testid="quiz-status" sx={{ fontSize: '1.2rem', fontWeight: 700, minHeight: '3em' }}>
        {STATUS_LINES[line]}
      </Box>
    </Box>
  );
}
