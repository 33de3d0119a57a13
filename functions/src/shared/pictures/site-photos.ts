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
  teamHero: { label: '/team, first screen', width: 600, height: 440 },
  careersHero: { label: '/become-a-floater, first screen', width: 600, height: 440 },
  newsletterHero: { label: '/newsletter, first screen', width: 600, height: 440 },
  affiliateHero: { label: '/affiliate, first screen', width: 600, height: 440 },
  affiliateGuideHero: { label: '/affiliate/guide, first screen', width: 600, height: 440 },
  wallHero: { label: 'Wall of Fame, first screen', width: 600, height: 440 },
  faqHero: { label: '/faq, first screen', width: 600, height: 440 },
  quizResultHero: { label: 'Quiz results, first screen', width: 600, height: 440 },
  // Square portraits for /team's founder letter and Meet the Crew's three cards, in the order of the crew screen.
  teamFounder: { label: '/team, the founder’s portrait', width: 600, height: 600 },
  teamCrew1: { label: '/team, crew card 1', width: 600, height: 600 },
  teamCrew2: { label: '/team, crew card 2', width: 600, height: 600 },
  teamCrew3: { label: '/team, crew card 3', width: 600, height: 600 },
} as const satisfies Record<string, { label: string; width: number; height: number }>;

export type PictureSlot = keyof typeof PICTURE_SLOTS;
export const PICTURE_SLOT_NAMES = Object.keys(PICTURE_SLOTS) as PictureSlot[];
export const isPictureSlot = (value: unknown): value is PictureSlot =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PICTURE_SLOTS, value);

/** What a photo may be, checked by decoding it (the name and the browser's type prove nothing). */
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

/**
 * The most one stored file (a photo's size, a video) may hold: each is kept whole in one Firestore document
 * (site_picture_files), 1 MiB at most, with room left for its other fields.
 */
export const STORED_FILE_MAX_BYTES = 900_000;

/**
 * A short muted loop may take a photo's place. Nothing here transcodes (no ffmpeg), so the file is stored as sent,
 * one stored file.
 */
