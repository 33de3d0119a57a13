import sharp from 'sharp';
import { launchBrowser } from '../support/browser';
import { adminDb, callFunction, closeAdmin, createUser, resetAuth, resetFirestore, urls, type TestUser } from '../support/emulators';
import { ebmlHeader, recordWebm } from '../support/videos';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, VIDEO_MAX_BYTES, type SiteMedia, type SitePhoto } from '@shared/pictures/site-photos';

/**
 * The owner's photos and videos (the Pictures screen's callables and /pictures/**): photos are decoded, sized to the
 * slot and served for good; videos, told by header, kept as sent; anything else or too large refused, nothing written;
 * removing a photo removes its files.
 */
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  [admin, member] = await Promise.all([
    createUser('photo-admin@clevelandfloaters.test', { admin: true }),
    createUser('photo-member@clevelandfloaters.test'),
  ]);
});
afterAll(closeAdmin);

/** A 1600×1000 landscape JPEG, made here: wider than the slots' 600:440, so its sides are cropped, to 1364×1000. */
const landscapeJpeg = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1b3a5c' } })
    .composite([
      { input: Buffer.from('<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#f7931e"/></svg>'), left: 900, top: 300 },
    ])
    .jpeg()
    .toBuffer();

const upload = (data: Buffer | string, idToken = admin.idToken, alt = 'The boat at the East 9th Street pier') =>
  callFunction<{ photo: SiteMedia }>(
    'uploadSitePhoto',
    { slot: 'homeHero', alt, data: typeof data === 'string' ? data : data.toString('base64') },
    idToken,
  );
const fileCount = async () => (await adminDb().collection('site_picture_files').count().get()).data().count;

describe('uploading a photo', () => {
  it('makes AVIF, WebP and JPEG at 480 and 960 px (not 1440: no wider than the cropped photo) in the slot’s proportions, each served with its type and cached for good', async () => {
    const res = await upload(await landscapeJpeg());
    expect(res.error).toBeUndefined();
    const photo = res.result!.photo as SitePhoto;
    expect(photo).toMatchObject({ alt: 'The boat at the East 9th Street pier', width: 600, height: 440, widths: [480, 960] });
    expect(photo.formats).toEqual(['avif', 'webp', 'jpeg']);
    expect((await adminDb().doc('site_pictures/homeHero').get()).data()).toMatchObject({ hash: photo.hash, uploaded_by: admin.uid });
    expect(await fileCount()).toBe(6);

    for (const [ext, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      for (const width of photo.widths) {
        const res = await fetch(`${urls().site}/pictures/${photo.hash}-${width}.${ext}`);
        expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
          200,
          type,
          'public, max-age=31536000, immutable',
        ]);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 440) / 600)]);
      }
    }
    expect((await fetch(`${urls().site}/pictures/${photo.hash}-1440.jpg`)).status).toBe(404);
    expect((await fetch(`${urls().site}/pictures/not-a-picture.jpg`)).status).toBe(404);
  });

  it('refuses a text file named like a photo, and a file over the limit, saying why, and writes nothing', async () => {
    const before = (await adminDb().doc('site_pictures/homeHero').get()).data();
    const files = await fileCount();

    const text = await upload(Buffer.from('Just some words, saved as boat.jpg'));
    expect(text.error).toEqual({ status: 'INVALID_ARGUMENT', message: PHOTO_MESSAGES.notImage });
    const tooLarge = await upload(Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff));
    expect(tooLarge.error).toEqual({ status: 'INVALID_ARGUMENT', message: PHOTO_MESSAGES.tooLarge(PHOTO_MAX_BYTES + 1) });
    const noAlt = await upload(await landscapeJpeg(), admin.idToken, '   ');
    expect(noAlt.error).toEqual({ status: 'INVALID_ARGUMENT', message: PHOTO_MESSAGES.altRequired });

    expect((await adminDb().doc('site_pictures/homeHero').get()).data()).toEqual(before);
    expect(await fileCount()).toBe(files);
  });

  it('is for admins only', async () => {
    const res = await upload(await landscapeJpeg(), member.idToken);
    expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: "Only admins can change the site's pictures" });
    expect((await callFunction('removeSitePhoto', { slot: 'homeHero' }, member.idToken)).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('removing a photo', () => {
  it('deletes its document and its files, and their addresses answer 404', async () => {
    const { hash } = (await adminDb().doc('site_pictures/homeHero').get()).data() as SitePhoto;
    expect(await callFunction('removeSitePhoto', { slot: 'homeHero' }, admin.idToken)).toMatchObject({ result: { removed: true } });
    expect((await adminDb().doc('site_pictures/homeHero').get()).exists).toBe(false);
    expect(await fileCount()).toBe(0);
    expect((await fetch(`${urls().site}/pictures/${hash}-480.webp`)).status).toBe(404);
  });
});

describe('uploading a video', () => {
  const ALT = 'Floaters dancing on the top deck as the boat passes the lighthouse';

  it('keeps a real WebM as sent, named by its hash, served through Hosting as video/webm, cached for good, a byte range as asked', async () => {
    const browser = await launchBrowser();
    let webm: Buffer;
    try {
      webm = await recordWebm(await browser.newPage());
    } finally {
      await browser.close();
    }
    const res = await upload(webm, admin.idToken, ALT);
    expect(res.error).toBeUndefined();
    const video = res.result!.photo;
    expect(video).toEqual({ kind: 'video', alt: ALT, width: 600, height: 440, hash: expect.stringMatching(/^[0-9a-f]{20}$/), format: 'webm' });
    expect((await adminDb().doc('site_pictures/homeHero').get()).data()).toMatchObject({ variants: [`${video.hash}.webm`] });
    expect(await fileCount()).toBe(1);

    const served = await fetch(`${urls().site}/pictures/${video.hash}.webm`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([
      200,
      'video/webm',
      'public, max-age=31536000, immutable',
    ]);
    expect(Buffer.from(await served.arrayBuffer()).equals(webm)).toBe(true);
    const part = await fetch(`${urls().site}/pictures/${video.hash}.webm`, { headers: { Range: 'bytes=0-99' } });
    expect([part.status, part.headers.get('content-range'), (await part.arrayBuffer()).byteLength]).toEqual([
      206,
      `bytes 0-99/${webm.length}`,
      100,
    ]);
  });

  it('refuses a video over 900 KB with its message, and writes nothing', async () => {
    const before = (await adminDb().doc('site_pictures/homeHero').get()).data();
    const files = await fileCount();
    const long = Buffer.concat([ebmlHeader('webm'), Buffer.alloc(VIDEO_MAX_BYTES)]);
    expect((await upload(long)).error).toEqual({ status: 'INVALID_ARGUMENT', message: PHOTO_MESSAGES.videoTooLarge(long.length) });
    expect((await adminDb().doc('site_pictures/homeHero').get()).data()).toEqual(before);
    expect(await fileCount()).toBe(files);
  });
});
