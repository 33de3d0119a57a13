import { sameFounders } from '@shared/certificates/founders-feed';
import { followWall, wallFounders } from '@/features/wall-of-fame/api/wall-feed';
import { whenSettled } from '@/islands/moments';
import { readPageData } from '@/lib/read-page-data';

const hydrate = (element: HTMLElement) => import('./wall-root').then(({ hydrateWall }) => hydrateWall(element));

/**
 * The Wall of Fame's founders, live. The list stays the server's HTML while the feed's answers agree with it, so a
 * visit runs only a small poll, from a few seconds after idle (`whenSettled`); once one differs (a founder joined,
 * left or changed), React and MUI load and hydrate the list, which follows the same feed from its latest answer on.
 * This island follows until then, so the poll never stops in between. A wall served empty hydrates at once: its
 * "Join Now" link is the list's island.
 */
export default function attachWall(element: HTMLElement): Promise<void> | void {
  const served = readPageData().wall;
  if (!served?.length) return hydrate(element);
  void whenSettled().then(() => {
    let handedOver = false;
    const stopFollowing = followWall(() => {
      const founders = wallFounders();
      if (handedOver || !founders || sameFounders(founders, served)) return;
      handedOver = true;
      hydrate(element)
        .catch((err) => console.error('Island "wall" could not start', err))
        .finally(stopFollowing);
    });
  });
}
