/**
 * For a band of a page that may start below the first screen: the browser lays
 * out and paints it only once it nears the viewport. A long page's first
 * layout was its heaviest task on a slow phone, every band laid out before the
 * first paint though only the first screen shows. A band in the first screen is
 * still drawn in the first frame, and everything stays in the accessibility
 * tree and in find-in-page. `auto` keeps a band's real height once it has been
 * drawn, so the scrollbar only guesses (`estimatePx`) for bands not yet seen.
 * It contains the band's paint: nothing inside may hang out of it or be fixed
 * to the viewport.
 */
export const renderWhenNear = (estimatePx: number) => ({
  contentVisibility: 'auto' as const,
  containIntrinsicSize: `auto ${estimatePx}px`,
});
