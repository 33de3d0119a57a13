import { QUIZ_QUESTIONS } from '@shared/quiz/questions';
import { QUIZ_RESULT_TYPES, QUIZ_RESULTS, quizResultFor } from '@shared/quiz/results';
import { FLOATER_MARKERS, LEAVER_MARKERS, WATER_MARKERS, scoreQuiz, type QuizAnswers } from '@shared/quiz/scoring';

/** Picks, for each question index, the option containing `marker`, or the first option with no marker at all. */
function answersWith(picks: Record<number, string>): QuizAnswers {
  const all = [...FLOATER_MARKERS, ...LEAVER_MARKERS, ...WATER_MARKERS];
  return Object.fromEntries(
    QUIZ_QUESTIONS.map((q, i) => {
      const option = picks[i] ? q.options.find((o) => o.includes(picks[i])) : q.options.find((o) => !all.some((m) => o.includes(m)));
      if (!option) throw new Error(`question ${i + 1} has no option for ${picks[i] ?? 'no marker'}`);
      return [i, option];
    }),
  );
}

describe('quiz content', () => {
  it('has six questions of four distinct options each', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(6);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.question.length).toBeGreaterThan(10);
      expect(new Set(q.options).size).toBe(4);
    }
  });

  it('puts each of the spec markers in exactly one option', () => {
    const options = QUIZ_QUESTIONS.flatMap((q) => q.options);
    for (const marker of [...FLOATER_MARKERS, ...LEAVER_MARKERS, ...WATER_MARKERS]) {
      expect([marker, options.filter((o) => o.toLowerCase().includes(marker.toLowerCase())).length]).toEqual([marker, 1]);
    }
  });

  it('has a title, emoji, tagline, description, call to action and share text for every result', () => {
    expect(Object.keys(QUIZ_RESULTS).sort()).toEqual([...QUIZ_RESULT_TYPES].sort());
    expect(QUIZ_RESULTS['lifelong-floater'].title).toBe('The Lifelong Floater');
    expect(QUIZ_RESULTS['comeback-kid'].title).toBe('The Comeback Kid');
    expect(QUIZ_RESULTS.newblood.title).toBe('The Newblood');
    expect(QUIZ_RESULTS.pretender.title).toBe('The Rising Floater');
    const shareTexts = new Set(Object.values(QUIZ_RESULTS).map((r) => r.shareText));
    expect(shareTexts.size).toBe(4);
    for (const r of Object.values(QUIZ_RESULTS)) {
      for (const field of [r.emoji, r.tagline, r.description, r.cta, r.shareText]) expect(field.trim()).not.toBe('');
    }
  });

  it('falls back to the pretender for an unknown or missing result type', () => {
    expect(quizResultFor('newblood').type).toBe('newblood');
    expect(quizResultFor('admiral').type).toBe('pretender');
    expect(quizResultFor(undefined).type).toBe('pretender');
    expect(quizResultFor('__proto__').type).toBe('pretender');
  });
});

describe('quiz scoring (first matching rule wins)', () => {
  it('gives lifelong-floater for three floater answers', () => {
    expect(scoreQuiz(answersWith({ 0: 'old Browns highlights', 1: 'Stadium Mustard', 5: 'Bone Thugs' }))).toBe('lifelong-floater');
  });

  it('gives pretender, not lifelong-floater, for only two floater answers', () => {
    expect(scoreQuiz(answersWith({ 1: 'Stadium Mustard', 2: 'Eh, builds character' }))).toBe('pretender');
  });

  it('checks floater answers before leaver answers', () => {
    const answers = answersWith({ 0: 'old Browns highlights', 1: 'Stadium Mustard', 5: 'Bone Thugs', 2: 'Pack it up', 3: '0 (liar)' });
    expect(scoreQuiz(answers)).toBe('lifelong-floater');
  });

  it('gives comeback-kid for two leaver answers, even with two water answers', () => {
    expect(scoreQuiz(answersWith({ 2: 'Pack it up', 4: 'moving south' }))).toBe('comeback-kid');
    expect(scoreQuiz(answersWith({ 2: 'Pack it up', 3: '0 (liar)', 0: 'Somewhere on the water', 4: 'Edgewater sunset' }))).toBe('comeback-kid');
  });

  it('gives newblood for two water answers', () => {
    expect(scoreQuiz(answersWith({ 0: 'Somewhere on the water', 4: 'Dive bar' }))).toBe('newblood');
    expect(scoreQuiz(answersWith({ 0: 'Somewhere on the water', 4: 'Edgewater sunset', 3: '0 (liar)' }))).toBe('newblood');
  });

  it('gives pretender when no rule matches', () => {
    expect(scoreQuiz(answersWith({}))).toBe('pretender');
    expect(scoreQuiz(answersWith({ 0: 'Somewhere on the water', 3: '0 (liar)', 1: 'Stadium Mustard' }))).toBe('pretender');
    expect(scoreQuiz({})).toBe('pretender');
  });

  it('matches markers anywhere in an answer, ignoring case', () => {
    expect(scoreQuiz({ 0: 'STADIUM MUSTARD on everything', 1: 'some bone thugs', 2: 'well, eh, builds character' })).toBe('lifelong-floater');
  });
});
