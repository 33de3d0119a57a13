/** The phone's menu (site-header.tsx): what else on the page keeps out of its way while it is open. */
export const SITE_MENU_ID = 'site-menu';

/**
 * The header's menus are native popovers: the browser opens them and closes them on Escape or a tap elsewhere. A
 * chosen link or back/forward closes them too, as the SPA keeps the header across routes.
 */
export function attachSiteMenu(header: HTMLElement): () => void {
  const close = () => header.querySelectorAll<HTMLElement>('[popover]').forEach((menu) => menu.hidePopover());
  const onLinkClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('[popover] a')) close();
  };
  header.addEventListener('click', onLinkClick);
  window.addEventListener('popstate', close);
  return () => {
    header.removeEventListener('click', onLinkClick);
    window.removeEventListener('popstate', close);
  };
}
