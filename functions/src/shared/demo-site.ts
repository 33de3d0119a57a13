/**
 * What the demo build (npm start, npm test) shows where a real project has its
 * own settings (web/.env.<project-id>, functions/.env.<project-id>). The deploy
 * preflight reads these too, to refuse a stand-in that was copied into a real
 * project's settings.
 */
export const DEMO_SITE = {
  origin: 'https://clevelandfloaters.web.app',
  launchDate: '2026-05-15',
  careersDeadline: '2025-10-31',
  /** LinkedIn assigns the newsletter its number when it is created: this one is a stand-in until then. */
  newsletterUrl: 'https://www.linkedin.com/newsletters/the-floaters-brief-7100000000000000000',
} as const;
