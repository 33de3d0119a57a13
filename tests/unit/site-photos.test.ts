import sharp from 'sharp';
import {
  croppedSize,
  fallbackPath,
  parseVariantName,
  parseVideoName,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoSizeProblem,
  photoSrcset,
  pictureFileType,
  siteMediaOf,
  uploadSizeProblem,
  variantName,
  variantWidths,
  videoFormatOf,
  videoName,
  VIDEO_MAX_BYTES,
  type SitePhoto,
} from '@shared/pictures/site-photos';
import { byteRange } from '../../functions/src/lib/byte-range';
import { ebmlHeader, mp4Header } from '../support/videos';

/** The plain rules of the owner's photos and videos: what fits, how a photo is cropped, how a video is told, named and listed for the browser. */
describe('site photos', () => {
  it('refuses a file over the size limit, naming both sizes', () => {
    expect(photoSizeProblem(PHOTO_MAX_BYTES)).toBeNull();
    expect(photoSizeProblem(12.34 * 1024 * 1024)).toBe(
      'This file is 12.3 MB; photos can be at most 8 MB. Export a smaller copy and try again.',
    );
  });

  it("crops a photo to the slot's 600:440 whichever way it is too long", () => {
    expect(croppedSize('homeHero', 3000, 2000)).toEqual({ width: 2727, height: 2000 });
    expect(croppedSize('homeHero', 2000, 3000)).toEqual({ width: 2000, height: 1467 });
    expect(croppedSize('homeHero', 1500, 1100)).toEqual({ width: 1500, height: 1100 });
  });

  it('makes no size wider than the cropped photo', () => {
    expect(variantWidths(1200)).toEqual([480, 960]);
    expect(variantWidths(1440)).toEqual([480, 960, 1440]);
    expect(variantWidths(5000)).toEqual([480, 960, 1440]);
  });

  it('names a variant by its hash, width and format, and reads back only such names', () => {
    const hash = '0123456789abcdef0123';
    expect(variantName(hash, 960, 'jpeg')).toBe(`${hash}-960.jpg`);
    expect(parseVariantName(`${hash}-960.jpg`)).toEqual({ hash, width: 960, format: 'jpeg' });
    expect(parseVariantName(`${hash}-1440.avif`)).toEqual({ hash, width: 1440, format: 'avif' });
    for (const name of [`${hash}-960.jpeg`, `${hash}-960.gif`, `../${hash}-960.jpg`, `${hash.toUpperCase()}-960.jpg`, 'x-960.jpg'])
      expect(parseVariantName(name)).toBeNull();
  });

  it('lists each format as a srcset by width, and falls back to the largest JPEG', () => {
    const photo: SitePhoto = {
      kind: 'photo',
      alt: 'The boat',
      width: 600,
      height: 440,
      hash: 'ab'.repeat(10),
      widths: [480, 960],
      formats: ['avif', 'webp', 'jpeg'],
    };
    expect(photoSrcset(photo, 'avif')).toBe(`/pictures/${photo.hash}-480.avif 480w, /pictures/${photo.hash}-960.avif 960w`);
    expect(fallbackPath(photo)).toBe(`/pictures/${photo.hash}-960.jpg`);
  });

  it('reads a stored photo only when it has what a page needs', () => {
    const stored = {
      alt: 'The boat',
      width: 600,
      height: 440,
      hash: 'ab'.repeat(10),
      widths: [480],
      formats: ['webp', 'gif'],
      uploaded_by: 'x',
    };
    expect(siteMediaOf(stored)).toEqual({
      kind: 'photo',
      alt: 'The boat',
      width: 600,
      height: 440,
      hash: stored.hash,
      widths: [480],
      formats: ['webp'],
    });
    expect(siteMediaOf({ ...stored, widths: [] })).toBeNull();
    expect(siteMediaOf({ ...stored, alt: undefined })).toBeNull();
    const video = { kind: 'video', alt: 'The deck', width: 600, height: 440, hash: stored.hash, format: 'webm' };
    expect(siteMediaOf({ ...video, variants: [`${stored.hash}.webm`] })).toEqual(video);
    expect(siteMediaOf({ ...video, format: 'mkv' })).toBeNull();
  });

  it('says plainly what to upload instead', () => {
    expect(PHOTO_MESSAGES.wrongType('gif')).toBe(
      'This file is a GIF picture. Upload a JPEG, PNG, WebP or AVIF photo, or an MP4 or WebM video.',
    );
  });

  describe('videos', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

    it('tells an MP4 by its ftyp box and a WebM by its EBML header saying "webm", whatever the file is called', async () => {
      expect(videoFormatOf(mp4Header('isom'))).toBe('mp4');
      expect(videoFormatOf(mp4Header('qt  '))).toBe('mp4');
      expect(videoFormatOf(ebmlHeader('webm'))).toBe('webm');
      // A Matroska file has the same magic but another DocType; not every browser plays it.
      expect(videoFormatOf(ebmlHeader('matroska'))).toBeNull();
      expect(videoFormatOf(Buffer.from('Just some words, saved as loop.mp4'))).toBeNull();
      expect(videoFormatOf(png)).toBeNull();
      // An AVIF photo starts with an ftyp box too: its brand says it is a still picture.
      expect(videoFormatOf(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f7931e' } }).avif().toBuffer())).toBeNull();
      expect(videoFormatOf(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
      expect(videoFormatOf(new Uint8Array())).toBeNull();
    });

    it("holds a video to its own limit and a photo to a photo's, by the file's first bytes", () => {
      expect(uploadSizeProblem(ebmlHeader('webm'), VIDEO_MAX_BYTES)).toBeNull();
      expect(uploadSizeProblem(ebmlHeader('webm'), 1_234_567)).toBe(
        'This video is 1,235 KB; a video must be a short loop: at most 900 KB, about 5-6 seconds at 720p. Export a shorter or smaller copy and try again.',
      );
      expect(uploadSizeProblem(png, 1_234_567)).toBeNull();
      expect(uploadSizeProblem(png, PHOTO_MAX_BYTES + 1)).toBe(PHOTO_MESSAGES.tooLarge(PHOTO_MAX_BYTES + 1));
    });

    it('names a video by its hash and format, reads back only such names, and serves each name with its type', () => {
      const hash = '0123456789abcdef0123';
      expect(videoName(hash, 'webm')).toBe(`${hash}.webm`);
      expect(parseVideoName(`${hash}.mp4`)).toEqual({ hash, format: 'mp4' });
      for (const name of [`${hash}.mkv`, `${hash}-480.webm`, `../${hash}.webm`, `${hash}.webm.jpg`, 'x.webm'])
        expect(parseVideoName(name)).toBeNull();
      expect([`${hash}.webm`, `${hash}.mp4`, `${hash}-480.avif`, `${hash}.mkv`].map(pictureFileType)).toEqual([
        'video/webm',
        'video/mp4',
        'image/avif',
        null,
      ]);
    });

    it('answers the one byte range a player asks for, and the whole file for anything else', () => {
      expect(byteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
      expect(byteRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
      expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
      expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
      for (const header of [undefined, 'bytes=1000-', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-'])
        expect(byteRange(header, 1000)).toBeNull();
    });
  });
});
