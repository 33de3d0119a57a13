import { trackShareTap } from '@/lib/insights';
import { whenIdle } from '@/lib/islands';
import { readPageData } from '@/lib/read-page-data';
import { prepareShareFile, preparedShareFile } from '@/lib/share-file';
import { openShareSheet, shareSupport } from '@/lib/web-share';
import { certificatePath } from '@shared/paths';
import { certificateFileName, certificatePng } from '../api/certificate-image';
import { CERTIFICATE_DOCUMENT_ATTRIBUTE, certificateShareText } from '../api/certificate-share';
import { SHARE_TARGET_ATTRIBUTE } from './share-toolbar-target';

/**
 * The certificate's "Share" before its island is live (app/islands.ts, `before`): the share sheet must open inside
 * the tap that asks for it, and a tap held until React has hydrated the certificate (a second or more on a slow
 * phone) may be too late for it. Where the browser can share files, the certificate's picture is drawn from the
 * server's markup once the page is idle (Lighthouse's browser has no share sheet, so its figures never count it),
 * and this sends it with the same text and link as the live toolbar. Undone once the island is live.
 */
export function attachEarlyShare(element: HTMLElement): () => void {
  const certificate = readPageData().certificate?.found;
  if (!certificate) return () => {};
  const fileName = certificateFileName(certificate);
  const drawn = element.querySelector<HTMLElement>(`[${CERTIFICATE_DOCUMENT_ATTRIBUTE}]`);
  void whenIdle().then(() => {
    if (drawn && shareSupport() === 'files') void prepareShareFile(fileName, () => certificatePng(drawn));
  });
  const share = (event: MouseEvent) => {
    if (!(event.target as Element).closest(`[${SHARE_TARGET_ATTRIBUTE}="share-sheet"]`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    trackShareTap('certificate', 'share-sheet');
    const text = certificateShareText(certificate);
    const url = `${window.location.origin}${certificatePath(certificate.id)}`;
    const file = preparedShareFile(fileName);
    openShareSheet(file ? { files: [file], text, url } : { text, url }).catch((err) => console.error('Share failed', err));
  };
  element.addEventListener('click', share, true);
  return () => element.removeEventListener('click', share, true);
}
