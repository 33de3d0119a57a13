/**
 * The loader of a page of islands (web/src/islands.ts), inlined where its
 * script would be, with `data-src` naming the entry. Once the page's first
 * contentful paint is on screen and the frame after it is drawn, it imports the
 * entry; a browser without paint timing waits for the load event instead, and
 * a tab opened in the background, which paints when first shown, starts then.
 * The page is readable from its HTML: none of its scripts is fetched or run
 * beside that first paint on a slow phone, where a module script would be
 * fetched at high priority and evaluated before the page was fully parsed. Not
 * a module file of its own, which would be one more request before the paint.
 *
 * Until the page is live (`<html data-hydrated>`), a tap on a button inside an
 * island (the menu's, say) is held and then replayed on it, so a visitor quicker
 * than the scripts loses nothing; links go where they point without waiting.
 * The Content-Security-Policy allows exactly this script by its hash
 * (scripts/lib/hosting-headers.ts).
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(src){var root=document.documentElement,held=null;function hold(event){var button=event.target instanceof Element&&event.target.closest("[data-island] button");if(!button)return;event.preventDefault();event.stopImmediatePropagation();held=button}document.addEventListener("click",hold,true);function replay(){document.removeEventListener("click",hold,true);if(held)held.click()}function whenLive(){if(root.hasAttribute("data-hydrated"))return replay();var watch=new MutationObserver(function(){if(!root.hasAttribute("data-hydrated"))return;watch.disconnect();replay()});watch.observe(root,{attributes:true,attributeFilter:["data-hydrated"]})}function go(){requestAnimationFrame(function(){setTimeout(function(){import(src).then(whenLive)},0)})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){if(document.readyState==="complete")go();else addEventListener("load",go);return}var observer=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}});observer.observe({type:"paint",buffered:true})})(document.currentScript.getAttribute("data-src"))`;
