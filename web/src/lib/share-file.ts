/**
 * Files made ahead of the tap that shares them: `navigator.share` must be called inside the tap. Each is made once per
 * page by whoever asks first (the islands entry or the share toolbar), under its own key, since a drawn and a fetched
 * picture share a file name.
 */
const asked = new Map<string, Promise<File | undefined>>();
const ready = new Map<string, File>();
const waiting = new Set<() => void>();

export function prepareShareFile(key: string, make: () => Promise<Blob>, fileName = key): Promise<File | undefined> {
  let file = asked.get(key);
  if (!file) {
    file = make()
      .then((blob) => {
        const made = new File([blob], fileName, { type: blob.type || 'image/png' });
        ready.set(key, made);
        for (const wake of waiting) wake();
        return made;
      })
      .catch((err) => {
        console.error(`${fileName} could not be prepared for sharing`, err);
        asked.delete(key);
        return undefined;
      });
    asked.set(key, file);
  }
  return file;
}

/** The first of `keys` whose file is ready; a tap never waits for it (the share then carries the text and link alone). */
export const preparedShareFile = (...keys: string[]): File | undefined =>
  keys.map((key) => ready.get(key)).find((file) => file !== undefined);

/** The first of `keys` whose file is ready, once one is, or undefined after `ms`: for a tap that may wait a moment, never longer. */
export function shareFileWithin(keys: string[], ms: number): Promise<File | undefined> {
  const file = preparedShareFile(...keys);
  if (file) return Promise.resolve(file);
  return new Promise((resolve) => {
    const done = (found: File | undefined) => {
      waiting.delete(wake);
      clearTimeout(timer);
      resolve(found);
    };
    const wake = () => {
      const found = preparedShareFile(...keys);
      if (found) done(found);
    };
    const timer = setTimeout(() => done(undefined), ms);
    waiting.add(wake);
  });
}

/** A picture of this site, for a share: fetched ahead of the tap, since a fetch made at the tap may end after its activation. */
export async function fetchPng(url: string): Promise<Blob> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.blob();
}
