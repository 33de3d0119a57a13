import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUIZ_RESULT_TYPES, type QuizResultType } from '../shared/quiz/result-types';
import { quizResultFor } from '../shared/quiz/results';
import { renderPreviewPng } from './share-image';
import { renderStory } from './story-image';

/**
 * A quiz result's pictures (its 1200x630 preview and its 1080x1920 story) change only with the code and the site's
 * address, so the web build draws them once (scripts/build-web.ts) into the server bundle's folder, which deploys
 * with the functions, and ogCertificate sends those bytes: no instance draws one, at the site's address or its own.
 */
export const QUIZ_PICTURE_KINDS = ['og', 'story'] as const;
export type QuizPictureKind = (typeof QUIZ_PICTURE_KINDS)[number];

/** Beside the server bundle (functions/lib/ssr), as the app shell is. */
export const QUIZ_PICTURES_DIR = 'quiz-pictures';
export const quizPictureFile = (type: QuizResultType, kind: QuizPictureKind) => `${type}-${kind}.png`;

/** `site` is the site's origin: the story names its host. */
export async function drawQuizPicture(type: QuizResultType, kind: QuizPictureKind, site: string): Promise<Buffer> {
  if (kind === 'og') return renderPreviewPng({ kind: 'quiz', resultTitle: quizResultFor(type).title });
  return (await renderStory({ kind: 'quiz', type }, site)).png;
}

/** The build's step: every quiz result's pictures into `ssrDir`; returns the files written. */
export async function writeQuizPictures(ssrDir: string, site: string): Promise<string[]> {
  const dir = join(ssrDir, QUIZ_PICTURES_DIR);
  await mkdir(dir, { recursive: true });
  const pictures = QUIZ_RESULT_TYPES.flatMap((type) => QUIZ_PICTURE_KINDS.map((kind) => ({ type, kind })));
  return Promise.all(
    pictures.map(async ({ type, kind }) => {
      const file = join(dir, quizPictureFile(type, kind));
      await writeFile(file, await drawQuizPicture(type, kind, site));
      return file;
    }),
  );
}

/**
 * The picture the build drew, read from `ssrDir`. Code run from its sources (the unit tests) has no build beside it,
 * so there the picture is drawn as the build would draw it.
 */
export async function builtQuizPicture(ssrDir: string, type: QuizResultType, kind: QuizPictureKind, site: string): Promise<Buffer> {
  try {
    return await readFile(join(ssrDir, QUIZ_PICTURES_DIR, quizPictureFile(type, kind)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return drawQuizPicture(type, kind, site);
  }
}
