import { object, string, type InferType } from 'yup';

/**
 * The owner's photos in place of the site's drawings (the Pictures screen in /admin): which places take one, the
 * limits an upload must meet, how its sizes are named and how a page lists them. One module for the function that
 * makes the sizes, the one that serves them, the painted pages and the admin screen.
 */

/**
 * Every place a drawing is shown that the owner may give a photo, with the drawing's proportions: a photo is cropped
 * to them, so it takes exactly the room the drawing took and nothing moves when one replaces the other.
 */
export const PICTURE_SLOTS = {
  homeHero: { label: 'Home page, first screen', width: 600, height: 440 },
  homeWhatIsThis: { label: 'Home page, "What Is This?"', width: 600, height: 440 },
  homePartner: { label: 'Home page, "Partner With Us"', width: 600, height: 440 },
  whyHero: { label: '/why, first screen', width: 600, height: 440 },
  joinHero: { label: '/join, first screen', width: 600, height: 440 },
  bookingHero: { label: '/booking-now, first screen', width: 600, height: 440 },
} as const satisfies Record<string, { label: string; width: number; height: number }>;

export type PictureSlot = keyof typeof PICTURE_SLOTS;
export const PICTURE_SLOT_NAMES = Object.keys(PICTURE_SLOTS) as PictureSlot[];
export const isPictureSlot = (value: unknown): value is PictureSlot =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PICTURE_SLOTS, value);

/** What an upload may be, checked by decoding it (the name and the browser's type prove nothing). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** A 2nd-gen callable takes a request of up to 32 MiB; 8 MB in base64 is about 10.7 MB of it. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Wide enough, once cropped to the place's proportions, for the largest size on a sharp screen. */
export const PHOTO_MIN_WIDTH = 1200;
export const PHOTO_ALT_MAX = 250;

/** The widths made of each photo (none wider than the cropped photo itself), and the formats, best first. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
const EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Where the variants are served (a Hosting rewrite to the sitePictureFiles function). */
export const PICTURE_FILES_PREFIX = '/pictures/';

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const PHOTO_MESSAGES = {
  chooseFile: 'Choose a photo to upload.',
  altRequired: 'Describe the photo for people who cannot see it (alt text is required).',
  altTooLong: `Keep the alt text under ${PHOTO_ALT_MAX} characters.`,
  notImage: 'This file is not a picture we can read. Upload a JPEG, PNG, WebP or AVIF photo.',
  wrongType: (format: string) => `This file is a ${format.toUpperCase()} picture. Upload a JPEG, PNG, WebP or AVIF photo.`,
  tooLarge: (bytes: number) =>
    `This file is ${mb(bytes)}; photos can be at most ${mb(PHOTO_MAX_BYTES)}. Export a smaller copy and try again.`,
  tooNarrow: (croppedWidth: number) =>
    `This photo is only ${croppedWidth} px wide once cropped to this place's shape; it needs at least ${PHOTO_MIN_WIDTH} px. Upload a larger photo.`,
  tooManyPixels: 'This photo has more than 100 megapixels. Export a smaller copy and try again.',
  tooDetailed: 'This photo could not be made small enough to serve. Try another photo.',
} as const;

export const uploadSitePhotoSchema = object({
  slot: string()
    .required('Choose where the photo goes.')
    .test('slot', 'Choose where the photo goes.', (v) => isPictureSlot(v)),
  alt: string().trim().required(PHOTO_MESSAGES.altRequired).max(PHOTO_ALT_MAX, PHOTO_MESSAGES.altTooLong),
  /** The file's bytes, base64. */
  data: string().strict().typeError(PHOTO_MESSAGES.chooseFile).required(PHOTO_MESSAGES.chooseFile),
});
export type UploadSitePhotoRequest = InferType<typeof uploadSitePhotoSchema> & { slot: PictureSlot };

