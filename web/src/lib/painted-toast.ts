/**
 * A toast for a page whose app has not started: the server paints the app's own toast component into a
 * <template> (src/entry-server.tsx), and this shows a copy, with the app's toast's behaviour (closed by its
 * button or Escape, gone after a while unless the pointer or focus is on it), without React.
 */

/** As long as the app's toasts stay (components/feedback/toast-view.tsx). */
export const TOAST_HIDE_MS = 6000;

let closeShown: (() => void) | undefined;

/**
 * Takes the painted toast away for the app's next one (components/feedback/toast-view.tsx): both sit in the
 * same place, and the painted one, later in the page, would hide the new message (an "Invalid Email" on the
 * sign-in form it came with) for the rest of its time.
 */
export const closePaintedToast = (): void => closeShown?.();

export function showPaintedToast(template: HTMLTemplateElement): void {
  const toast = template.content.firstElementChild?.cloneNode(true);
  if (!(toast instanceof HTMLElement)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => clearTimeout(timer);
  const close = () => {
    pause();
    document.removeEventListener('keydown', onKey);
    toast.remove();
    closeShown = undefined;
  };
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
  const wait = () => (timer = setTimeout(close, TOAST_HIDE_MS));
  toast.querySelector('button')?.addEventListener('click', close);
  for (const type of ['pointerenter', 'focusin']) toast.addEventListener(type, pause);
  for (const type of ['pointerleave', 'focusout']) toast.addEventListener(type, wait);
  document.addEventListener('keydown', onKey);
  closePaintedToast();
  closeShown = close;
  document.body.append(toast);
  wait();
}
