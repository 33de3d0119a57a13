/**
 * DOM writes that leave an element alone when it already shows the value. An
 * island's first update mostly confirms what the server rendered, and a write
 * of the same value is not free: new text replaces the text node, and a
 * same-value attribute still invalidates the styles that select on it, so the
 * browser would style and lay out the page again in the frame after the island
 * starts, for nothing a visitor could see.
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
