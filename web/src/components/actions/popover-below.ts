/**
 * Where a native popover menu sits: under its button, right edges aligned, above it if there is no room below (CSS
 * anchor positioning, `anchorName` on the button). A browser without anchor positioning centres it, as a dialog.
 */
export const popoverBelow = (anchor: string) => ({
  positionAnchor: anchor,
  positionArea: 'bottom span-left',
  positionTryFallbacks: 'flip-block',
  inset: 'auto',
  margin: 0,
  '@supports not (position-area: bottom)': { inset: 0, margin: 'auto' },
});
