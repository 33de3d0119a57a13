import type { RemoveSitePhotoRequest, SiteMedia, UploadSitePhotoRequest } from '../pictures/site-photos';
import { callable } from './callable';

/**
 * The Pictures screen's two callables (admins only). uploadSitePhoto takes the file's bytes (base64) with its alt
 * text, checks them (pictures/site-photos.ts), makes a photo's sizes (a video is kept as sent) and puts them in place of
 * the slot's drawing;
 * removeSitePhoto brings the drawing back.
 */
export const UPLOAD_SITE_PHOTO = callable<UploadSitePhotoRequest, { photo: SiteMedia }>('uploadSitePhoto');
export const REMOVE_SITE_PHOTO = callable<RemoveSitePhotoRequest, { removed: boolean }>('removeSitePhoto');
