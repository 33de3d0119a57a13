/**
 * Page state a tap must change before the app is live: a data attribute on <html> that plain script sets
 * (islands/until-app-live.ts, early actions) and CSS follows, the markup drawn for every value. The app uses the
 * same attribute (hooks/use-page-flag.ts), so it inherits it and hydration never mismatches.
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
