import { trackShareTap } from '@/lib/insights';
import { claimTap } from '@/islands/held-taps';
import { whenSettled } from '@/islands/moments';
import { readPageData } from '@/lib/read-page-data';
import { SITE } from '@/config/site';
import { shareFileWithin } from '@/lib/share-file';
import { openShareSheet, shareSupport } from '@/lib/web-share';
import { certificatePath } from '@shared/paths';
import { linkOrigin } from '@shared/site-origin';
import { certificatePng, prepareDrawnPicture, prepareServerPicture, sharePictureKeys } from '../api/certificate-image';
import { CERTIFICATE_DOCUMENT_ATTRIBUTE, certificateShareText } from '../api/certificate-share';
import { SHARE_TARGET_ATTRIBUTE } from './share-toolbar-target';

/**
 * How long a Share tap made before any picture is ready may wait for one: well inside the few seconds of user
 * activation in which the browser lets a page open its share sheet after a tap.
 */
const PICTURE_WAIT_MS = 3_000;

/**
 * The certificate's "Share" before its island is live (app/island-registry.ts, `before`): the sheet must open inside
 * the tap, so the server's picture is fetched at once, then one is drawn after idle (`whenSettled`) where the QR
 * code's origin is this site's.
 */
export function attachEarlyShare(element: HTMLElement): () => void {
  const certificate = readPageData().certificate?.found;
  const drawn = element.querySelector<HTMLElement>(`[${CERTIFICATE_DOCUMENT_ATTRIBUTE}]`);
  if (!certificate || !drawn) return () => {};
  const files = shareSupport() === 'files';
  if (files) {
    void prepareServerPicture(certificate);
    // Drawn with the page's fonts.
    if (linkOrigin(SITE.origin, window.location.origin) === SITE.origin)
      void whenSettled().then(() => document.fonts.ready.then(() => prepareDrawnPicture(certificate, () => certificatePng(drawn))));
  }
  const share = async (event: MouseEvent) => {
    if (!(event.target as Element).closest(`[${SHARE_TARGET_ATTRIBUTE}="share-sheet"]`)) return;
    claimTap(event);
    trackShareTap('certificate', 'share-sheet');
    // Nobody is known as the holder before the island has asked the Auth SDK: the words fit whoever taps.
    const text = certificateShareText(certificate, false);
    const url = `${linkOrigin(SITE.origin, window.location.origin)}${certificatePath(certificate.id)}`;
    const file = files ? await shareFileWithin(sharePictureKeys(certificate), PICTURE_WAIT_MS) : undefined;
    openShareSheet(file ? { files: [file], text, url } : { text, url }).catch((err) => console.error('Share failed', err));
  };
  const onClick = (event: MouseEvent) => void share(event);
  element.addEventListener('click', onClick, true);
  return () => element.removeEventListener('click', onClick, true);
}
