/** Each share target's button says which it is (ShareToolbar), so the page's early share (./early-share.ts) finds its own. */
export const SHARE_TARGET_ATTRIBUTE = 'data-share';
