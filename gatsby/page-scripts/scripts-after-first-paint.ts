import fs from "fs";
import path from "path";
import { HELD_INPUT_EVENT, INPUT_READY_ATTRIBUTE, ISLAND_ATTRIBUTE } from "../../src/islands/attributes";
import { ISLAND_CHUNKS_ID } from "../../src/islands/island-chunks";
import { withScriptsSliceRewritten } from "../framework/scripts-slice";

/**
 * Every page ends with Gatsby's `<script src async>` tags for the webpack runtime, React and the
 * app (stitched in from Gatsby's scripts slice, ../framework/scripts-slice.ts). Served fast, they arrive before the browser
 * has painted and run first, so the text a visitor came for waits for script work it does not
 * need; Lighthouse counts that work into LCP. After the build those tags become one small loader
 * that appends the same scripts once the first contentful paint has happened. The scripts were
 * requested only when the parser reached the end of the body anyway, so hydration starts at most
 * a frame or two later.
 *
 * The loader's text is the same on every page (the sources are in a data attribute), so a single
 * hash covers it in the Content-Security-Policy; the appended scripts are same-origin ('self').
 * A browser that cannot report paints waits one frame instead; if no paint is reported (a tab
 * opened in the background does not paint), the scripts load after FALLBACK_MS anyway: a page must
 * never be left without its scripts, or its forms would not send.
 *
 * A press held for an island before the runtime is ready (src/islands/hold-early-input.ts announces
 * it with HELD_INPUT_EVENT; a press held before the loader ran is in `window.__heldInput`) cannot
 * wait for the scripts to discover what they need level by level. The loader then appends the
 * page's scripts at once if it has not yet, and with them every script the press needs, from the
 * page's lists (src/islands/island-chunks.ts): the page component's chunks and the island's chunk
 * with everything it imports on demand, all requested in parallel. Webpack finds those scripts in
 * the page when it asks for their chunks and waits for them instead of asking again. From the
 * runtime's ready mark on, the runtime asks for what a due island needs
 * (src/islands/preload-island-chunks.ts).
 */
export const LOADER_ID = "gatsby-scripts-after-paint";
export const FALLBACK_MS = 1500;

export const LOADER_SCRIPT = `(function(loader){
var started=false;
function add(src){if(document.querySelector('script[src="'+src+'"]'))return;var script=document.createElement("script");script.src=src;document.body.appendChild(script)}
function load(){
if(started)return;started=true;
loader.getAttribute("data-src").split(" ").forEach(add);
}
function pressed(island){
if(document.documentElement.hasAttribute("${INPUT_READY_ATTRIBUTE}"))return;
load();
var lists=document.getElementById("${ISLAND_CHUNKS_ID}");
if(!lists)return;
var chunks=JSON.parse(lists.textContent);
chunks.page.concat(chunks.islands[island.getAttribute("${ISLAND_ATTRIBUTE}")]||[]).forEach(add);
}
(window.__heldInput||[]).forEach(function(held){pressed(held.island)});
window.addEventListener("${HELD_INPUT_EVENT}",function(event){pressed(event.target)},true);
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(load,0)})}
else{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true})}
setTimeout(load,${FALLBACK_MS});
})(document.currentScript);`;

/**
 * The page's HTML with the async script tags of its scripts slice replaced by the loader, or null
 * when the page has no such slice (not a Gatsby page). Running it twice changes nothing.
 */
export function withScriptsAfterFirstPaint(html: string): string | null {
  return withScriptsSliceRewritten(html, (sources) => `<script id="${LOADER_ID}" data-src="${sources.join(" ")}">${LOADER_SCRIPT}</script>`);
}

/** Rewrites every built page; returns the pages (relative paths) that had no scripts slice. */
export function deferScriptsInBuild(publicDirectory: string, htmlFiles: string[]): string[] {
  const withoutSlice: string[] = [];
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = withScriptsAfterFirstPaint(html);
    if (rewritten === null) withoutSlice.push(path.relative(publicDirectory, file));
    else if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
  return withoutSlice;
}
