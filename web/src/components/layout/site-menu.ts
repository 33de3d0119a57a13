/**
 * The header's menu button below md: opens and closes the hidden #site-menu, closing on a link, Escape (focus back)
 * or back/forward; the wide screen's "More" closes the same way and on an outside click. Label and icon follow
 * aria-expanded in CSS (site-header.tsx).
 */
export function attachSiteMenu(header: HTMLElement): () => void {
  const button = header.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const menu = header.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`)!;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };
  const isOpen = () => !menu.hidden;
  const toggle = () => setOpen(!isOpen());
  const close = () => setOpen(false);
  // The wide screen's "More" group, a <details> that opens by itself: it closes on Escape, a click outside or a link.
  const more = header.querySelector<HTMLDetailsElement>('details[data-more-links]');
  const closeMore = () => more?.removeAttribute('open');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    if (more?.open) {
      closeMore();
      more.querySelector('summary')!.focus();
    }
    if (!isOpen()) return;
    close();
    button.focus();
  };
  const onLinkClick = (e: MouseEvent) => {
    if (!(e.target as Element).closest('a')) return;
    close();
    closeMore();
  };
  const onClickElsewhere = (e: MouseEvent) => {
    if (more?.open && !more.contains(e.target as Node)) closeMore();
  };
  const onHistory = () => {
    close();
    closeMore();
  };
  button.addEventListener('click', toggle);
  header.addEventListener('click', onLinkClick);
  document.addEventListener('click', onClickElsewhere);
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', onHistory);
  return () => {
    button.removeEventListener('click', toggle);
    header.removeEventListener('click', onLinkClick);
    document.removeEventListener('click', onClickElsewhere);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('popstate', onHistory);
  };
}
