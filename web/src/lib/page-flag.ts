/**
 * A page's state that a tap must change at once, before the app is live: kept
 * on <html> as a data attribute, which a few lines of plain script set
 * (islands/until-app-live.ts, early actions) and the page's CSS follows, so the
 * server's markup, drawn for every value, shows the right one. The app reads
 * and writes the same attribute (hooks/use-page-flag.ts), so it takes over
 * whatever the visitor already did, and hydration never meets a mismatch.
 */
export interface PageFlag<T extends string> {
  /** The value the server renders, and the one without the attribute. */
  initial: T;
  read(): T;
  write(value: T): void;
  subscribe(onChange: () => void): () => void;
  /** A CSS selector for a page showing `value`, to nest a style under (`[flag.when(v) + ' &']`). */
  when(value: T): string;
  /** A CSS selector for a page showing anything but `value`: what hides a flag's part when it is not its value. */
  unless(value: T): string;
}

export function pageFlag<T extends string>(name: string, initial: T): PageFlag<T> {
  const attribute = `data-${name}`;
  const root = () => document.documentElement;
  return {
    initial,
    read: () => (root().getAttribute(attribute) as T | null) ?? initial,
    write: (value) => (value === initial ? root().removeAttribute(attribute) : root().setAttribute(attribute, value)),
    subscribe(onChange) {
      const observer = new MutationObserver(onChange);
      observer.observe(root(), { attributes: true, attributeFilter: [attribute] });
      return () => observer.disconnect();
    },
    when: (value) => (value === initial ? `html:not([${attribute}])` : `html[${attribute}="${value}"]`),
    unless: (value) => (value === initial ? `html[${attribute}]` : `html:not([${attribute}="${value}"])`),
  };
}