export const VIDEO_FORMATS = ['mp4', 'webm'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export const VIDEO_MAX_BYTES = STORED_FILE_MAX_BYTES;
export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' };
/** What the screen's file input offers: every photo and video format taken. */
export const UPLOAD_ACCEPT = [...PHOTO_FORMATS.map((f) => `image/${f}`), ...Object.values(VIDEO_CONTENT_TYPES)].join(',');

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en-US')} KB`;

/** How long a loop fits, in the owner's terms. */
export const VIDEO_LIMIT_WORDS = `a short loop: at most ${kb(VIDEO_MAX_BYTES)}, about 5-6 seconds at 720p`;

export const PHOTO_MESSAGES = {
  chooseFile: 'Choose a photo to upload.',
  altRequired: 'Describe the photo for people who cannot see it (alt text is required).',
  altTooLong: `Keep the alt text under ${PHOTO_ALT_MAX} characters.`,
  notImage:
    'This file is not a picture or video we can read. Upload a JPEG, PNG, WebP or AVIF photo, or an MP4 or WebM video.',
  wrongType: (format: string) =>
    `This file is a ${format.toUpperCase()} picture. Upload a JPEG, PNG, WebP or AVIF photo, or an MP4 or WebM video.`,
  tooLarge: (bytes: number) =>
    `This file is ${mb(bytes)}; photos can be at most ${mb(PHOTO_MAX_BYTES)}. Export a smaller copy and try again.`,
  videoTooLarge: (bytes: number) =>
    `This video is ${kb(bytes)}; a video must be ${VIDEO_LIMIT_WORDS}. Export a shorter or smaller copy and try again.`,
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

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  from + length <= bytes.length ? String.fromCharCode(...bytes.subarray(from, from + length)) : '';

/** An EBML variable-length number at `at`: its length in bytes and its value (with the length marker kept for IDs). */
function ebmlNumber(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { length, value };
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const EBML_DOCTYPE = 0x4282;

/** The DocType an EBML (Matroska/WebM) header names, or null when the file does not start with one. */
function ebmlDocType(bytes: Uint8Array): string | null {
  if (!EBML_MAGIC.every((b, i) => bytes[i] === b)) return null;
  const size = ebmlNumber(bytes, 4, false);
  if (!size) return null;
  const end = Math.min(bytes.length, 4 + size.length + size.value);
  for (let at = 4 + size.length; at < end; ) {
    const id = ebmlNumber(bytes, at, true);
    const length = id && ebmlNumber(bytes, at + id.length, false);
    if (!id || !length) return null;
    const data = at + id.length + length.length;
    if (id.value === EBML_DOCTYPE) return ascii(bytes, data, length.value).replace(/\0+$/, '');
    at = data + length.value;
  }
  return null;
}

// cspell:ignore avio heix heim heis hevx ftyp
/** The major brands of the still pictures (AVIF, HEIF) that share MP4's box format and start with an `ftyp` box too. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'avio', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'mif2', 'msf1']);

/**
 * The video format a file's header says, or null: MP4 by its `ftyp` box with a brand that is not a still picture's
 * (AVIF shares the box format), WebM by EBML magic and DocType "webm" (browsers do not all play Matroska). Nothing is
 * decoded.
 */
export function videoFormatOf(bytes: Uint8Array): VideoFormat | null {
  if (ascii(bytes, 4, 4) === 'ftyp') return IMAGE_BRANDS.has(ascii(bytes, 8, 4)) ? null : 'mp4';
  return ebmlDocType(bytes) === 'webm' ? 'webm' : null;
}

/** How much of a file's start `videoFormatOf` needs to tell a video (the screen reads only that much before sending). */
export const VIDEO_HEADER_BYTES = 256;

/** Why a file of `size` bytes starting with `head` cannot be uploaded before it is even read whole, or null. */
export function uploadSizeProblem(head: Uint8Array, size: number): string | null {
  if (videoFormatOf(head)) return size > VIDEO_MAX_BYTES ? PHOTO_MESSAGES.videoTooLarge(size) : null;
  return photoSizeProblem(size);
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

/** A video's file name: its content hash and format. It never changes, so it is cached for good. */
export const videoName = (hash: string, format: VideoFormat): string => `${hash}.${format}`;

const VIDEO_NAME = /^([0-9a-f]{20})\.(mp4|webm)$/;

/** The hash and format a video's name spells, or null for any other name. */
export function parseVideoName(name: string): { hash: string; format: VideoFormat } | null {
  const m = VIDEO_NAME.exec(name);
  return m ? { hash: m[1]!, format: m[2] as VideoFormat } : null;
}

/** The type a stored file is served with, by its name (a photo's size or a video), or null for any other name. */
export function pictureFileType(name: string): string | null {
  const variant = parseVariantName(name);
  if (variant) return VARIANT_CONTENT_TYPES[variant.format];
  const video = parseVideoName(name);
  return video ? VIDEO_CONTENT_TYPES[video.format] : null;
}

/** What `site_pictures/{slot}` holds for a photo: what a page needs to show it. */
export interface SitePhoto {
  kind: 'photo';
  alt: string;
  /** The slot's proportions, as the page reserves them. */
  width: number;
  height: number;
  hash: string;
  /** Widths made, smallest first. */
  widths: number[];
  formats: VariantFormat[];
}

/** What `site_pictures/{slot}` holds for a video: one file, shown in the slot's proportions. */
export interface SiteVideo {
  kind: 'video';
  alt: string;
  width: number;
  height: number;
  hash: string;
  format: VideoFormat;
}

/** What the owner put in a slot's place. */
export type SiteMedia = SitePhoto | SiteVideo;

/** The slots' photos and videos a painted page shows (absent: the drawing). */
export type SitePhotos = Partial<Record<PictureSlot, SiteMedia>>;

/** A stored `site_pictures` document as a page uses it, or null when it is not one (no `kind`: a photo, as first stored). */
export function siteMediaOf(data: Record<string, unknown> | undefined): SiteMedia | null {
  if (!data || typeof data.alt !== 'string' || typeof data.hash !== 'string') return null;
  if (typeof data.width !== 'number' || typeof data.height !== 'number') return null;
  if (data.kind === 'video') {
    const format = VIDEO_FORMATS.find((f) => f === data.format);
    return format ? { kind: 'video', alt: data.alt, width: data.width, height: data.height, hash: data.hash, format } : null;
  }
  const widths = Array.isArray(data.widths) ? data.widths.filter((w): w is number => typeof w === 'number') : [];
  const formats = Array.isArray(data.formats)
    ? data.formats.filter((f): f is VariantFormat => (VARIANT_FORMATS as readonly unknown[]).includes(f))
    : [];
  if (!widths.length || !formats.length) return null;
  return { kind: 'photo', alt: data.alt, width: data.width, height: data.height, hash: data.hash, widths, formats };
}

/** Where one variant is served. */
export const variantPath = (hash: string, width: number, format: VariantFormat) =>
  `${PICTURE_FILES_PREFIX}${variantName(hash, width, format)}`;

/** A `srcset` of a photo's variants in one format. */
export const photoSrcset = (photo: SitePhoto, format: VariantFormat): string =>
  photo.widths.map((w) => `${variantPath(photo.hash, w, format)} ${w}w`).join(', ');

/** Where a video is served. */
export const videoPath = (video: SiteVideo) => `${PICTURE_FILES_PREFIX}${videoName(video.hash, video.format)}`;

/** The variant an `<img>` falls back to: the largest of the last format (JPEG), which every browser shows. */
export function fallbackPath(photo: SitePhoto): string {
  return variantPath(photo.hash, photo.widths.at(-1)!, photo.formats.at(-1)!);
}
