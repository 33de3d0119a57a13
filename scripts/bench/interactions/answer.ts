import type { Page } from 'playwright-core';
import type { VisitorRecord } from './visitor';

/** What shows that the page answered a tap. */
export type Answer =
  /** The box has the focus: the phone's keyboard opens and what is typed goes in. */
  | { kind: 'focus'; selector: string }
  /** An element is drawn (and, with `text`, shows those words). */
  | { kind: 'shown'; selector: string; text?: string }
  /** The share sheet is asked to open (`navigator.share` is called). */
  | { kind: 'share' }
  /** An insights beacon whose body holds `text` leaves the page. */
  | { kind: 'beacon'; text: string }
  /** The browser starts loading the page the link names. */
  | { kind: 'navigation'; urlPart: string };

/**
 * The page-clock time (`performance.now()`) the answer is first on screen, or null after `timeoutMs`: checked every
 * animation frame, so it is the first frame that can show it. Shares and beacons are timed at the call. Not for
 * 'navigation'.
 */
export function answerTime(page: Page, answer: Answer, timeoutMs: number): Promise<number | null> {
  return page.evaluate(
    ({ answer, timeoutMs }) =>
      new Promise<number | null>((resolve) => {
        const record = (window as unknown as { visitor: VisitorRecord }).visitor;
        const drawn = (el: Element | null) =>
          el instanceof HTMLElement &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          el.getBoundingClientRect().height > 0;
        const answeredAt = (): number | null => {
          switch (answer.kind) {
            case 'focus':
              return document.activeElement?.matches(answer.selector) ? performance.now() : null;
            case 'shown':
              return Array.from(document.querySelectorAll(answer.selector)).some(
                // innerText: the words drawn, not those of a hidden part (/auth's heading holds both modes' words).
                (el) => drawn(el) && (!answer.text || (el as HTMLElement).innerText.includes(answer.text)),
              )
                ? performance.now()
                : null;
            case 'share':
              return record.shares[0]?.at ?? null;
            case 'beacon':
              return record.beacons.find((b) => b.body.includes(answer.text))?.at ?? null;
            default:
              throw new Error(`answerTime cannot watch for ${answer.kind}`);
          }
        };
        const start = performance.now();
        const frame = () => {
          const at = answeredAt();
          if (at !== null) resolve(at);
          else if (performance.now() - start > timeoutMs) resolve(null);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { answer, timeoutMs },
  );
}
