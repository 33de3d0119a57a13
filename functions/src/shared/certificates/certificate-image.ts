/**
 * The stored picture of a certificate, drawn by its owner's browser. storage.rules
 * holds the same limits (a unit test compares them), and refuses to replace a
 * picture once stored.
 */
export const CERTIFICATE_IMAGE_TYPE = 'image/png';
export const CERTIFICATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The CSS width the picture's certificate is laid out at, whatever the screen (drawn at twice that): a landscape picture. */
export const CERTIFICATE_PICTURE_WIDTH = 1200;

/** The owner's copy and the shared copy: {uid}/{id}.png and certificates/{id}.png. */
export function certificateImagePaths(uid: string, certificateId: string): string[] {
  return [`${uid}/${certificateId}.png`, `certificates/${certificateId}.png`];
}
