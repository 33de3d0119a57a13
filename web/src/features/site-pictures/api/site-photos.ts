import { collection, type Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { COLLECTIONS } from '@shared/collections';
import { REMOVE_SITE_PHOTO, UPLOAD_SITE_PHOTO } from '@shared/contracts/site-photos';
import { uploadSizeProblem, VIDEO_HEADER_BYTES, type PictureSlot, type SiteMedia } from '@shared/pictures/site-photos';

/** Making nine sizes of a large photo (AVIF is slow to encode) can pass the SDK's default 70 s on a cold instance. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const sitePhotosCollection = (firestore: Firestore) => collection(firestore, COLLECTIONS.sitePictures);

/** The file's bytes as base64, as the callable takes them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = reader.result as string;
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read. Choose it again.'));
    reader.readAsDataURL(file);
  });
}

/** Why a chosen file is too large to send (a video's limit or a photo's, told by its first bytes, as the function tells it), or null. */
export async function fileSizeProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, VIDEO_HEADER_BYTES).arrayBuffer());
  return uploadSizeProblem(head, file.size);
}

export async function uploadSitePhoto(functions: Functions, slot: PictureSlot, file: File, alt: string): Promise<SiteMedia> {
  const data = await base64Of(file);
  return (await callFunction(functions, UPLOAD_SITE_PHOTO, { slot, alt, data }, { timeout: UPLOAD_TIMEOUT_MS })).photo;
}

export async function removeSitePhoto(functions: Functions, slot: PictureSlot): Promise<void> {
  await callFunction(functions, REMOVE_SITE_PHOTO, { slot });
}
