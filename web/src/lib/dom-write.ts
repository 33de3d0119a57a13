/**
 * DOM writes that skip an element already showing the value: an island's first update mostly confirms the server's
 * markup, and a same-value write still replaces text or invalidates styles, costing a restyle and layout for nothing.
 */

export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

export function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

export function setAttr(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** `data-*` by its dataset key (`foundingSpots` is `data-founding-spots`). */
export function setData(element: HTMLElement, key: string, value: string): void {
  if (element.dataset[key] !== value) element.dataset[key] = value;
}
