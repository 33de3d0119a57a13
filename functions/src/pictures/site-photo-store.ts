import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { PICTURE_SLOTS, sitePhotoOf, type PictureSlot, type SitePhoto, type SitePhotos } from '../shared/pictures/site-photos';
import type { PhotoVariants } from './photo-variants';

const photoDoc = (slot: PictureSlot) => db.collection(COLLECTIONS.sitePictures).doc(slot);
const fileDoc = (name: string) => db.collection(COLLECTIONS.sitePictureFiles).doc(name);

/** The files of the photo a `site_pictures` document names (its `variants`). */
const variantsOf = (data: Record<string, unknown> | undefined): string[] =>
  Array.isArray(data?.variants) ? data.variants.filter((v): v is string => typeof v === 'string') : [];

/**
 * Puts a photo's sizes in place of `slot`'s drawing: the files first, then the document that names them (a page never
 * names a file that is not there yet), then the files of the photo it replaced. Each file is its own write: together
 * they can pass the 10 MiB a single commit may carry.
 */
export async function saveSitePhoto(slot: PictureSlot, made: PhotoVariants, alt: string, uploadedBy: string): Promise<SitePhoto> {
  await Promise.all(
    made.variants.map((v) =>
      fileDoc(v.name).set({ bytes: v.bytes, format: v.format, width: v.width, slot, created_at: FieldValue.serverTimestamp() }),
    ),
  );
  const { width, height } = PICTURE_SLOTS[slot];
  const photo: SitePhoto = {
    alt,
    width,
    height,
    hash: made.hash,
    widths: made.widths,
    formats: [...new Set(made.variants.map((v) => v.format))],
  };
  const names = made.variants.map((v) => v.name);
  const replaced = await db.runTransaction(async (tx) => {
    const before = variantsOf((await tx.get(photoDoc(slot))).data());
    tx.set(photoDoc(slot), { ...photo, variants: names, updated_at: FieldValue.serverTimestamp(), uploaded_by: uploadedBy });
    return before.filter((name) => !names.includes(name));
  });
  await deleteFiles(replaced);
  return photo;
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

/** Every slot's photo, for the painted pages (at most one small document per slot). */
export async function readSitePhotos(): Promise<SitePhotos> {
  const snap = await db.collection(COLLECTIONS.sitePictures).get();
  const photos: SitePhotos = {};
  for (const doc of snap.docs) {
    const photo = sitePhotoOf(doc.data());
    if (photo && Object.prototype.hasOwnProperty.call(PICTURE_SLOTS, doc.id)) photos[doc.id as PictureSlot] = photo;
  }
  return photos;
}

/** One variant's bytes by its name, or null when no photo has it. */
export async function readPhotoFile(name: string): Promise<{ bytes: Buffer } | null> {
  const data = (await fileDoc(name).get()).data();
  return data?.bytes ? { bytes: Buffer.from(data.bytes as Uint8Array) } : null;
}
