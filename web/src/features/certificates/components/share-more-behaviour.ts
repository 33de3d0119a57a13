import { claimTap } from '@/islands/held-taps';

/**
 * The share toolbar's "More" menu (share-more-menu.tsx) in plain DOM, so on a page of islands it answers the first
 * tap before the certificate's React is there (app/island-registry.ts, `before`). Behaves as MUI's Menu did.
 */

/** Marks the "More" button ("button"), the menu's layer ("layer", its id SHARE_MORE_MENU_ID), backdrop and paper. */
export const SHARE_MORE_ATTRIBUTE = 'data-share-more';
/** One toolbar per page. A fixed id, as React's own ids differ between the server's page and an island's root. */
export const SHARE_MORE_MENU_ID = 'share-more-menu';

/** As MUI's Popover: how far from the window's edges the menu stays. */
const MARGIN_PX = 16;
/** How long what a press on the button prepared stays good for its click: the page may have moved since. */
const PREPARED_FOR_MS = 1000;
const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';
const SHRUNK = 'scale(0.75, 0.5625)';

/** MUI's Grow with its 'auto' timeout: a taller menu grows for longer (theme.transitions.getAutoHeightDuration). */
function growMs(height: number): number {
  const constant = height / 36;
  return height ? Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), 3000) : 0;
}

const part = (layer: HTMLElement, name: string) => layer.querySelector<HTMLElement>(`[${SHARE_MORE_ATTRIBUTE}="${name}"]`)!;

/** Attached once per button, however many attach it (the islands entry and then the live toolbar). */
const attached = new WeakMap<HTMLElement, { count: number; undo: () => void }>();

