import {
  PHOTO_MESSAGES,
  PICTURE_SLOTS,
  VIDEO_MAX_BYTES,
  videoName,
  type PictureSlot,
  type SiteVideo,
  type VideoFormat,
} from '../shared/pictures/site-photos';
import { contentHash, PhotoRefused, type MadePicture } from './made-picture';

/**
 * A short loop for `slot`, with `alt`, already known by its header to be `format`: kept as sent (nothing here
 * transcodes), one file named by its content hash. Its box on the page is the slot's, the video covering it. Throws
 * PhotoRefused when it is over the limit.
 */
export function makeSiteVideo(slot: PictureSlot, file: Buffer, format: VideoFormat, alt: string): MadePicture<SiteVideo> {
  if (file.length > VIDEO_MAX_BYTES) throw new PhotoRefused(PHOTO_MESSAGES.videoTooLarge(file.length));
  const hash = contentHash(slot, file);
  const { width, height } = PICTURE_SLOTS[slot];
  return { media: { kind: 'video', alt, width, height, hash, format }, files: [{ name: videoName(hash, format), format, bytes: file }] };
}
