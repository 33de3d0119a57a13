import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import type { UPLOAD_SITE_PHOTO } from '../shared/contracts/site-photos';
import { uploadSitePhotoSchema, type PictureSlot } from '../shared/pictures/site-photos';
import { makePhotoVariants, PhotoRefused } from './photo-variants';
import { saveSitePhoto } from './site-photo-store';

type Response = NonNullable<(typeof UPLOAD_SITE_PHOTO)['types']>['response'];

/** Admins only: a photo (base64) with its alt text, checked, made into its sizes and shown in place of the slot's drawing. */
export const uploadSitePhoto = onCall(
  // Decoding an 8 MB photo and encoding nine sizes (AVIF the slowest) wants the memory and the CPU.
  { region: REGION, ...SCALING.uploadSitePhoto, memory: '1GiB', timeoutSeconds: 120 },
  async (req): Promise<Response> => {
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: "Only admins can change the site's pictures" });
    const { slot, alt, data } = parseOrThrow(uploadSitePhotoSchema, req.data);
    try {
      const made = await makePhotoVariants(slot as PictureSlot, Buffer.from(data, 'base64'));
      return { photo: await saveSitePhoto(slot as PictureSlot, made, alt, auth.uid) };
    } catch (err) {
      if (err instanceof PhotoRefused) throw new HttpsError('invalid-argument', err.message);
      throw err;
    }
  },
);
