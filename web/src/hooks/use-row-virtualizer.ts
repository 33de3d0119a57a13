import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/** Rows of one fixed height in a scrolling box: put `scrollRef` on the box and draw only `virtualizer.getVirtualItems()`. */
export function useRowVirtualizer(count: number, rowHeight: number, overscan: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders its component itself
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  return { scrollRef, virtualizer };
}
