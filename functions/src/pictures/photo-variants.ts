import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { BRAND } from '../shared/brand';
import {
  PICTURE_SLOTS,
  croppedSize,
  PHOTO_MESSAGES,
  PHOTO_MIN_WIDTH,
  photoSizeProblem,
  STORED_FILE_MAX_BYTES,
  variantHeight,
  variantName,
  variantWidths,
  VARIANT_FORMATS,
  type PictureSlot,
  type SitePhoto,
  type VariantFormat,
} from '../shared/pictures/site-photos';
import { contentHash, PhotoRefused, type MadePicture, type PictureFile } from './made-picture';

/** A camera's largest photos are about 60 megapixels; anything far beyond that is a decompression bomb, not a photo. */
const MAX_INPUT_PIXELS = 100_000_000;
const QUALITIES = [1, 0.75, 0.5] as const;

const encoders: Record<VariantFormat, (image: Sharp, scale: number) => Sharp> = {
  avif: (image, scale) => image.avif({ quality: Math.round(52 * scale), effort: 3 }),
  webp: (image, scale) => image.webp({ quality: Math.round(78 * scale) }),
  jpeg: (image, scale) => image.jpeg({ quality: Math.round(80 * scale), mozjpeg: true, progressive: true }),
};

/** The decoded format's name as the owner knows it (sharp calls AVIF and HEIC both "heif"). */
function formatOf(meta: Metadata): string {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : 'heic';
  return meta.format ?? 'unknown';
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif']);

/**
 * The sizes of a photo for `slot`, with `alt`: verified by decoding, turned upright, cropped to the slot around what
 * draws the eye (sharp's attention strategy), made at each width up to its own in AVIF, WebP and JPEG, without
 * metadata (it can say where it was taken). Throws PhotoRefused.
 */
export async function makePhotoVariants(slot: PictureSlot, file: Buffer, alt: string): Promise<MadePicture<SitePhoto>> {
  const tooLarge = photoSizeProblem(file.length);
  if (tooLarge) throw new PhotoRefused(tooLarge);
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new PhotoRefused(PHOTO_MESSAGES.notImage);
  }
  const format = formatOf(meta);
  if (!ACCEPTED.has(format)) throw new PhotoRefused(PHOTO_MESSAGES.wrongType(format));
  if (!meta.width || !meta.height) throw new PhotoRefused(PHOTO_MESSAGES.notImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoRefused(PHOTO_MESSAGES.tooManyPixels);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const crop = croppedSize(slot, turned ? meta.height : meta.width, turned ? meta.width : meta.height);
  if (crop.width < PHOTO_MIN_WIDTH) throw new PhotoRefused(PHOTO_MESSAGES.tooNarrow(crop.width));

  const widths = variantWidths(crop.width);
  const largest = widths.at(-1)!;
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Cropped and scaled once to the largest size, flat on the site's cream (JPEG has no transparency), then each size from that.
    base = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: largest, height: variantHeight(slot, largest), fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: BRAND.cream })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused(PHOTO_MESSAGES.notImage);
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const hash = contentHash(slot, file);
  const files: PictureFile[] = [];
  for (const width of widths) {
    for (const f of VARIANT_FORMATS) {
      files.push({ name: variantName(hash, width, f), format: f, bytes: await encode(base.data, raw, slot, width, f) });
    }
  }
  const { width, height } = PICTURE_SLOTS[slot];
  return { media: { kind: 'photo', alt, width, height, hash, widths, formats: [...VARIANT_FORMATS] }, files };
}

async function encode(data: Buffer, raw: SharpOptions, slot: PictureSlot, width: number, format: VariantFormat): Promise<Buffer> {
  for (const scale of QUALITIES) {
    const image = sharp(data, raw).resize({ width, height: variantHeight(slot, width) });
    const bytes = await encoders[format](image, scale).toBuffer();
    // Stored whole in one document: a larger one is encoded again at a lower quality.
    if (bytes.length <= STORED_FILE_MAX_BYTES) return bytes;
  }
  throw new PhotoRefused(PHOTO_MESSAGES.tooDetailed);
}
