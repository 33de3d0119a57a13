import { certificateSlug } from '@shared/certificates/certificate-id';
import type { PublicCertificate } from '@shared/certificates/public-certificate';
import { BRAND } from '@shared/brand';
import { certificateImagePath } from '@shared/paths';
import { fetchPng, prepareShareFile } from '@/lib/share-file';
import { CERTIFICATE_PICTURE_WIDTH } from '@shared/certificates/certificate-image';
import { CERTIFICATE_PICTURE_ATTRIBUTE } from './certificate-share';

/** Fonts and layout have settled by then; the spec's delay before the picture is drawn. */
export const CERTIFICATE_RENDER_DELAY_MS = 1500;

/**
 * The spec's render settings: scale 2, quality 1, cream background. Drawn from an off-screen copy at
 * CERTIFICATE_PICTURE_WIDTH, since html-to-image copies computed style: the on-screen element's margins would shift
 * or squeeze the picture.
 */
export async function renderCertificatePng(element: HTMLElement): Promise<Blob> {
  // Loaded when a picture is first asked for, not with the page a shared link lands on.
  const { toBlob } = await import('html-to-image');
  const copy = element.cloneNode(true) as HTMLElement;
  copy.setAttribute(CERTIFICATE_PICTURE_ATTRIBUTE, '');
  // Not a second certificate for tests, assistive technology or the keyboard.
  for (const marked of [copy, ...copy.querySelectorAll('[data-testid]')]) marked.removeAttribute('data-testid');
  const stage = document.createElement('div');
  stage.inert = true;
  stage.setAttribute('aria-hidden', 'true');
  Object.assign(stage.style, {
    position: 'fixed',
    top: '0',
    left: `-${2 * CERTIFICATE_PICTURE_WIDTH}px`,
    width: `${CERTIFICATE_PICTURE_WIDTH}px`,
    pointerEvents: 'none',
  });
  stage.append(copy);
  document.body.append(stage);
  try {
    const { width, height } = copy.getBoundingClientRect();
    const blob = await toBlob(copy, {
      pixelRatio: 2,
      quality: 1,
      backgroundColor: BRAND.cream,
      cacheBust: true,
      width: Math.ceil(width),
      height: Math.ceil(height),
    });
    if (!blob) throw new Error('The certificate could not be drawn');
    return blob;
  } finally {
    stage.remove();
  }
}

const drawn = new WeakMap<HTMLElement, Promise<Blob>>();

/** The certificate's picture, drawn once per page however many times it is stored, shared or downloaded. */
export function certificatePng(element: HTMLElement): Promise<Blob> {
  let png = drawn.get(element);
  if (!png) {
    png = renderCertificatePng(element);
    drawn.set(element, png);
    png.catch(() => drawn.delete(element));
  }
  return png;
}

/** Named after the member, so the file says whose it is in a photo roll or a chat. */
export const certificateFileName = (c: Pick<PublicCertificate, 'full_name' | 'member_number'>, suffix = '') =>
  `founding-floater-${c.member_number}-${certificateSlug(c.full_name)}${suffix}.png`;

type Named = Pick<PublicCertificate, 'id' | 'full_name' | 'member_number'>;

/**
 * The pictures a Share tap may hand the sheet (by their keys in lib/share-file.ts), best first: the certificate as
 * this page draws it, with its QR code, then the server's 1200x630 picture of it (its og.png), which a phone has long
 * before it could draw its own (seconds of a slow CPU). Both go under the same file name.
 */
export const sharePictureKeys = (c: Named): string[] => [certificateFileName(c), certificateImagePath(c.id)];

/** The certificate's picture as `draw` draws it on this page, for sharing and downloading, once per page. */
export const prepareDrawnPicture = (c: Named, draw: () => Promise<Blob>) => prepareShareFile(certificateFileName(c), draw);

/** Fetches the server's picture of the certificate for sharing, once per page. */
export const prepareServerPicture = (c: Named) =>
  prepareShareFile(certificateImagePath(c.id), () => fetchPng(certificateImagePath(c.id)), certificateFileName(c));

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
