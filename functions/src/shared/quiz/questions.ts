/**
 * "How Cleveland Are You, Really?": six questions, four answers each. Scoring
 * (scoring.ts) looks for marker phrases inside the chosen answers' text, so an
 * answer's wording is part of the rules: edit with care and keep the unit tests
 * green.
 */
export interface QuizQuestion {
  question: string;
  options: readonly [string, string, string, string];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    question: "It's a perfect 78° Saturday in July. Where are you?",
    options: [
      'Somewhere on the water, cold drink in hand',
      'On the couch rewatching old Browns highlights with the windows open',
      'Brunch in Ohio City, then a nap on a patio',
      "Indoors. It's too hot and I'm checking flights",
    ],
  },
  {
    question: 'Be honest: what goes on your hot dog?',
    options: [
      'Stadium Mustard. Is there anything else?',
      "Ketchup, and I'm not apologizing",
      "Whatever the food truck by the beach is doing",
      'Chili, cheese, onions: the whole slaw-dog situation',
    ],
  },
  {
    question: "February. It's 14°, and lake-effect snow just buried your car. Your reaction?",
    options: [
      'Eh, builds character.',
      "Pack it up. I'm done. Where's the U-Haul?",
      'Grab the scraper, then go ice fishing',
      'Cancel everything and order pierogi',
    ],
  },
  {
    question: 'How many times have you said "this is the year" about a Cleveland team?',
    options: [
      '0 (liar)',
      'Every single spring, out loud, with my whole chest',
      "Once, in 2016, and I'm still riding that high",
      'I stopped counting somewhere around The Drive',
    ],
  },
  {
    question: "A friend from out of town is visiting. First stop?",
    options: [
      'Edgewater sunset, no debate',
      'Dive bar where the bartender already knows my order',
      'West Side Market, then a pierogi crawl',
      "The airport. I'm seriously thinking about moving south",
    ],
  },
  {
    question: "The boat's aux cord is yours. What's playing?",
    options: [
      "Bone Thugs-n-Harmony, 'Tha Crossroads', on repeat",
      'Whatever the DJ wants, I trust the professionals',
      "Something trending, I'm still learning the local anthems",
      'Jimmy Buffett, because I am practising for Florida',
    ],
  },
];

export const QUIZ_QUESTION_COUNT = QUIZ_QUESTIONS.length;
