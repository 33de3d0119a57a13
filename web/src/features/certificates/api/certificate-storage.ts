import type { FirebaseStorage, StorageReference } from 'firebase/storage';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  CERTIFICATE_IMAGE_TYPE,
  PNG_HEAD_BYTES,
  certificateImagePaths,
  startsAsPng,
} from '@shared/certificates/certificate-image';

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
  if (!startsAsPng(new Uint8Array(await png.slice(0, PNG_HEAD_BYTES).arrayBuffer()))) throw new Error('The certificate picture is not a PNG');
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
