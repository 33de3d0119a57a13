import type { FirebaseStorage, StorageReference } from 'firebase/storage';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { toBlob } from 'html-to-image';

import { CERTIFICATE_IMAGE_MAX_BYTES, CERTIFICATE_IMAGE_TYPE, certificateImagePaths } from '@shared/certificates/certificate-image';
import { certificateSlug } from '@shared/certificates/certificate-id';
import type { PublicCertificate } from '@shared/certificates/public-certificate';
import { BRAND } from '@shared/brand';

/** Fonts and layout have settled by then; the spec's delay before the picture is drawn. */
export const CERTIFICATE_RENDER_DELAY_MS = 1500;

/** The spec's render settings: scale 2, quality 1, on the cream certificate background. */
export async function renderCertificatePng(element: HTMLElement): Promise<Blob> {
  const blob = await toBlob(element, { pixelRatio: 2, quality: 1, backgroundColor: BRAND.cream, cacheBust: true });
  if (!blob) throw new Error('The certificate could not be drawn');
  return blob;
}

/** Storage calls give up after 20 s rather than the SDK's 2 and 10 minutes, so an unreachable Storage fails fast. */
const GIVE_UP_MS = 20_000;

async function isStored(target: StorageReference): Promise<boolean> {
  try {
    await getMetadata(target);
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'storage/object-not-found') return false;
    throw err;
  }
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
 * Which of the certificate's two pictures ({uid}/{id}.png, certificates/{id}.png)
 * are not stored yet. A stored picture is never replaced (the Storage rules
 * refuse it), so a page seen again draws nothing.
 */
export async function missingCertificateImages(storage: FirebaseStorage, uid: string, certificateId: string): Promise<StorageReference[]> {
  storage.maxOperationRetryTime = GIVE_UP_MS;
  const targets = certificateImagePaths(uid, certificateId).map((path) => ref(storage, path));
  const stored = await Promise.all(targets.map(isStored));
  return targets.filter((_, i) => !stored[i]);
}

/** Stores the picture where it is missing; the rules allow it only to the certificate's owner. */
export async function uploadCertificatePng(storage: FirebaseStorage, targets: StorageReference[], png: Blob): Promise<void> {
  if (png.size >= CERTIFICATE_IMAGE_MAX_BYTES) throw new Error(`The certificate picture has ${png.size} bytes, over the rules' limit`);
  storage.maxUploadRetryTime = GIVE_UP_MS;
  const metadata = { contentType: CERTIFICATE_IMAGE_TYPE, cacheControl: 'public, max-age=3600' };
  await Promise.all(
    targets.map(async (target) => {
      try {
        await uploadBytes(target, png, metadata);
      } catch (err) {
        // Stored meanwhile by another tab of the owner's: that picture is as good as ours.
        if (!(await isStored(target))) throw err;
      }
    }),
  );
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