export const removeSitePhotoSchema = object({
  slot: string()
    .required('Choose which photo to remove.')
    .test('slot', 'Choose which photo to remove.', (v) => isPictureSlot(v)),
});
export type RemoveSitePhotoRequest = { slot: PictureSlot };

/** Why a file cannot be a photo before it is even decoded (its size), or null. */
export function photoSizeProblem(bytes: number): string | null {
  return bytes > PHOTO_MAX_BYTES ? PHOTO_MESSAGES.tooLarge(bytes) : null;
}

/**
 * The part of a `width`×`height` picture kept when it is cropped to a slot's proportions: all of one side, as much of
 * the other as the proportions allow.
 */
export function croppedSize(slot: PictureSlot, width: number, height: number): { width: number; height: number } {
  const { width: w, height: h } = PICTURE_SLOTS[slot];
  if (width * h > height * w) return { width: Math.round((height * w) / h), height };
  return { width, height: Math.round((width * h) / w) };
}

/** The widths to make of a photo this wide once cropped: never wider than it is. */
export const variantWidths = (croppedWidth: number): number[] => VARIANT_WIDTHS.filter((w) => w <= croppedWidth);

/** A variant's height at `width`, in its slot's proportions. */
export const variantHeight = (slot: PictureSlot, width: number): number =>
  Math.round((width * PICTURE_SLOTS[slot].height) / PICTURE_SLOTS[slot].width);

/** A variant's file name: its photo's content hash, its width and format. It never changes, so it is cached for good. */
export const variantName = (hash: string, width: number, format: VariantFormat): string => `${hash}-${width}.${EXTENSIONS[format]}`;

const NAME = /^([0-9a-f]{20})-(\d{3,4})\.(avif|webp|jpg)$/;

/** The hash, width and format a variant's name spells, or null for any other name. */
export function parseVariantName(name: string): { hash: string; width: number; format: VariantFormat } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const format = (Object.keys(EXTENSIONS) as VariantFormat[]).find((f) => EXTENSIONS[f] === m[3])!;
  return { hash: m[1]!, width: Number(m[2]), format };
}

/** What `site_pictures/{slot}` holds: what a page needs to show the photo. */
export interface SitePhoto {
  alt: string;
  /** The slot's proportions, as the page reserves them. */
  width: number;
  height: number;
  hash: string;
  /** Widths made, smallest first. */
  widths: number[];
  formats: VariantFormat[];
}

/** The slots' photos a painted page shows (absent: the drawing). */
export type SitePhotos = Partial<Record<PictureSlot, SitePhoto>>;

/** A stored `site_pictures` document as a page uses it, or null when it is not one. */
export function sitePhotoOf(data: Record<string, unknown> | undefined): SitePhoto | null {
  if (!data || typeof data.alt !== 'string' || typeof data.hash !== 'string') return null;
  const widths = Array.isArray(data.widths) ? data.widths.filter((w): w is number => typeof w === 'number') : [];
  const formats = Array.isArray(data.formats)
    ? data.formats.filter((f): f is VariantFormat => (VARIANT_FORMATS as readonly unknown[]).includes(f))
    : [];
  if (!widths.length || !formats.length || typeof data.width !== 'number' || typeof data.height !== 'number') return null;
  return { alt: data.alt, width: data.width, height: data.height, hash: data.hash, widths, formats };
}

/** Where one variant is served. */
export const variantPath = (hash: string, width: number, format: VariantFormat) =>
  `${PICTURE_FILES_PREFIX}${variantName(hash, width, format)}`;

/** A `srcset` of a photo's variants in one format. */
export const photoSrcset = (photo: SitePhoto, format: VariantFormat): string =>
  photo.widths.map((w) => `${variantPath(photo.hash, w, format)} ${w}w`).join(', ');

/** The variant an `<img>` falls back to: the largest of the last format (JPEG), which every browser shows. */
export function fallbackPath(photo: SitePhoto): string {
  return variantPath(photo.hash, photo.widths.at(-1)!, photo.formats.at(-1)!);
}
