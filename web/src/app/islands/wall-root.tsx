import { WallOfFame } from '@/features/wall-of-fame/components/wall-of-fame-page';
import { hydrateIsland } from '@/islands/hydrate-island';

/** The Wall of Fame's list as a React root, hydrated from the page's data; it follows the wall's feed from then on. */
export function hydrateWall(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, () => <WallOfFame />);
}
