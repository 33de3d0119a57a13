import type { RemoveSitePhotoRequest, SitePhoto, UploadSitePhotoRequest } from '../pictures/site-photos';
import { callable } from './callable';

/**
 * The Pictures screen's two callables (admins only). uploadSitePhoto takes the file's bytes (base64) with its alt
 * text, checks them (pictures/site-photos.ts), makes the sizes and puts them in place of the slot's drawing;
 * removeSitePhoto brings the drawing back.
 */
export const UPLOAD_SITE_PHOTO = callable<UploadSitePhotoRequest, { photo: SitePhoto }>('uploadSitePhoto');
export const REMOVE_SITE_PHOTO = callable<RemoveSitePhotoRequest, { removed: boolean }>('removeSitePhoto');
