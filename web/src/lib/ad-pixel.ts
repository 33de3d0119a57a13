/**
 * Meta (Facebook) pixel events. Events go out only when the pixel's `fbq`
 * function is on the page; without it (no pixel id configured, or an ad
 * blocker) every call is a no-op.
 */
import { PATHS } from '@shared/paths';
import { ADMIN_PATHS } from '@/config/admin-paths';

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
 * What a page does with the pixel when the visitor arrives at `pathname`: the
 * pixel loads a moment after the first screen is up (it must never delay it),
 * where it is allowed and configured. Where it is not, a pixel an earlier page
 * of the app left behind is dropped by loading this address afresh (a loaded
 * script cannot be unloaded). Returns how to cancel the pending load.
 */
export function placePixel(pathname: string, pixelId: string): () => void {
  if (!pixelAllowedOn(pathname)) {
    if (pixelPresent()) window.location.reload();
    return () => undefined;
  }
  if (!pixelId) return () => undefined;
  const timer = window.setTimeout(() => loadPixel(pixelId), 2500);
  return () => window.clearTimeout(timer);
}

/**
 * The pixel is a third-party script with the run of the page: it never runs
 * where an account is at work, beside an admin's session, subscriber emails and
 * the ping URL with its secret, or a visitor's password.
 */
export function pixelAllowedOn(pathname: string): boolean {
  return !pathname.startsWith(ADMIN_PATHS.dashboard) && pathname !== PATHS.signIn && pathname !== PATHS.createCertificate;
}

/** Whether the pixel (or anything posing as it) is on this page. */
export const pixelPresent = (): boolean => pixel() !== undefined;
