import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
// The Admin app the other modules share must exist before getStorage() looks for it.
import '../lib/admin';
import { emulatorHost } from './firestore-export';

/**
 * Where backups live: a Cloud Storage bucket on a real project, a local
 * folder on the emulators (FLOATERS_BACKUP_DIR, else the system's temp
 * folder). Each backup is one folder named by its stamp, holding the
 * Firestore export and, on a real project, a copy of the Storage pictures.
 */
export interface BackupStore {
  /** Where the Firestore export of `stamp` goes, in the form exportDocuments takes. */
  exportDestination(stamp: string): string;
  /** Copies the certificate pictures into the backup; null where there is no Storage to copy (the emulators). */
  copyPictures(stamp: string): Promise<number | null>;
  /** The backup folders that exist, by name. */
  folders(): Promise<string[]>;
  remove(folder: string): Promise<void>;
}

export function localBackupStore(root = process.env.FLOATERS_BACKUP_DIR ?? join(tmpdir(), 'floaters-backups')): BackupStore {
  return {
    exportDestination(stamp) {
      const folder = join(root, stamp);
      mkdirSync(folder, { recursive: true });
      return folder;
    },
    copyPictures: async () => null,
    folders: async () => {
      try {
        return readdirSync(root);
      } catch {
        return [];
      }
    },
    remove: async (folder) => rmSync(join(root, folder), { recursive: true, force: true }),
  };
}

export function bucketBackupStore(bucketName: string): BackupStore {
  const storage = getStorage();
  const backups = storage.bucket(bucketName);
  return {
    exportDestination: (stamp) => `gs://${bucketName}/${stamp}/firestore`,
    async copyPictures(stamp) {
      // Server-side copies (no bytes through the function); the pictures are a few hundred small PNGs.
      const [files] = await storage.bucket().getFiles();
      await Promise.all(files.map((file) => file.copy(backups.file(`${stamp}/storage/${file.name}`))));
      return files.length;
    },
    async folders() {
      const [, , response] = await backups.getFiles({ delimiter: '/', autoPaginate: false });
      const prefixes = (response as { prefixes?: string[] } | undefined)?.prefixes ?? [];
      return prefixes.map((p) => p.replace(/\/$/, ''));
    },
    remove: (folder) => backups.deleteFiles({ prefix: `${folder}/` }),
  };
}

export const backupStore = (bucketName: string): BackupStore => (emulatorHost() ? localBackupStore() : bucketBackupStore(bucketName));