/** `root` holds the button and the menu (the toolbar, or the certificate's island). */
export function attachShareMore(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLElement>(`[${SHARE_MORE_ATTRIBUTE}="button"]`);
  const layer = button && root.querySelector<HTMLElement>(`#${SHARE_MORE_MENU_ID}`);
  if (!button || !layer) return () => {};
  const release = () => {
    const seen = attached.get(button);
    if (!seen || --seen.count > 0) return;
    attached.delete(button);
    seen.undo();
  };
  const seen = attached.get(button);
  if (seen) {
    seen.count++;
    return release;
  }
  const paper = part(layer, 'paper');
  const backdrop = part(layer, 'backdrop');
  // Above the header, as MUI's menu was in its portal: the layer's own z-index counts only inside its toolbar's.
  const raised = button.closest<HTMLElement>('[role="toolbar"]');
  const items = () =>
    Array.from(layer.querySelectorAll<HTMLElement>('[role="menuitem"]')).filter(
      (item) => item.getAttribute('aria-disabled') !== 'true' && item.checkVisibility(),
    );
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  let hideTimer: number | undefined;
  let unlockScroll = () => {};
  let openings = 0;

  /** What keeps the page from scrolling under the menu; measured before anything changes, applied after. */
  const scrollLock = () => {
    const { body } = document;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const padding = scrollbar > 0 ? `${parseFloat(getComputedStyle(body).paddingRight) + scrollbar}px` : null;
    return () => {
      const { overflow, paddingRight } = body.style;
      body.style.overflow = 'hidden';
      if (padding) body.style.paddingRight = padding;
      return () => {
        body.style.overflow = overflow;
        body.style.paddingRight = paddingRight;
      };
    };
  };

  /** Where MUI's Popover put the menu: its top left corner on the button's, moved inside the window's margins. */
  const place = (anchor: DOMRect) => {
    const width = paper.offsetWidth;
    const height = paper.offsetHeight;
    let [top, left, originX, originY] = [anchor.top, anchor.left, 0, 0];
    const shift = (low: number, size: number, limit: number) =>
      low < MARGIN_PX ? low - MARGIN_PX : low + size > limit - MARGIN_PX ? low + size - (limit - MARGIN_PX) : 0;
    const dy = shift(top, height, window.innerHeight);
    const dx = shift(left, width, window.innerWidth);
    [top, originY, left, originX] = [top - dy, originY + dy, left - dx, originX + dx];
    Object.assign(paper.style, {
      top: `${Math.round(top)}px`,
      left: `${Math.round(left)}px`,
      transformOrigin: `${originX}px ${originY}px`,
    });
    return height;
  };

  /**
   * Reads layout and places the hidden menu over its button on press-down, while the browser waits for the click
   * (a key's click does it first). Every read comes before any write, or the page is laid out again.
   */
  const prepare = () => {
    const lock = scrollLock();
    const anchor = button.getBoundingClientRect();
    const zIndex = raised ? getComputedStyle(layer).zIndex : null;
    const first = items()[0];
    const ms = growMs(place(anchor));
    Object.assign(paper.style, { transition: '', opacity: '0', transform: SHRUNK });
    return { lock, zIndex, first, ms };
  };
  /** What the press on the button prepared, until a click uses it, the page moves under it or a second goes by. */
  let prepared: (ReturnType<typeof prepare> & { at: number }) | null = null;
  const forget = () => {
    prepared = null;
  };

  const open = () => {
    window.clearTimeout(hideTimer);
    const fresh = prepared && performance.now() - prepared.at < PREPARED_FOR_MS ? prepared : null;
    const { lock, zIndex, first, ms } = fresh ?? prepare();
    prepared = null;
    layer.hidden = false;
    if (raised && zIndex) raised.style.zIndex = zIndex;
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', SHARE_MORE_MENU_ID);
    // Placed just now (a key's click): read back, so the browser starts the transition from the shrunk menu. A press
    // placed it in an earlier task, and the frames since have styled it (were there none, the menu shows without its
    // growth: not worth a style pass of the page inside the tap).
    if (!fresh) void getComputedStyle(paper).opacity;
    paper.style.transition = `opacity ${ms}ms ${EASING} 0ms, transform ${Math.round(ms * 0.666)}ms ${EASING} 0ms`;
    Object.assign(paper.style, { opacity: '1', transform: 'none' });
    // The page stops scrolling under the menu once it shows, two frames on: locking lays the whole page out again,
    // tens of milliseconds of a slowed phone that, inside the tap, held back the frame answering it; no finger starts
    // a scroll in two frames.
    const opening = ++openings;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (opening === openings && isOpen()) unlockScroll = lock();
      }),
    );
    first?.focus({ preventScroll: true });
  };

  const onPointerDown = (event: PointerEvent) => {
    // Not while the menu is open or still fading out: its click closes it, or it is laid out where it shows.
    if (event.button !== 0 || !button.contains(event.target as Node) || isOpen() || !layer.hidden) return;
    prepared = { ...prepare(), at: performance.now() };
  };

  const close = () => {
    if (!isOpen()) return;
    button.removeAttribute('aria-expanded');
    button.removeAttribute('aria-controls');
    unlockScroll();
    unlockScroll = () => {};
    const ms = growMs(paper.clientHeight);
    paper.style.transition = `opacity ${ms}ms ${EASING} 0ms, transform ${Math.round(ms * 0.666)}ms ${EASING} ${Math.round(ms * 0.333)}ms`;
    Object.assign(paper.style, { opacity: '0', transform: SHRUNK });
    hideTimer = window.setTimeout(() => {
      layer.hidden = true;
      raised?.style.removeProperty('z-index');
    }, ms);
    button.focus();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (button.contains(target) || backdrop.contains(target)) {
      // Answered here: neither held for the island nor anything else's.
      claimTap(event);
      if (isOpen()) close();
      else if (button.contains(target)) open();
      return;
    }
    // A chosen item closes the menu; its click goes on to the item's own action (the island's, once live).
    if (target.closest('[role="menuitem"]') && layer.contains(target)) close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isOpen()) return;
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    const item = (event.target as Element).closest<HTMLElement>('[role="menuitem"]');
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(at + 1);
      case 'ArrowUp':
        return moveTo(at < 0 ? -1 : at - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(-1);
      case 'Escape':
      case 'Tab':
        event.preventDefault();
        return close();
      case 'Enter':
      case ' ':
        // A link goes by itself; an item that is not one is clicked here, whether or not its island is live yet.
        if (!item || item.tagName === 'A') return;
        event.preventDefault();
        event.stopPropagation();
        item.click();
    }
  };

  root.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  root.addEventListener('click', onClick, true);
  layer.addEventListener('keydown', onKeyDown);
  // A press that scrolled the page or was given up left its placing behind.
  window.addEventListener('scroll', forget, { capture: true, passive: true });
  window.addEventListener('resize', forget, { passive: true });
  root.addEventListener('pointercancel', forget, true);
  attached.set(button, {
    count: 1,
    undo: () => {
      root.removeEventListener('pointerdown', onPointerDown, true);
      root.removeEventListener('click', onClick, true);
      layer.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', forget, true);
      window.removeEventListener('resize', forget);
      root.removeEventListener('pointercancel', forget, true);
    },
  });
  return release;
}
