import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import type { REMOVE_SITE_PHOTO } from '../shared/contracts/site-photos';
import { removeSitePhotoSchema, type PictureSlot } from '../shared/pictures/site-photos';
import { removeSitePhoto as remove } from './site-photo-store';

type Response = NonNullable<(typeof REMOVE_SITE_PHOTO)['types']>['response'];

/** Admins only: takes a slot's photo and its files away, and the drawing shows again. */
export const removeSitePhoto = onCall({ region: REGION, ...SCALING.removeSitePhoto }, async (req): Promise<Response> => {
  requireAppCheck(req);
  requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: "Only admins can change the site's pictures" });
  const { slot } = parseOrThrow(removeSitePhotoSchema, req.data);
  return { removed: await remove(slot as PictureSlot) };
});
