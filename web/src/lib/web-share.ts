import { SHARE_SHEET_ATTRIBUTE } from '@shared/html/head-script';
import { setAttr } from './dom-write';

/**
 * The Web Share API: the phone's own share sheet (Instagram, WhatsApp,
 * Messages, TikTok...). `navigator.share` must be called inside the tap that
 * asks for it, so everything it sends has to be ready before the tap.
 */
export type ShareSupport = 'files' | 'link' | 'none';

let detected: ShareSupport | undefined;

/** 'files' where a PNG can go to the share sheet, 'link' where only text and links can, 'none' without a share sheet. */
export function shareSupport(): ShareSupport {
  if (detected) return detected;
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return (detected = 'none');
  const probe = new File([new Uint8Array([137, 80, 78, 71])], 'probe.png', { type: 'image/png' });
  try {
    detected = navigator.canShare?.({ files: [probe] }) ? 'files' : 'link';
  } catch {
    detected = 'link';
  }
  return detected;
}

/** Set on <html> before the first paint where the browser has no share sheet (@shared/html/head-script). */
export const NO_SHARE_SHEET = `html[${SHARE_SHEET_ATTRIBUTE}="none"]`;

/**
 * Tells the page's CSS what the share sheet can take before any React island starts: the server paints share
 * buttons for a browser that has one, and their styles under NO_SHARE_SHEET fit them to one that has not. The
 * head script has marked a browser without one already; this adds whether files go too.
 */
export function markShareSheet(): void {
  setAttr(document.documentElement, SHARE_SHEET_ATTRIBUTE, shareSupport());
}

/**
 * Opens the share sheet with `data`, or with its text and link alone where the
 * browser refuses the files. Resolves false when the visitor closes the sheet.
 */
export async function openShareSheet(data: ShareData): Promise<boolean> {
  const payload = data.files?.length && !navigator.canShare?.(data) ? { ...data, files: undefined } : data;
  try {
    await navigator.share(payload);
    return true;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return false;
    throw err;
  }
}

/**
 * Every share tap names its target, so that counting taps (insight events)
 * is one callback: `onShare(network)` on the share toolbars.
 */
export type ShareNetwork =
  'share-sheet' | 'copy-link' | 'x' | 'facebook' | 'linkedin' | 'linkedin-profile' | 'download' | 'story-share' | 'story-download';
