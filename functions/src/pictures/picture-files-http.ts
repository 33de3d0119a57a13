import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { byteRange } from '../lib/byte-range';
import { memoryCache } from '../lib/memory-cache';
import { SCALING } from '../scaling';
import { pictureFileType, PICTURE_FILES_PREFIX } from '../shared/pictures/site-photos';
import { readPhotoFile } from './site-photo-store';

/** A name holds its photo's or video's content hash: the bytes behind it never change, so anyone may keep them for good. */
const LASTING = 'public, max-age=31536000, immutable';
/** An unknown name may be a photo whose files are still being written (its page names it only after): not kept long. */
const MISSING = 'public, max-age=60, s-maxage=60';

/**
 * Each instance keeps a file an hour (a miss, a minute) for requests at the function's own address, where no CDN
 * stands; a removed photo stops within the hour. 24 files of at most 900 KB fit the default 256 MiB.
 */
const files = memoryCache<Buffer | null>({
  name: 'picture-files',
  ttlMs: (bytes) => (bytes ? 3_600_000 : 60_000),
  maxEntries: 24,
});

/**
 * The owner's photos and videos at /pictures/{hash}-{width}.{avif|webp|jpg} and /pictures/{hash}.{mp4|webm} (Hosting
 * rewrites them here): the bytes stored in site_picture_files, with their type, cached for good by the CDN and
 * browsers. A name of any other form is a 404 without a read. A byte range is answered as asked (206): Safari plays a
 * video only from a server that does.
 */
export const sitePictureFiles = onRequest({ region: REGION, ...SCALING.sitePictureFiles, cors: false }, async (req, res) => {
  const name = req.path.startsWith(PICTURE_FILES_PREFIX) ? req.path.slice(PICTURE_FILES_PREFIX.length) : req.path.slice(1);
  const type = pictureFileType(name);
  const bytes =
    type && (req.method === 'GET' || req.method === 'HEAD')
      ? await files.through(name, async () => (await readPhotoFile(name))?.bytes ?? null)
      : null;
  if (!type || !bytes) {
    res.status(404).set('Cache-Control', MISSING).type('text').send('No such picture.');
    return;
  }
  res.set({ 'Cache-Control': LASTING, 'Accept-Ranges': 'bytes' }).type(type);
  const range = byteRange(req.get('range'), bytes.length);
  if (!range) {
    res.status(200).send(bytes);
    return;
  }
  res
    .status(206)
    .set('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
});
