/**
 * Meta (Facebook) pixel events. Events go out only when the pixel's `fbq`
 * function is on the page; without it (no pixel id configured, or an ad
 * blocker) every call is a no-op.
 */

type PixelEvent = 'ViewContent' | 'Lead' | 'InitiateCheckout';
type Fbq = (command: string, ...args: unknown[]) => void;

function pixel(): Fbq | undefined {
  const fbq = (window as { fbq?: unknown }).fbq;
  return typeof fbq === 'function' ? (fbq as Fbq) : undefined;
}

export function trackPixel(event: PixelEvent, params: Record<string, string | number>): void {
  pixel()?.('track', event, params);
}

/**
 * Meta's standard base code, loaded once the page is idle so it never competes
 * with first paint. Does nothing when the id is empty or the pixel is present.
 */
export function loadPixel(pixelId: string): void {
  if (!pixelId || pixel()) return;
  // Same shape as Meta's snippet: calls queue up until fbevents.js installs callMethod.
  interface PixelStub {
    (...args: unknown[]): void;
    callMethod?: (...args: unknown[]) => void;
    queue: unknown[][];
    push: PixelStub;
    loaded: boolean;
    version: string;
  }
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as PixelStub;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  Object.assign(window, { fbq, _fbq: fbq });
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.appendChild(script);
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

/**
 * The route handle flag (app/routes.tsx) of screens where the third-party pixel must never run: accounts, admin
 * (emails, the ping secret), passwords. Read from the matched route, so every spelling the router accepts (/AUTH,
 * /%61uth) is covered.
 */
export const NO_AD_PIXEL = { noAdPixel: true } as const;

/** Whether the pixel may run on a screen, from the handles of its matched routes. */
export const pixelAllowedFor = (handles: readonly unknown[]): boolean =>
  !handles.some((handle) => (handle as Partial<typeof NO_AD_PIXEL> | undefined)?.noAdPixel === true);

/**
 * The attribute the site layout renders when its matched route forbids the pixel, so the scripts of
 * server-rendered pages (islands, the deferred app), which do not carry the route table, read the same decision.
 */
export const NO_AD_PIXEL_ATTRIBUTE = 'data-no-ad-pixel';
export const pixelAllowedOnPage = (): boolean => !document.querySelector(`[${NO_AD_PIXEL_ATTRIBUTE}]`);

/**
 * Places the pixel a moment after the first screen, where `allowed` and configured. Where not allowed, a pixel an
 * earlier page left is dropped by reloading (a loaded script cannot be unloaded). Returns how to cancel the load.
 */
export function placePixel(allowed: boolean, pixelId: string): () => void {
  if (!allowed) {
    if (pixelPresent()) window.location.reload();
    return () => undefined;
  }
  if (!pixelId) return () => undefined;
  const timer = window.setTimeout(() => loadPixel(pixelId), 2500);
  return () => window.clearTimeout(timer);
}

/** Whether the pixel (or anything posing as it) is on this page. */
export const pixelPresent = (): boolean => pixel() !== undefined;
