/**
 * Files made ahead of the tap that shares them (a certificate's picture):
 * `navigator.share` must be called inside the tap, so it can only take a file
 * that is already there. Made once per page, by whoever asks first: the
 * islands entry at idle, before any React, or the share toolbar once it is
 * live. Keyed by the file's name, which says whose it is.
 */
const asked = new Map<string, Promise<File | undefined>>();
const ready = new Map<string, File>();
const waiting = new Map<string, ((file: File) => void)[]>();

export function prepareShareFile(fileName: string, make: () => Promise<Blob>): Promise<File | undefined> {
  let file = asked.get(fileName);
  if (!file) {
    file = make()
      .then((blob) => {
        const made = new File([blob], fileName, { type: blob.type || 'image/png' });
        ready.set(fileName, made);
        for (const resolve of waiting.get(fileName) ?? []) resolve(made);
        waiting.delete(fileName);
        return made;
      })
      .catch((err) => {
        console.error(`${fileName} could not be prepared for sharing`, err);
        asked.delete(fileName);
        return undefined;
      });
    asked.set(fileName, file);
  }
  return file;
}

/** The file if it is ready; a tap never waits for it (the share then carries the text and link alone). */
export const preparedShareFile = (fileName: string): File | undefined => ready.get(fileName);

/** The file once someone has made it, or undefined after `ms`: for a tap that may wait a moment, never longer. */
export function shareFileWithin(fileName: string, ms: number): Promise<File | undefined> {
  const file = ready.get(fileName);
  if (file) return Promise.resolve(file);
  return new Promise((resolve) => {
    waiting.set(fileName, [...(waiting.get(fileName) ?? []), resolve]);
    setTimeout(() => resolve(undefined), ms);
  });
}
