#!/usr/bin/env node
// `npm run bench:growth -- --articles 300`: how the site's cost grows with its content. A copy of the
// project (its files as they are in the working tree, node_modules hard-linked) is built cold with the
// launch content, then rebuilt after one article's edit; then N articles are generated into it (copies
// of the launch articles under new titles, dates and file names, each with an image file of its own)
// and the two builds are timed again. For both contents it prints the build times, the listing pages
// (the pages a list is split into, gatsby/listing-pages.ts) with the heaviest one's HTML and
// page-data, the feeds' sizes and /blog's main-thread work beside the empty Gatsby page (the bench's
// method, scripts/bench/main-thread.mjs), launch next to +N, and writes them to
// bench/.lighthouse/growth.md. The copy is removed at the end (--keep keeps it).
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { parseArgs } from "util";
import sharp from "sharp";
import staticServer from "../lib/static-server.cjs";
import { gatsby } from "./build.mjs";
import { ROOT, WORK_DIR } from "./config.mjs";
import { emptySitePublic } from "./empty-site.mjs";
import { compareWithEmpty, launchBrowser, warmUp } from "./main-thread.mjs";

const { values: options } = parseArgs({
  options: {
    articles: { type: "string", default: "300" },
    "thread-runs": { type: "string", default: "5" },
    "list-path": { type: "string", default: "/blog" }, // the listing whose main-thread work is measured
    keep: { type: "boolean", default: false },
  },
});
const ARTICLES = Number(options.articles);
const RUNS = Number(options["thread-runs"]);
const log = (message) => console.log(`[growth] ${message}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The project's files as they are now (tracked and new, not ignored), and node_modules linked, in a folder of its own. */
function copyProject() {
  const copy = path.join(WORK_DIR, "growth-copy");
  fs.rmSync(copy, { recursive: true, force: true });
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(copy, "node_modules")]);
  if (linked.status !== 0) throw new Error(`could not link node_modules: ${linked.stderr}`);
  return copy;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const clip = (text, length) => (text.length <= length ? text : text.slice(0, length));

/**
 * N articles more, as an editor would write them over the years: each a launch article under a new
 * title, file name and date (one every few days, before the launch content), with its own image (the
 * launch article's, re-encoded with another tint, so image processing sees a new picture).
 */
async function addArticles(copy, count) {
  const blog = path.join(copy, "data/blog");
  const sources = fs
    .readdirSync(blog)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => readJson(path.join(blog, name)));
  const oldest = sources.map((post) => post.datePublished).sort()[0];
  for (let index = 1; index <= count; index += 1) {
    const source = sources[index % sources.length];
    const slug = `generated-article-${String(index).padStart(4, "0")}`;
    const date = new Date(Date.parse(`${oldest}T00:00:00Z`) - index * 3 * 86_400_000).toISOString().slice(0, 10);
    const imageName = `${slug}.jpg`;
    const imageFile = path.join(path.dirname(path.resolve(blog, source.image)), imageName);
    await sharp(path.resolve(blog, source.image))
      .modulate({ brightness: 0.9 + (index % 20) / 100, hue: (index * 7) % 360 })
      .jpeg({ quality: 82 })
      .toFile(imageFile);
    const title = clip(`${source.title} (${index})`, 120);
    writeJson(path.join(blog, `${slug}.json`), {
      ...source,
      title,
      datePublished: date,
      dateModified: undefined,
      image: path.posix.join(path.posix.dirname(source.image), imageName),
      seo: { ...source.seo, title: clip(`${index}: ${source.seo.title}`, 70) },
    });
  }
}

/** An editor's edit of one article: its excerpt gains a sentence. */
function editOneArticle(copy) {
  const blog = path.join(copy, "data/blog");
  const [name] = fs
    .readdirSync(blog)
    .filter((file) => file.endsWith(".json"))
    .sort();
  const file = path.join(blog, name);
  const post = readJson(file);
  writeJson(file, { ...post, excerpt: `${post.excerpt} Updated.` });
}

function pagesOf(publicDirectory) {
  const pages = [];
  const walk = (directory) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page-data.json") pages.push(file);
    }
  };
  walk(path.join(publicDirectory, "page-data"));
  return pages.map((file) => {
    const pageData = readJson(file);
    const route = pageData.path;
    const html = path.join(publicDirectory, route, "index.html");
    return {
      route,
      listing: Boolean(pageData.result?.pageContext?.listPosition),
      pageDataBytes: fs.statSync(file).size,
      htmlBytes: fs.existsSync(html) ? fs.statSync(html).size : 0,
    };
  });
}

/** Sizes of what grows with the articles: the listing pages (the heaviest one and the list page), the feeds. */
function sizes(publicDirectory) {
  const listings = pagesOf(publicDirectory).filter((page) => page.listing);
  const heaviest = [...listings].sort((a, b) => b.htmlBytes - a.htmlBytes)[0];
  const list = listings.find((page) => page.route === options["list-path"]);
  const feeds = Object.fromEntries(["rss.xml", "atom.xml", "feed.json"].map((file) => [file, fs.statSync(path.join(publicDirectory, file)).size]));
  return { listingPages: listings.length, heaviest, list, feeds, articlePages: fs.readdirSync(path.join(publicDirectory, "blog")).length };
}

async function mainThread(publicDirectory) {
  const server = await staticServer.startStaticServer(publicDirectory, undefined, { gzip: true });
  const empty = await staticServer.startStaticServer(await emptySitePublic(log), undefined, { gzip: true });
  const browser = await launchBrowser();
  try {
    await warmUp(browser, `${empty.url}/`);
    return await compareWithEmpty(browser, `${server.url}${options["list-path"]}`, `${empty.url}/`, RUNS);
  } finally {
    await browser.close();
    await server.close();
    await empty.close();
  }
}

async function measure(copy, label) {
  log(`${label}: cold build …`);
  await gatsby(["clean"], { cwd: copy });
  const coldSeconds = await gatsby(["build"], { cwd: copy });
  log(`${label}: cold build ${coldSeconds.toFixed(1)} s; main thread of ${options["list-path"]} …`);
  const size = sizes(path.join(copy, "public"));
  const thread = await mainThread(path.join(copy, "public"));
  log(`${label}: main thread ${thread.taskRatio.toFixed(2)}× the empty page; rebuild after one article's edit …`);
  editOneArticle(copy);
  const rebuildSeconds = await gatsby(["build"], { cwd: copy });
  log(`${label}: rebuild ${rebuildSeconds.toFixed(1)} s`);
  return { label, coldSeconds, rebuildSeconds, ...size, taskRatio: thread.taskRatio };
}

