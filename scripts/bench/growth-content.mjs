// The growth bench's content: a copy of the project to build, articles added to it as an editor
// would write them over the years, and one editor's edit (scripts/bench/growth.mjs).
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { ROOT, WORK_DIR } from "./config.mjs";

/** The project's files as they are now (tracked and new, not ignored), and node_modules linked, in a folder of its own (`name` below bench/.lighthouse). */
export function copyProject(name) {
  const copy = path.join(WORK_DIR, name);
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
const GENERATED = /^generated-article-\d+\.json$/;

/**
 * Articles numbered `from` to `to` more, as an editor would write them over the years: each a
 * launch article under a new title, file name and date (one every few days, before the launch
 * content), with its own image (the launch article's, re-encoded with another tint, so image
 * processing sees a new picture).
 */
export async function addArticles(copy, from, to) {
  const blog = path.join(copy, "data/blog");
  const sources = fs
    .readdirSync(blog)
    .filter((name) => name.endsWith(".json") && !GENERATED.test(name))
    .sort()
    .map((name) => readJson(path.join(blog, name)));
  const oldest = sources.map((post) => post.datePublished).sort()[0];
  for (let index = from; index <= to; index += 1) {
    const source = sources[index % sources.length];
    const slug = `generated-article-${String(index).padStart(4, "0")}`;
    const date = new Date(Date.parse(`${oldest}T00:00:00Z`) - index * 3 * 86_400_000).toISOString().slice(0, 10);
    const imageName = `${slug}.jpg`;
    const imageFile = path.join(path.dirname(path.resolve(blog, source.image)), imageName);
    await sharp(path.resolve(blog, source.image))
      .modulate({ brightness: 0.9 + (index % 20) / 100, hue: (index * 7) % 360 })
      .jpeg({ quality: 82 })
      .toFile(imageFile);
    writeJson(path.join(blog, `${slug}.json`), {
      ...source,
      title: clip(`${source.title} (${index})`, 120),
      datePublished: date,
      dateModified: undefined,
      image: path.posix.join(path.posix.dirname(source.image), imageName),
      seo: { ...source.seo, title: clip(`${index}: ${source.seo.title}`, 70) },
    });
  }
}

/** An editor's edit of one article (the first launch article by file name): its excerpt gains a sentence, so its page, its listing and category pages, the feeds and the search index change. */
export function editOneArticle(copy) {
  const blog = path.join(copy, "data/blog");
  const [name] = fs
    .readdirSync(blog)
    .filter((file) => file.endsWith(".json") && !GENERATED.test(file))
    .sort();
  const file = path.join(blog, name);
  const post = readJson(file);
  writeJson(file, { ...post, excerpt: `${post.excerpt} Updated.` });
}
