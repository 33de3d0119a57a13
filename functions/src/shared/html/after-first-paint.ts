import { MEMBER_LINK_ATTRIBUTE } from './session-hint';

/**
 * How long after the first paint's next frame a page of islands imports its
 * entry, unless the visitor presses a key or touches the page first. The
 * browser is not done when it paints: for a few hundred milliseconds it goes on
 * drawing frames (here in software, and under Lighthouse with a screenshot of
 * each), on the same few cores as the page's thread. Every task the entry
 * starts in that time (its modules, the page view's beacon, the islands) waited
 * on them, so a 2 ms task took 10-40 ms, and the mobile model counts four times
 * that as blocking. Half a second later those frames are done; nothing a
 * visitor notices waits on it (a tap on an island's button is held and replayed).
 */
export const ISLANDS_AFTER_PAINT_MS = 500;

/**
 * The loader of a page of islands (web/src/island-page.ts), inlined where its
 * script would be, with `data-src` naming the entry. Once the page's first
 * contentful paint is on screen and the frame after it is drawn, it imports the
 * entry ISLANDS_AFTER_PAINT_MS later, or at the visitor's first key or touch if
 * that comes sooner; a browser without paint timing waits for the load event instead, and
 * a tab opened in the background, which paints when first shown, starts then.
 * The page is readable from its HTML: none of its scripts is fetched or run
 * beside that first paint on a slow phone, where a module script would be
 * fetched at high priority and evaluated before the page was fully parsed. Not
 * a module file of its own, which would be one more request before the paint.
 *
 * Until the page is live (`<html data-hydrated>`), a tap on a button inside an
 * island (the menu's, say) is held and then replayed on it, so a visitor quicker
 * than the scripts loses nothing; links go where they point without waiting, but
 * for the header's "My certificate", whose address is the signed-in account's.
 * The Content-Security-Policy allows exactly this script by its hash
 * (scripts/lib/hosting-headers.ts).
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(src){var started=false,root=document.documentElement,held=null;function hold(event){var button=event.target instanceof Element&&event.target.closest("[data-island] button,[${MEMBER_LINK_ATTRIBUTE}]");if(!button)return;event.preventDefault();event.stopImmediatePropagation();held=button}document.addEventListener("click",hold,true);function replay(){document.removeEventListener("click",hold,true);if(held)held.click()}function whenLive(){if(root.hasAttribute("data-hydrated"))return replay();var watch=new MutationObserver(function(){if(!root.hasAttribute("data-hydrated"))return;watch.disconnect();replay()});watch.observe(root,{attributes:true,attributeFilter:["data-hydrated"]})}function start(){if(started)return;started=true;removeEventListener("pointerdown",start,true);removeEventListener("keydown",start,true);import(src).then(whenLive)}function go(){addEventListener("pointerdown",start,true);addEventListener("keydown",start,true);requestAnimationFrame(function(){setTimeout(start,${ISLANDS_AFTER_PAINT_MS})})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){if(document.readyState==="complete")go();else addEventListener("load",go);return}var observer=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}});observer.observe({type:"paint",buffered:true})})(document.currentScript.getAttribute("data-src"))`;
