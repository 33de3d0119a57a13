import {
  croppedSize,
  fallbackPath,
  parseVariantName,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoSizeProblem,
  photoSrcset,
  sitePhotoOf,
  variantName,
  variantWidths,
  type SitePhoto,
} from '@shared/pictures/site-photos';

/** The plain rules of the owner's photos: what fits, how a photo is cropped, named and listed for the browser. */
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
    expect(sitePhotoOf(stored)).toEqual({ alt: 'The boat', width: 600, height: 440, hash: stored.hash, widths: [480], formats: ['webp'] });
    expect(sitePhotoOf({ ...stored, widths: [] })).toBeNull();
    expect(sitePhotoOf({ ...stored, alt: undefined })).toBeNull();
  });

  it('says plainly what to upload instead', () => {
    expect(PHOTO_MESSAGES.wrongType('gif')).toBe('This file is a GIF picture. Upload a JPEG, PNG, WebP or AVIF photo.');
  });
});
