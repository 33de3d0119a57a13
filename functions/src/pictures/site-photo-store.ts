import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { PICTURE_SLOTS, siteMediaOf, type PictureSlot, type SiteMedia, type SitePhotos } from '../shared/pictures/site-photos';
import type { MadePicture } from './made-picture';

const photoDoc = (slot: PictureSlot) => db.collection(COLLECTIONS.sitePictures).doc(slot);
const fileDoc = (name: string) => db.collection(COLLECTIONS.sitePictureFiles).doc(name);

/** The files of the photo or video a `site_pictures` document names (its `variants`). */
const variantsOf = (data: Record<string, unknown> | undefined): string[] =>
  Array.isArray(data?.variants) ? data.variants.filter((v): v is string => typeof v === 'string') : [];

/**
 * Puts a photo's sizes or a video in place of `slot`'s drawing: the files first, then the document that names them (a
 * page never names a file that is not there yet), then the files of what it replaced. Each file is its own write:
 * together they can pass the 10 MiB a single commit may carry.
 */
export async function saveSitePicture(slot: PictureSlot, { media, files }: MadePicture, uploadedBy: string): Promise<SiteMedia> {
  await Promise.all(
    files.map((f) => fileDoc(f.name).set({ bytes: f.bytes, format: f.format, slot, created_at: FieldValue.serverTimestamp() })),
  );
  const names = files.map((f) => f.name);
  const replaced = await db.runTransaction(async (tx) => {
    const before = variantsOf((await tx.get(photoDoc(slot))).data());
    tx.set(photoDoc(slot), { ...media, variants: names, updated_at: FieldValue.serverTimestamp(), uploaded_by: uploadedBy });
    return before.filter((name) => !names.includes(name));
  });
  await deleteFiles(replaced);
  return media;
}

/** Takes `slot`'s photo away (its drawing shows again); false when it had none. */
export async function removeSitePhoto(slot: PictureSlot): Promise<boolean> {
  const files = await db.runTransaction(async (tx) => {
    const snap = await tx.get(photoDoc(slot));
    if (!snap.exists) return null;
    tx.delete(photoDoc(slot));
    return variantsOf(snap.data());
  });
  if (!files) return false;
  await deleteFiles(files);
  return true;
}

async function deleteFiles(names: string[]): Promise<void> {
  const batch = db.batch();
  for (const name of names) batch.delete(fileDoc(name));
  if (names.length) await batch.commit();
}

/** Every slot's photo or video, for the painted pages (at most one small document per slot). */
export async function readSitePhotos(): Promise<SitePhotos> {
  const snap = await db.collection(COLLECTIONS.sitePictures).get();
  const photos: SitePhotos = {};
  for (const doc of snap.docs) {
    const photo = siteMediaOf(doc.data());
    if (photo && Object.prototype.hasOwnProperty.call(PICTURE_SLOTS, doc.id)) photos[doc.id as PictureSlot] = photo;
  }
  return photos;
}

/** One file's bytes (a photo's size or a video) by its name, or null when no photo or video has it. */
export async function readPhotoFile(name: string): Promise<{ bytes: Buffer } | null> {
  const data = (await fileDoc(name).get()).data();
  return data?.bytes ? { bytes: Buffer.from(data.bytes as Uint8Array) } : null;
}
