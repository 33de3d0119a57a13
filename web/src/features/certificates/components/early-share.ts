import { trackShareTap } from '@/lib/insights';
import { whenIdle } from '@/lib/islands';
import { readPageData } from '@/lib/read-page-data';
import { SITE } from '@/config/site';
import { prepareShareFile, shareFileWithin } from '@/lib/share-file';
import { openShareSheet, shareSupport } from '@/lib/web-share';
import { certificatePath } from '@shared/paths';
import { certificateFileName, certificatePng } from '../api/certificate-image';
import { CERTIFICATE_DOCUMENT_ATTRIBUTE, certificateShareText } from '../api/certificate-share';
import { SHARE_TARGET_ATTRIBUTE } from './share-toolbar-target';

/**
 * How long a Share tap may wait for the picture still being drawn: well inside the few seconds of user activation
 * in which the browser lets a page open its share sheet after a tap.
 */
const PICTURE_WAIT_MS = 3_000;

/**
 * The certificate's "Share" before its island is live (app/islands.ts, `before`): the share sheet must open inside
 * the tap that asks for it, and a tap held until React has hydrated the certificate (a second or more on a slow
 * phone) may be too late for it. Where the browser can share files, the certificate's picture is drawn from the
 * server's markup once the page is idle, or at a Share tap that comes first (Lighthouse's browser has no share sheet, so its figures never count
 * it), where that markup's QR code already names the address the visitor is on (it names the site's configured
 * origin, which the island brings to the address bar's; elsewhere the live toolbar draws it). A tap that comes before
 * the picture waits for it, briefly. It goes with the same text and link as the live toolbar. Undone once the island
 * is live.
 */
export function attachEarlyShare(element: HTMLElement): () => void {
  const certificate = readPageData().certificate?.found;
  const drawn = element.querySelector<HTMLElement>(`[${CERTIFICATE_DOCUMENT_ATTRIBUTE}]`);
  if (!certificate || !drawn) return () => {};
  const fileName = certificateFileName(certificate);
  const drawsHere = shareSupport() === 'files' && window.location.origin === SITE.origin;
  // Once the page's fonts are in, as the picture is drawn with them; drawn once, whoever asks first.
  const drawPicture = () => document.fonts.ready.then(() => prepareShareFile(fileName, () => certificatePng(drawn)));
  if (drawsHere) void whenIdle().then(drawPicture);
  const share = async (event: MouseEvent) => {
    if (!(event.target as Element).closest(`[${SHARE_TARGET_ATTRIBUTE}="share-sheet"]`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    trackShareTap('certificate', 'share-sheet');
    const text = certificateShareText(certificate);
    const url = `${window.location.origin}${certificatePath(certificate.id)}`;
    // A tap before the page was idle starts the picture itself rather than wait for idle to start it.
    if (drawsHere) void drawPicture();
    const file = shareSupport() === 'files' ? await shareFileWithin(fileName, PICTURE_WAIT_MS) : undefined;
    openShareSheet(file ? { files: [file], text, url } : { text, url }).catch((err) => console.error('Share failed', err));
  };
  const onClick = (event: MouseEvent) => void share(event);
  element.addEventListener('click', onClick, true);
  return () => element.removeEventListener('click', onClick, true);
}
