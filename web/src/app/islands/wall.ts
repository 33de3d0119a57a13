import { sameFounders } from '@shared/certificates/founders-feed';
import { followWall, wallFounders } from '@/features/wall-of-fame/api/wall-feed';
import { whenSettled } from '@/islands/moments';
import { readPageData } from '@/lib/read-page-data';

const hydrate = (element: HTMLElement) => import('./wall-root').then(({ hydrateWall }) => hydrateWall(element));

/**
 * The Wall of Fame's founders, live: the server's list stays while a poll (after idle, `whenSettled`) agrees; once an
 * answer differs, React hydrates the list, which follows the feed on. An empty wall hydrates at once ("Join Now").
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
