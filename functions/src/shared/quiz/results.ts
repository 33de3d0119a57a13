import { QUIZ_RESULT_TYPES, type QuizResultType } from './result-types';

export { QUIZ_RESULT_TYPES, type QuizResultType };

export interface QuizResult {
  type: QuizResultType;
  title: string;
  emoji: string;
  tagline: string;
  description: string;
  cta: string;
  /** The post text for Share on X and the share previews of /quiz/result/{type}. */
  shareText: string;
}

export const QUIZ_RESULTS: Record<QuizResultType, QuizResult> = {
  'lifelong-floater': {
    type: 'lifelong-floater',
    title: 'The Lifelong Floater',
    emoji: '⚓',
    tagline: 'Born in the 216. Will die in the 216. Will float in between.',
    description:
      "You put Stadium Mustard on things that aren't hot dogs. You still know where you were for The Drive, The Shot and The Block, and you'll tell anyone who asks (and plenty who don't). Snow doesn't scare you, the lake is your therapist, and you were a Cleveland loyalist before it was cool. The boat was basically built for you.",
    cta: 'Claim your spot as a Founding Floater. You earned it in about 1987.',
    shareText: "I'm The Lifelong Floater ⚓ Born in the 216, will float in the 216. How Cleveland are you, really?",
  },
  'comeback-kid': {
    type: 'comeback-kid',
    title: 'The Comeback Kid',
    emoji: '🔄',
    tagline: 'You left. You missed it. You came back (or you will).',
    description:
      "You've threatened to leave more times than the Browns have changed quarterbacks. Maybe you even did it: a few years somewhere warm, a city with 'better weather' and no pierogi worth eating. But the lake keeps calling you home. Cleveland loves a comeback story, and yours is just getting good.",
    cta: 'Make it official. Come back for good as a Founding Floater.',
    shareText: "I'm The Comeback Kid 🔄 I left, I missed it, I came back to Cleveland. How Cleveland are you, really?",
  },
  newblood: {
    type: 'newblood',
    title: 'The Newblood',
    emoji: '🌊',
    tagline: 'New to the 216, already hooked on the lake.',
    description:
      "You might not remember the bad old days, but you found the good stuff fast: Edgewater at sunset, a dive bar that feels like a living room, a lake that looks like an ocean if you squint. You're the future of this town, and the Floaters were made for people exactly like you: curious, social and ready for a night on the water.",
    cta: 'Get on board early. Be a Founding Floater before your friends are.',
    shareText: "I'm The Newblood 🌊 New to the 216, already hooked on Lake Erie. How Cleveland are you, really?",
  },
  pretender: {
    type: 'pretender',
    title: 'The Rising Floater',
    emoji: '🎈',
    tagline: 'Not quite Cleveland yet, but the lake is very patient.',
    description:
      "Ketchup on a hot dog? Checking flights in July? We're not mad, we're just going to fix it. Every Clevelander started somewhere, and a summer night on Lake Erie with a boat full of comics and a DJ under the skyline is the fastest crash course there is. Come aboard: we'll have you saying 'the 216' unironically by Labor Day.",
    cta: "Start your Cleveland education as a Founding Floater. We'll handle the rest.",
    shareText: "I'm The Rising Floater 🎈 Not quite Cleveland yet, but working on it. How Cleveland are you, really?",
  },
};

/** The result for a route parameter; anything unknown is the pretender, as the spec says. */
export function quizResultFor(type: string | undefined): QuizResult {
  return (QUIZ_RESULT_TYPES as readonly string[]).includes(type ?? '') ? QUIZ_RESULTS[type as QuizResultType] : QUIZ_RESULTS.pretender;
}

/** Title (before the site name) and description a shared result shows, on its page and in crawlers' previews alike. */
export function quizShareText(result: QuizResult): { title: string; description: string } {
  return { title: `I'm ${result.title}! How Cleveland Are You, Really?`, description: `${result.shareText} ${result.tagline}` };
}
