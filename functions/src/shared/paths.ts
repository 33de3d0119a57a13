/**
 * The site's addresses, built in one place for the web app's links and the
 * functions' emails and share previews alike.
 */
export const PATHS = {
  home: '/',
  signIn: '/auth',
  createCertificate: '/founders/new',
  wallOfFame: '/foundingfloaters',
  quiz: '/quiz',
} as const;

export const certificatePath = (id: string) => `/founders/c/${encodeURIComponent(id)}`;

/** The server-rendered 1200x630 share image (functions/src/http/og-certificate.ts). */
export const certificateImagePath = (id: string) => `${certificatePath(id)}/og.png`;

export const quizResultPath = (type: string) => `/quiz/result/${encodeURIComponent(type)}`;

/** The server-rendered 1080x1920 story pictures (functions/src/certificates/story-image.ts). */
export const certificateStoryImagePath = (id: string) => `${certificatePath(id)}/story.png`;
export const quizResultStoryImagePath = (type: string) => `${quizResultPath(type)}/story.png`;

/** The /auth address that brings the visitor back to `path` after signing in. */
export const signInPath = (path: string) => `${PATHS.signIn}?redirect=${encodeURIComponent(path)}`;
