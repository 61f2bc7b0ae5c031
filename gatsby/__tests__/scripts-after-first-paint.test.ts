import fs from "fs";
import os from "os";
import path from "path";
import { HELD_INPUT_EVENT, INPUT_READY_ATTRIBUTE, ISLAND_ATTRIBUTE } from "../../src/islands/attributes";
import type { HeldInput } from "../../src/islands/hold-early-input";
import { ISLAND_CHUNKS_ID, type IslandChunks } from "../../src/islands/island-chunks";
import { FALLBACK_MS, LOADER_ID, LOADER_SCRIPT, deferScriptsInBuild, withScriptsAfterFirstPaint } from "../page-scripts/scripts-after-first-paint";

const SLICE = [
  '<!-- slice-start id="_gatsby-scripts-1" -->',
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
  '<script>window.___webpackCompilationHash="abc";</script>',
  '<script src="/webpack-runtime-1.js" async></script>',
  '<script src="/framework-2.js" async></script>',
  '<script src="/app-3.js" async></script>',
  '<!-- slice-end id="_gatsby-scripts-1" -->',
].join("");
const PAGE = `<!DOCTYPE html><html><head><script src="/moved.js" async></script></head><body><div id="___gatsby"></div>${SLICE}</body></html>`;

describe("withScriptsAfterFirstPaint", () => {
  const rewritten = withScriptsAfterFirstPaint(PAGE) ?? "";

  test("replaces the slice's async script tags with one loader naming them in order", () => {
    expect(rewritten).not.toMatch(/<script src="\/(webpack-runtime|framework|app)-/);
    expect(rewritten).toContain(`<script id="${LOADER_ID}" data-src="/webpack-runtime-1.js /framework-2.js /app-3.js">${LOADER_SCRIPT}</script><!-- slice-end`);
  });

  test("keeps the inline scripts of the slice and everything outside it", () => {
    expect(rewritten).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>');
    expect(rewritten).toContain('window.___webpackCompilationHash="abc";');
    expect(rewritten).toContain('<head><script src="/moved.js" async></script></head>');
  });

  test("changes nothing the second time, and says so for HTML without the scripts slice", () => {
    expect(withScriptsAfterFirstPaint(rewritten)).toBe(rewritten);
    expect(withScriptsAfterFirstPaint("<!doctype html><p>moved</p>")).toBeNull();
  });

  test("the loader text is the same on every page, so one CSP hash covers it", () => {
    const other = withScriptsAfterFirstPaint(PAGE.replace("/app-3.js", "/app-4.js")) ?? "";
    const loaderText = (html: string) => /<script id="gatsby-scripts-after-paint"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loaderText(other)).toBe(loaderText(rewritten));
  });
});

test("deferScriptsInBuild rewrites the pages in place and names those without a scripts slice", () => {
  const publicDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "scripts-after-paint-"));
  const page = path.join(publicDirectory, "index.html");
  const stray = path.join(publicDirectory, "stray", "index.html");
  fs.mkdirSync(path.dirname(stray));
  fs.writeFileSync(page, PAGE);
  fs.writeFileSync(stray, "<!doctype html><p>no scripts</p>");
  expect(deferScriptsInBuild(publicDirectory, [page, stray])).toEqual([path.join("stray", "index.html")]);
  expect(fs.readFileSync(page, "utf8")).toBe(withScriptsAfterFirstPaint(PAGE));
  fs.rmSync(publicDirectory, { recursive: true });
});

describe("the loader in a browser", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

  const CHUNKS: IslandChunks = { page: ["/commons-4.js", "/component-5.js"], islands: { form: ["/island-6.js", "/supabase-7.js"], faq: ["/island-8.js"] } };

  function runLoader({ paintTiming, held = [] }: { paintTiming: boolean; held?: HeldInput[] }) {
    document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="form"><button>Send</button></div><script type="application/json" id="${ISLAND_CHUNKS_ID}">${JSON.stringify(CHUNKS)}</script>`;
    const loader = document.createElement("script");
    loader.setAttribute("data-src", "/webpack-runtime-1.js /framework-2.js /app-3.js");
    document.body.appendChild(loader);
    let observe: PaintCallback = () => undefined;
    const disconnect = jest.fn();
    class FakePerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
      constructor(callback: PaintCallback) {
        observe = callback;
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    const frames: Array<() => void> = [];
    const requestFrame = (callback: () => void) => frames.push(callback);
    const fakeWindow = { PerformanceObserver: FakePerformanceObserver, __heldInput: held, addEventListener: window.addEventListener.bind(window) };
    const fakeDocument = {
      currentScript: loader,
      createElement: (tag: string) => document.createElement(tag),
      body: document.body,
      documentElement: document.documentElement,
      querySelector: (css: string) => document.querySelector(css),
      getElementById: (id: string) => document.getElementById(id),
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script exactly as the built page ships it
    new Function("window", "document", "PerformanceObserver", "requestAnimationFrame", LOADER_SCRIPT)(
      fakeWindow,
      fakeDocument,
      FakePerformanceObserver,
      requestFrame,
    );
    const appended = () => [...document.body.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
    const paint = (name: string) => observe({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect });
    return { appended, paint, frames, disconnect };
  }

  const island = () => document.querySelector(`[${ISLAND_ATTRIBUTE}]`)!;
  const holdPress = () => island().dispatchEvent(new Event(HELD_INPUT_EVENT));
  const PAGE_SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

  // Each run adds a listener to the one window: the earlier runs' find nothing more to add.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute(INPUT_READY_ATTRIBUTE);
  });

  test("a press held before the first paint: the page's scripts at once, with the page component's chunks and the island's whole list, each once", () => {
    const { appended } = runLoader({ paintTiming: true });
    holdPress();
    expect(appended()).toEqual([...PAGE_SCRIPTS, "/commons-4.js", "/component-5.js", "/island-6.js", "/supabase-7.js"]);
    holdPress();
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(appended()).toHaveLength(7);
  });

  test("a press held before the loader ran is served when it runs", () => {
    const faq = document.createElement("div");
    faq.setAttribute(ISLAND_ATTRIBUTE, "faq");
    const { appended } = runLoader({ paintTiming: true, held: [{ island: faq, target: faq, event: new Event("click") }] });
    expect(appended()).toEqual([...PAGE_SCRIPTS, "/commons-4.js", "/component-5.js", "/island-8.js"]);
  });

  test("once the runtime is ready for input, a held press is the runtime's to serve: the loader adds nothing", () => {
    const { appended } = runLoader({ paintTiming: true });
    document.documentElement.setAttribute(INPUT_READY_ATTRIBUTE, "");
    holdPress();
    expect(appended()).toEqual([]);
  });

  test("appends the scripts, in order, once the first contentful paint is reported, and only once", () => {
    const { appended, paint, disconnect } = runLoader({ paintTiming: true });
    paint("first-paint");
    expect(appended()).toEqual([]);
    paint("first-contentful-paint");
    expect(appended()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(appended()).toHaveLength(3);
  });

  test("never leaves a page without its scripts: with no paint reported they load after the fallback time", () => {
    const { appended } = runLoader({ paintTiming: true });
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  test("without paint timing it waits for the next frame to be painted", () => {
    const { appended, frames } = runLoader({ paintTiming: false });
    expect(appended()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    jest.advanceTimersByTime(0);
    expect(appended()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });
});
