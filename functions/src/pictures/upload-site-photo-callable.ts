import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import type { UPLOAD_SITE_PHOTO } from '../shared/contracts/site-photos';
import { uploadSitePhotoSchema, videoFormatOf, type PictureSlot } from '../shared/pictures/site-photos';
import { PhotoRefused } from './made-picture';
import { makePhotoVariants } from './photo-variants';
import { saveSitePicture } from './site-photo-store';
import { makeSiteVideo } from './site-video';

type Response = NonNullable<(typeof UPLOAD_SITE_PHOTO)['types']>['response'];

/**
 * Admins only: a photo or a short video (base64) with its alt text, checked, a photo made into its sizes, and shown in
 * place of the slot's drawing. A video is told by its container's header, anything else must decode as a photo.
 */
export const uploadSitePhoto = onCall(
  // Decoding an 8 MB photo and encoding nine sizes (AVIF the slowest) wants the memory and the CPU.
  { region: REGION, ...SCALING.uploadSitePhoto, memory: '1GiB', timeoutSeconds: 120 },
  async (req): Promise<Response> => {
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: "Only admins can change the site's pictures" });
    const { slot, alt, data } = parseOrThrow(uploadSitePhotoSchema, req.data);
    try {
      const file = Buffer.from(data, 'base64');
      const video = videoFormatOf(file);
      const made = video
        ? makeSiteVideo(slot as PictureSlot, file, video, alt)
        : await makePhotoVariants(slot as PictureSlot, file, alt);
      return { photo: await saveSitePicture(slot as PictureSlot, made, auth.uid) };
    } catch (err) {
      if (err instanceof PhotoRefused) throw new HttpsError('invalid-argument', err.message);
      throw err;
    }
  },
);
