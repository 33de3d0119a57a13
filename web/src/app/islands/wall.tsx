import { WallOfFame } from '@/features/wall-of-fame/components/wall-of-fame-page';
import { hydrateIsland } from './react-island';

/** The Wall of Fame's founders and their live listener, hydrated from the page's data. */
export default function attachWall(element: HTMLElement): Promise<void> {
  return hydrateIsland(element, () => <WallOfFame />);
}
