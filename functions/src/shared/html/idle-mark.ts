/**
 * The performance mark a page sets when the browser first reports it idle after
 * its load event (web/src/lib/when-idle.ts): work started on idle comes after
 * it. `npm run bench -- lighthouse` counts the JavaScript a page executes
 * before this mark (all it executes, on a page that never sets it).
 */
export const IDLE_MARK = 'floaters:idle';
