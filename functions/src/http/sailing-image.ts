import { IMAGE_CACHE_CONTROL, renderPreviewPng } from '../certificates/share-image';
import { readSailing } from '../sailings/sailing-store';
import { DEFAULT_PREVIEW_IMAGE_PATH, SAILING_PAGES, sailingImagePath } from '../shared/paths';
import { PHASE_LABELS } from '../shared/sailings/sailing';
import { sailingDay, sailingHours } from '../shared/sailings/public-sailing';
import { DEFAULT_CACHE, png, text, type Reply } from './reply';

const SAILING_PICTURE = new RegExp(`^${SAILING_PAGES}/([a-z0-9-]+)/og\\.png$`);

/** The slug whose share picture `path` names, or null. */
export const sailingPictureSlug = (path: string): string | null => SAILING_PICTURE.exec(path)?.[1] ?? null;

/**
 * A published sailing's share picture: its title, day and Cleveland hours on the brand's card (an owner's edit shows
 * within the hour). Any other slug is sent to the site's default picture, a static file, rather than drawn.
 */
export async function sailingPicture(slug: string, path: string): Promise<Reply> {
  const sailing = await readSailing(slug);
  if (!sailing?.published || path !== sailingImagePath(slug))
    return text(302, 'Found', DEFAULT_CACHE, { Location: DEFAULT_PREVIEW_IMAGE_PATH });
  const at = { boardsAt: sailing.boards_at.getTime(), returnsAt: sailing.returns_at.getTime() };
  const mark = sailing.interruption ? PHASE_LABELS[sailing.interruption.kind] : null;
  const card = { kind: 'sailing', title: sailing.title, day: sailingDay(at), hours: sailingHours(at), mark } as const;
  return png(await renderPreviewPng(card), IMAGE_CACHE_CONTROL.certificate);
}
