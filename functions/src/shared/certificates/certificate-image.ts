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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/**
 * Whether the bytes open as a PNG does: the signature, then the IHDR chunk. storage.rules can check only the
 * declared content type, not the bytes, so the upload path checks what it is about to store, for good: a
 * stored picture is never replaced.
 */
export function startsAsPng(head: Uint8Array): boolean {
  return PNG_SIGNATURE.every((b, i) => head[i] === b) && IHDR.every((b, i) => head[12 + i] === b);
}
export const PNG_HEAD_BYTES = 16;
