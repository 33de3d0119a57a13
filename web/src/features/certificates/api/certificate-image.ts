import type { FirebaseStorage } from 'firebase/storage';
import { ref, uploadBytes } from 'firebase/storage';
import { toBlob } from 'html-to-image';
import { BRAND } from '@/config/site';
import { certificateSlug } from '@shared/certificates/certificate-id';
import type { PublicCertificate } from '@shared/certificates/public-certificate';

/** Fonts and layout have settled by then; the spec's delay before the picture is drawn. */
export const CERTIFICATE_RENDER_DELAY_MS = 1500;

/** The spec's render settings: scale 2, quality 1, on the cream certificate background. */
export async function renderCertificatePng(element: HTMLElement): Promise<Blob> {
  const blob = await toBlob(element, { pixelRatio: 2, quality: 1, backgroundColor: BRAND.cream, cacheBust: true });
  if (!blob) throw new Error('The certificate could not be drawn');
  return blob;
}

const drawn = new WeakMap<HTMLElement, Promise<Blob>>();

/** The certificate's picture, drawn once per page however many times it is stored, shared or downloaded. */
export function certificatePng(element: HTMLElement): Promise<Blob> {
  let png = drawn.get(element);
  if (!png) {
    png = renderCertificatePng(element);
    drawn.set(element, png);
    png.catch(() => drawn.delete(element));
  }
  return png;
}

/** Named after the member, so the file says whose it is in a photo roll or a chat. */
export const certificateFileName = (c: Pick<PublicCertificate, 'full_name' | 'member_number'>, suffix = '') =>
  `founding-floater-${c.member_number}-${certificateSlug(c.full_name)}${suffix}.png`;

/**
 * Stores the picture at {uid}/{id}.png and certificates/{id}.png, which the
 * Storage rules allow only to the certificate's owner. Uploads give up after
 * 20 s rather than the SDK's 10 minutes, so an unreachable Storage fails fast.
 */
export async function uploadCertificatePng(storage: FirebaseStorage, uid: string, certificateId: string, png: Blob): Promise<void> {
  storage.maxUploadRetryTime = 20_000;
  const metadata = { contentType: 'image/png', cacheControl: 'public, max-age=3600' };
  await Promise.all([
    uploadBytes(ref(storage, `${uid}/${certificateId}.png`), png, metadata),
    uploadBytes(ref(storage, `certificates/${certificateId}.png`), png, metadata),
  ]);
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
