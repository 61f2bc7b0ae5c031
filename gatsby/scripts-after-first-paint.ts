import fs from "fs";
import path from "path";
import { withScriptsSliceRewritten } from "./framework/scripts-slice";

/**
 * Every page ends with Gatsby's `<script src async>` tags for the webpack runtime, React and the
 * app (stitched in from Gatsby's scripts slice, ./framework/scripts-slice.ts). Served fast, they arrive before the browser
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
 */
export const LOADER_ID = "gatsby-scripts-after-paint";
export const FALLBACK_MS = 1500;

export const LOADER_SCRIPT = `(function(loader){
var started=false;
function load(){
if(started)return;started=true;
loader.getAttribute("data-src").split(" ").forEach(function(src){var script=document.createElement("script");script.src=src;document.body.appendChild(script)});
}
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
