import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { SCALING } from '../scaling';
import { parseVariantName, PICTURE_FILES_PREFIX, VARIANT_CONTENT_TYPES } from '../shared/pictures/site-photos';
import { readPhotoFile } from './site-photo-store';

/** A name holds its photo's content hash: the bytes behind it never change, so anyone may keep them for good. */
const LASTING = 'public, max-age=31536000, immutable';
/** An unknown name may be a photo whose files are still being written (its page names it only after): not kept long. */
const MISSING = 'public, max-age=60, s-maxage=60';

/**
 * The owner's photos at /pictures/{hash}-{width}.{avif|webp|jpg} (Hosting rewrites them here): the bytes stored in
 * site_picture_files, with their type, cached for good by the CDN and browsers. Any other name is a 404, without a
 * read. No copy is kept in the instance (unlike the share pictures): a removed photo stops being served here at once,
 * and a file is read once per CDN location and year.
 */
export const sitePictureFiles = onRequest({ region: REGION, ...SCALING.sitePictureFiles, cors: false }, async (req, res) => {
  const name = req.path.startsWith(PICTURE_FILES_PREFIX) ? req.path.slice(PICTURE_FILES_PREFIX.length) : req.path.slice(1);
  const parsed = parseVariantName(name);
  const file = parsed && (req.method === 'GET' || req.method === 'HEAD') ? await readPhotoFile(name) : null;
  if (!parsed || !file) {
    res.status(404).set('Cache-Control', MISSING).type('text').send('No such picture.');
    return;
  }
  res.status(200).set('Cache-Control', LASTING).type(VARIANT_CONTENT_TYPES[parsed.format]).send(file.bytes);
});