function table(results) {
  const [launch, grown] = results;
  const row = (name, value, ratio) => `| ${name} | ${value(launch)} | ${value(grown)} |${ratio ? ` ${ratio} |` : " |"}`;
  const times = (key) => `${(grown[key] / launch[key]).toFixed(2)}×`;
  return [
    `| | ${launch.label} | ${grown.label} | growth |`,
    "| --- | --- | --- | --- |",
    row("cold build", (r) => `${r.coldSeconds.toFixed(1)} s`, times("coldSeconds")),
    row("rebuild after one article's edit", (r) => `${r.rebuildSeconds.toFixed(1)} s`, times("rebuildSeconds")),
    row("listing pages", (r) => String(r.listingPages), ""),
    row("heaviest listing page: HTML", (r) => `${kb(r.heaviest.htmlBytes)} (${r.heaviest.route})`, ""),
    row("heaviest listing page: page-data", (r) => kb(Math.max(...[r.heaviest.pageDataBytes])), ""),
    row(`${options["list-path"]}: HTML / page-data`, (r) => `${kb(r.list?.htmlBytes ?? 0)} / ${kb(r.list?.pageDataBytes ?? 0)}`, ""),
    ...["rss.xml", "atom.xml", "feed.json"].map((feed) => row(feed, (r) => kb(r.feeds[feed]), "")),
    row(`${options["list-path"]}: main thread / empty page (${RUNS} loads)`, (r) => `${r.taskRatio.toFixed(2)}×`, ""),
  ].join("\n");
}

async function main() {
  if (!Number.isInteger(ARTICLES) || ARTICLES < 1) throw new Error("--articles takes a whole number of at least 1");
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  log(`copying the project (load ${load()}) …`);
  const copy = copyProject();
  try {
    const launch = await measure(copy, "launch content");
    log(`adding ${ARTICLES} articles …`);
    await addArticles(copy, ARTICLES);
    const grown = await measure(copy, `+${ARTICLES} articles`);
    const report = `${table([launch, grown])}\n\nLoad average at the end: ${load()}; ${new Date().toISOString()}.\n`;
    fs.mkdirSync(WORK_DIR, { recursive: true });
    fs.writeFileSync(path.join(WORK_DIR, "growth.md"), report);
    console.log(`\n${report}`);
  } finally {
    if (!options.keep) fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
