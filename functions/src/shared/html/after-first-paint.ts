import { MEMBER_LINK_ATTRIBUTE } from './session-hint';

/**
 * How long after the first paint's next frame a page of islands imports its entry, unless a key or touch comes first.
 * The browser keeps drawing frames for a few hundred milliseconds after painting; tasks started then run slower and
 * count as blocking.
 */
export const ISLANDS_AFTER_PAINT_MS = 500;

/**
 * The loader of a page of islands (web/src/island-page.ts), inlined, `data-src` naming the entry: imports it
 * ISLANDS_AFTER_PAINT_MS after first contentful paint (or load) or at the first key or touch, so no script competes
 * with that paint. Taps on island buttons and member links are replayed once `<html data-hydrated>`. The CSP allows it
 * by hash (scripts/lib/hosting-headers.ts).
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(src){var started=false,root=document.documentElement,held=null;function hold(event){var button=event.target instanceof Element&&event.target.closest("[data-island] button,[${MEMBER_LINK_ATTRIBUTE}]");if(!button)return;event.preventDefault();event.stopImmediatePropagation();held=button}document.addEventListener("click",hold,true);function replay(){document.removeEventListener("click",hold,true);if(held)held.click()}function whenLive(){if(root.hasAttribute("data-hydrated"))return replay();var watch=new MutationObserver(function(){if(!root.hasAttribute("data-hydrated"))return;watch.disconnect();replay()});watch.observe(root,{attributes:true,attributeFilter:["data-hydrated"]})}function start(){if(started)return;started=true;removeEventListener("pointerdown",start,true);removeEventListener("keydown",start,true);import(src).then(whenLive)}function go(){addEventListener("pointerdown",start,true);addEventListener("keydown",start,true);requestAnimationFrame(function(){setTimeout(start,${ISLANDS_AFTER_PAINT_MS})})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){if(document.readyState==="complete")go();else addEventListener("load",go);return}var observer=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}});observer.observe({type:"paint",buffered:true})})(document.currentScript.getAttribute("data-src"))`;
