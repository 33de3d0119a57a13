import { PUBLIC_ROUTES } from '@shared/paths';
import { MEMBER_LINK_ATTRIBUTE } from '@shared/html/session-hint';

/** Which member link an element is (site-header.tsx): "My certificate" or the Sign out button. */
export const MEMBER_LINKS = { certificate: 'certificate', signOut: 'sign-out' } as const;

export const MEMBER_LINK_LABELS = {
  certificate: 'My certificate',
  opening: 'Opening…',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'Sign out failed: try again',
} as const;

const session = () => import('@/lib/member-session');

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * The header's member links, shown by CSS to a signed-in browser. Each answers the tap at once, then loads the Auth
 * SDK (never on visitors' pages): "My certificate" opens this account's certificate (its href, the maker, serves
 * without script); Sign out signs out and goes home.
 */
export function attachMemberLinks(header: HTMLElement): () => void {
  const onClick = (e: MouseEvent) => {
    const target = (e.target as Element).closest<HTMLElement>(`[${MEMBER_LINK_ATTRIBUTE}]`);
    if (!target || opensElsewhere(e) || target.getAttribute('aria-disabled') === 'true') return;
    // Before React Router's own click handler, which leaves a click whose default is prevented alone.
    e.preventDefault();
    const busy = (text: string) => {
      target.setAttribute('aria-disabled', 'true');
      target.textContent = text;
    };
    const ready = (text: string) => {
      target.removeAttribute('aria-disabled');
      target.textContent = text;
    };
    if (target.getAttribute(MEMBER_LINK_ATTRIBUTE) === MEMBER_LINKS.certificate) {
      busy(MEMBER_LINK_LABELS.opening);
      void session()
        .then((s) => s.ownCertificatePath())
        .then(
          (path) => window.location.assign(path),
          // Offline or refused: the link's own address still makes or hands back the certificate.
          () => window.location.assign(target.getAttribute('href')!),
        );
      return;
    }
    busy(MEMBER_LINK_LABELS.signingOut);
    void session()
      .then((s) => s.signOutHere())
      .then(
        () => window.location.assign(PUBLIC_ROUTES.home),
        () => ready(MEMBER_LINK_LABELS.signOutFailed),
      );
  };
  header.addEventListener('click', onClick);
  return () => header.removeEventListener('click', onClick);
}
