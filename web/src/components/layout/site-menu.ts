/**
 * The header's menu button (below the md breakpoint): opens and closes
 * #site-menu, which the header renders in its markup, hidden. It closes when a
 * link in the header is chosen (a page change), on Escape (focus back on the button), and on back or forward.
 * The button's label and icon follow aria-expanded in CSS (site-header.tsx).
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
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !isOpen()) return;
    close();
    button.focus();
  };
  const onLinkClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) close();
  };
  button.addEventListener('click', toggle);
  header.addEventListener('click', onLinkClick);
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', close);
  return () => {
    button.removeEventListener('click', toggle);
    header.removeEventListener('click', onLinkClick);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('popstate', close);
  };
}
