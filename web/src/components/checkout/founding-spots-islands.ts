import { soldOut, type FoundingSpots } from '@shared/membership/founding-spots';
import { formatCount } from '@shared/format-count';
import { currentFoundingSpots, subscribeFoundingSpots } from '@/lib/founding-spots';
import { setData, setHidden, setText } from '@/lib/dom-write';

/**
 * The founding spots' islands: the count beside a checkout, and copy that
 * promises "the first 100" until the spots are gone. The server renders the
 * general promise; these bring it to the last answer of /api/spots, the same
 * way on pages of islands and inside the SPA (founding-spots.tsx calls them).
 */

/** "All 100 founding spots are taken": what the "first 100" promise reads once it has happened. */
const allTakenText = (spots: FoundingSpots) => `All ${formatCount(spots.cap)} founding spots are taken`;

/**
 * The line the server renders, before any answer and without JavaScript: with the cap where the page was painted
 * with it, and no number on a prerendered page, which cannot know it.
 */
export const spotsUnknownText = (cap: number | null) => (cap === null ? 'Founding spots are limited' : `Only ${formatCount(cap)} founding spots`);

const spotsText = (spots: FoundingSpots) =>
  soldOut(spots) ? allTakenText(spots) : `${formatCount(spots.left)} of ${formatCount(spots.cap)} founding spots left`;

const spotsState = (spots: FoundingSpots | null) => (spots ? (soldOut(spots) ? 'sold-out' : 'open') : 'unknown');

/** Calls `update` with the spots now and after every change, until the returned cleanup. */
export function followFoundingSpots(update: (spots: FoundingSpots | null) => void): () => void {
  update(currentFoundingSpots());
  return subscribeFoundingSpots(() => update(currentFoundingSpots()));
}

/** "37 of 100 founding spots left" (data-founding-spots says open, sold-out or unknown); until an answer, the served line. */
export function attachFoundingSpotsNote(note: HTMLElement): () => void {
  const text = note.querySelector<HTMLElement>('[data-spots-text]') ?? note;
  const served = text.textContent ?? '';
  return followFoundingSpots((spots) => {
    setText(text, spots ? spotsText(spots) : served);
    setData(note, 'foundingSpots', spotsState(spots));
  });
}

/**
 * Copy with both states in the markup (`[data-when="open"]`, `[data-when="sold-out"]`):
 * the promise shows until the spots are gone; an empty sold-out part says all are taken.
 */
export function attachUntilSoldOut(box: HTMLElement): () => void {
  const open = box.querySelector<HTMLElement>('[data-when="open"]')!;
  const gone = box.querySelector<HTMLElement>('[data-when="sold-out"]')!;
  const fixedText = gone.textContent;
  return followFoundingSpots((spots) => {
    const out = !!spots && soldOut(spots);
    setHidden(open, out);
    setHidden(gone, !out);
    if (out && !fixedText) gone.textContent = `${allTakenText(spots)}.`;
  });
}
