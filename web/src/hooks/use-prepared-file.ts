import { useEffect, useState } from 'react';

/**
 * A file made ahead of time, `delayMs` after mount, so a tap can hand it to
 * the share sheet at once (a share must start inside the tap). Null until it
 * is ready, and for good when `make` is null or fails.
 */
export function usePreparedFile(make: (() => Promise<Blob>) | null, fileName: string, delayMs = 0): File | null {
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (!make) return;
    let live = true;
    const timer = window.setTimeout(async () => {
      try {
        const blob = await make();
        if (live) setFile(new File([blob], fileName, { type: blob.type || 'image/png' }));
      } catch (err) {
        console.error(`${fileName} could not be prepared for sharing`, err);
      }
    }, delayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [make, fileName, delayMs]);
  return file;
}
