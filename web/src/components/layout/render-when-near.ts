/**
 * A band below the first screen is laid out and painted only near the viewport: a long page's first layout is heavy
 * on a slow phone. `estimatePx` holds its place. Its paint is contained: nothing inside may overflow or be fixed.
 */
export const renderWhenNear = (estimatePx: number) => ({
  contentVisibility: 'auto' as const,
  containIntrinsicSize: `auto ${estimatePx}px`,
});
