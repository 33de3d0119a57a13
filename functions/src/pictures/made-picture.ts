import { createHash } from 'node:crypto';
import type { PictureSlot, SiteMedia, VariantFormat, VideoFormat } from '../shared/pictures/site-photos';

/** A photo or video refused for what it is (not one, too large, too small): `message` is for the person who sent it. */
export class PhotoRefused extends Error {}

/** One file to store and serve: a photo's size in one format, or a video. */
export interface PictureFile {
  name: string;
  format: VariantFormat | VideoFormat;
  bytes: Buffer;
}

/** What a slot's document says (`media`) and the files it names. */
export interface MadePicture<M extends SiteMedia = SiteMedia> {
  media: M;
  files: PictureFile[];
}

/** A file's name stem: its content hash, with the slot (the same photo cropped for another slot is other bytes). */
export const contentHash = (slot: PictureSlot, file: Buffer): string =>
  createHash('sha256').update(`${slot}\n`).update(file).digest('hex').slice(0, 20);
