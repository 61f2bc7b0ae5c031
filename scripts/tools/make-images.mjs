#!/usr/bin/env node
// Renders the site's own illustrations (hand-written SVG -> JPEG with sharp/librsvg).
//
//   npm run images    (node scripts/tools/make-images.mjs)
//
// Writes data/images/hero.jpg, og-default.jpg, and for every file of
// data/case-studies/ and data/blog/ the image its `image` field names (a post's
// motif chosen by its `category`, the layout varied by a hash of its file name).
// It reads only fields the data schemas define: a file's name is its identity.
// Deterministic: the same inputs give the same files. The build never runs this
// script; editors may simply replace the JPEGs.
import sharp from "sharp";
import { mkdirSync, readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DATA = path.join(ROOT, "data");
const OUT = path.join(DATA, "images");
const JPEG = { quality: 78, mozjpeg: true, chromaSubsampling: "4:2:0" };
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

// Brand palette plus a few tints of it.
const C = {
  navy: "#0b1f3a",
  navy2: "#12305a",
  blue: "#1d4ed8",
  sky: "#60a5fa",
  ice: "#bfdbfe",
  teal: "#0f766e",
  mint: "#2dd4bf",
  amber: "#f59e0b",
  gold: "#fcd34d",
  light: "#f8fafc",
};

// ---------------------------------------------------------------- utilities
function hash(str) {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (const ch of str) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
function rng(seed) {
  // mulberry32
  let a = typeof seed === "number" ? seed : hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}
const f = (n) => (Math.round(n * 10) / 10).toString();
const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
let uid = 0;
const id = (p) => `${p}${++uid}`;

// ---------------------------------------------------------------- building blocks
// Each returns { defs, body } or a plain string (body only).
function background(w, h, { from, to, angle = 35, glows = [], grid = "dots", r }) {
  const g = id("bg"),
    pat = id("grid");
  const a = (angle * Math.PI) / 180;
  let defs = `<linearGradient id="${g}" x1="${f(0.5 - Math.cos(a) / 2)}" y1="${f(0.5 - Math.sin(a) / 2)}" x2="${f(0.5 + Math.cos(a) / 2)}" y2="${f(0.5 + Math.sin(a) / 2)}">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  for (const gl of glows) {
    const gid = id("glow");
    defs += `<radialGradient id="${gid}"><stop offset="0" stop-color="${gl.color}" stop-opacity="${gl.opacity ?? 0.45}"/><stop offset="1" stop-color="${gl.color}" stop-opacity="0"/></radialGradient>`;
    body += `<circle cx="${f(gl.x)}" cy="${f(gl.y)}" r="${f(gl.r)}" fill="url(#${gid})"/>`;
  }
  if (grid === "dots") {
    defs += `<pattern id="${pat}" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="${C.light}" fill-opacity="0.09"/></pattern>`;
    body += `<rect width="${w}" height="${h}" fill="url(#${pat})"/>`;
  } else if (grid === "lines") {
    defs += `<pattern id="${pat}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${C.light}" stroke-opacity="0.05" stroke-width="1"/></pattern>`;
    body += `<rect width="${w}" height="${h}" fill="url(#${pat})"/>`;
  }
  // Soft diagonal light stripes for depth.
  if (r) {
    for (let i = 0; i < 3; i++) {
      const x = r.range(-0.2, 1) * w,
        bw = r.range(80, 220);
      body += `<polygon points="${pts([
        [x, h],
        [x + bw, h],
        [x + bw + h * 0.6, 0],
        [x + h * 0.6, 0],
      ])}" fill="${C.light}" fill-opacity="${f(r.range(0.015, 0.035))}"/>`;
    }
  }
  return { defs, body };
}

function card(x, y, w, h, { r = 18, fill = C.light, opacity = 0.08, stroke = C.light, strokeOpacity = 0.18, shadow = true } = {}) {
  let s = "";
  if (shadow) s += `<rect x="${f(x + 6)}" y="${f(y + 12)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="#020817" fill-opacity="0.22"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" fill-opacity="${opacity}" stroke="${stroke}" stroke-opacity="${strokeOpacity}" stroke-width="1.5"/>`;
  return s;
}

function bar(x, y, w, h, color, opacity = 1) {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(Math.min(h, w) / 2)}" fill="${color}" fill-opacity="${opacity}"/>`;
}

// Text-free "UI" lines: rounded bars suggesting labels.
function textLines(x, y, w, n, r, color = C.light, opacity = 0.35) {
  let s = "";
  for (let i = 0; i < n; i++) s += bar(x, y + i * 18, w * (i === 0 ? 0.55 : r.range(0.45, 0.95)), 8, color, i === 0 ? opacity + 0.2 : opacity);
  return s;
}

function barChart(x, y, w, h, r, { n = 6, colors = [C.sky, C.mint], rising = true } = {}) {
  const gap = w / n,
    bw = gap * 0.56;
  let s = `<line x1="${f(x)}" y1="${f(y + h)}" x2="${f(x + w)}" y2="${f(y + h)}" stroke="${C.light}" stroke-opacity="0.25" stroke-width="2"/>`;
  for (let i = 0; i < n; i++) {
    const v = rising ? 0.25 + (0.7 * (i + 1)) / n + r.range(-0.08, 0.06) : r.range(0.3, 0.95);
    const bh = Math.max(12, Math.min(1, v) * h);
    s += `<rect x="${f(x + i * gap + (gap - bw) / 2)}" y="${f(y + h - bh)}" width="${f(bw)}" height="${f(bh)}" rx="5" fill="${colors[i % colors.length]}" fill-opacity="${i === n - 1 ? 1 : 0.8}"/>`;
  }
  return s;
}

function lineChart(x, y, w, h, r, { color = C.gold, n = 7, rising = true, area = true } = {}) {
  const p = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const v = rising ? 0.15 + 0.75 * t + r.range(-0.12, 0.12) : r.range(0.2, 0.85);
    p.push([x + t * w, y + h - Math.max(0.05, Math.min(0.98, v)) * h]);
  }
  const d = p.map(([a, b], i) => `${i ? "L" : "M"}${f(a)} ${f(b)}`).join(" ");
  let defs = "",
    s = "";
  if (area) {
    const g = id("area");
    defs = `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
    s += `<path d="${d} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z" fill="url(#${g})"/>`;
  }
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  const [lx, ly] = p[p.length - 1];
  s += `<circle cx="${f(lx)}" cy="${f(ly)}" r="9" fill="${color}"/><circle cx="${f(lx)}" cy="${f(ly)}" r="17" fill="${color}" fill-opacity="0.25"/>`;
  return { defs, body: s };
}

function donut(cx, cy, rad, fractions, colors, width = 18) {
  const circ = 2 * Math.PI * rad;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${C.light}" stroke-opacity="0.12" stroke-width="${width}"/>`;
  let acc = 0;
  fractions.forEach((fr, i) => {
    const len = fr * circ;
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${width}" stroke-dasharray="${f(Math.max(0, len - 6))} ${f(circ)}" stroke-dashoffset="${f(-acc)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"/>`;
    acc += len;
  });
  return s;
}

function gear(cx, cy, rad, teeth, color, { opacity = 1, hole = 0.38, rot = 0 } = {}) {
  const inner = rad * 0.8,
    p = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2 + rot,
      step = (Math.PI * 2) / teeth;
    const a1 = a - step * 0.22,
      a2 = a + step * 0.22,
      a0 = a - step * 0.5,
      a3 = a + step * 0.5;
    p.push([cx + inner * Math.cos(a0 + step * 0.06), cy + inner * Math.sin(a0 + step * 0.06)]);
    p.push([cx + rad * Math.cos(a1), cy + rad * Math.sin(a1)]);
    p.push([cx + rad * Math.cos(a2), cy + rad * Math.sin(a2)]);
    p.push([cx + inner * Math.cos(a3 - step * 0.06), cy + inner * Math.sin(a3 - step * 0.06)]);
  }
  const m = id("gearmask");
  return {
    defs: `<mask id="${m}"><rect x="${f(cx - rad - 2)}" y="${f(cy - rad - 2)}" width="${f(rad * 2 + 4)}" height="${f(rad * 2 + 4)}" fill="#fff"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * hole)}" fill="#000"/></mask>`,
    body:
      `<polygon points="${pts(p)}" fill="${color}" fill-opacity="${opacity}" mask="url(#${m})" stroke-linejoin="round"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * hole * 1.55)}" fill="none" stroke="${C.light}" stroke-opacity="0.25" stroke-width="2"/>`,
  };
}

function hexagon(cx, cy, rad, fill, opacity = 1, stroke) {
  const p = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    p.push([cx + rad * Math.cos(a), cy + rad * Math.sin(a)]);
  }
  return `<polygon points="${pts(p)}" fill="${fill}" fill-opacity="${opacity}"${stroke ? ` stroke="${stroke}" stroke-width="2" stroke-opacity="0.6"` : ""}/>`;
}

// Central hub with ERP "modules" around it.
function moduleHub(cx, cy, R, r, { n = 6, tile = 64, colors = [C.blue, C.teal, C.amber, C.sky], rot = 0 } = {}) {
  const g = id("hub");
  let defs = `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.sky}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient>`;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="none" stroke="${C.light}" stroke-opacity="0.14" stroke-width="2" stroke-dasharray="6 10"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.55)}" fill="none" stroke="${C.light}" stroke-opacity="0.08" stroke-width="2"/>`;
  const nodes = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2 - Math.PI / 2;
    nodes.push([cx + R * Math.cos(a), cy + R * Math.sin(a)]);
  }
  for (const [x, y] of nodes) s += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(x)}" y2="${f(y)}" stroke="${C.sky}" stroke-opacity="0.45" stroke-width="2.5"/>`;
  // Travelling "data packets" on the spokes.
  nodes.forEach(([x, y]) => {
    const t = r.range(0.35, 0.7);
    s += `<circle cx="${f(cx + (x - cx) * t)}" cy="${f(cy + (y - cy) * t)}" r="4.5" fill="${C.gold}"/>`;
  });
  nodes.forEach(([x, y], i) => {
    const col = colors[i % colors.length];
    s += `<rect x="${f(x - tile / 2 + 4)}" y="${f(y - tile / 2 + 8)}" width="${tile}" height="${tile}" rx="${f(tile * 0.24)}" fill="#020817" fill-opacity="0.25"/>`;
    s += `<rect x="${f(x - tile / 2)}" y="${f(y - tile / 2)}" width="${tile}" height="${tile}" rx="${f(tile * 0.24)}" fill="${col}"/>`;
    s += `<rect x="${f(x - tile / 2)}" y="${f(y - tile / 2)}" width="${tile}" height="${f(tile / 2)}" rx="${f(tile * 0.24)}" fill="${C.light}" fill-opacity="0.12"/>`;
    s += glyph(i + r.int(0, 5), x, y, tile * 0.5);
  });
  s += hexagon(cx, cy, tile * 1.05, `url(#${g})`, 1);
  s += hexagon(cx, cy, tile * 0.72, C.navy, 0.35);
  s += hexagon(cx, cy, tile * 0.36, C.light, 0.95);
  return { defs, body: s };
}

// Small abstract pictograms drawn inside tiles (no text).
function glyph(kind, x, y, s) {
  const w = C.light;
  switch (kind % 6) {
    case 0: // bars
      return [0, 1, 2].map((i) => bar(x - s / 2 + i * s * 0.36, y + s / 2 - s * (0.4 + i * 0.3), s * 0.24, s * (0.4 + i * 0.3), w, 0.9)).join("");
    case 1: // stacked boxes (inventory)
      return `<rect x="${f(x - s / 2)}" y="${f(y)}" width="${f(s * 0.46)}" height="${f(s * 0.46)}" rx="3" fill="${w}" fill-opacity="0.9"/><rect x="${f(x + s * 0.04)}" y="${f(y)}" width="${f(s * 0.46)}" height="${f(s * 0.46)}" rx="3" fill="${w}" fill-opacity="0.6"/><rect x="${f(x - s * 0.23)}" y="${f(y - s * 0.5)}" width="${f(s * 0.46)}" height="${f(s * 0.46)}" rx="3" fill="${w}" fill-opacity="0.8"/>`;
    case 2: // pie
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.48)}" fill="${w}" fill-opacity="0.35"/><path d="M${f(x)} ${f(y)} L${f(x)} ${f(y - s * 0.48)} A${f(s * 0.48)} ${f(s * 0.48)} 0 0 1 ${f(x + s * 0.48)} ${f(y)} Z" fill="${w}" fill-opacity="0.95"/>`;
    case 3: // person
      return `<circle cx="${f(x)}" cy="${f(y - s * 0.18)}" r="${f(s * 0.2)}" fill="${w}" fill-opacity="0.95"/><path d="M${f(x - s * 0.4)} ${f(y + s * 0.48)} Q${f(x)} ${f(y - s * 0.12)} ${f(x + s * 0.4)} ${f(y + s * 0.48)} Z" fill="${w}" fill-opacity="0.95"/>`;
    case 4: // document lines
      return [0, 1, 2, 3].map((i) => bar(x - s / 2, y - s / 2 + i * s * 0.28, s * (i % 2 ? 0.7 : 1), s * 0.14, w, 0.9)).join("");
    default: // cog-like dot ring
      return (
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.3)}" fill="none" stroke="${w}" stroke-width="${f(s * 0.16)}" stroke-opacity="0.95"/>` +
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const a = (i * Math.PI) / 3;
            return `<circle cx="${f(x + Math.cos(a) * s * 0.48)}" cy="${f(y + Math.sin(a) * s * 0.48)}" r="${f(s * 0.09)}" fill="${w}"/>`;
          })
          .join("")
      );
  }
}

function cloud(cx, cy, s, fill, opacity = 1) {
  // s = width of the cloud
  const h = s * 0.32;
  // Group opacity (not fill-opacity) so the overlapping circles blend as one shape.
  return (
    `<g fill="${fill}" opacity="${opacity}">` +
    `<rect x="${f(cx - s / 2)}" y="${f(cy - h / 2)}" width="${f(s)}" height="${f(h)}" rx="${f(h / 2)}"/>` +
    `<circle cx="${f(cx - s * 0.16)}" cy="${f(cy - h * 0.45)}" r="${f(s * 0.2)}"/>` +
    `<circle cx="${f(cx + s * 0.12)}" cy="${f(cy - h * 0.6)}" r="${f(s * 0.26)}"/></g>`
  );
}

function network(r, x, y, w, h, n, { color = C.sky, nodeColors = [C.sky, C.mint, C.gold], opacity = 0.5 } = {}) {
  const nodes = [];
  for (let i = 0; i < n; i++) nodes.push([x + r() * w, y + r() * h, r.range(3, 7), r.pick(nodeColors)]);
  let s = "";
  const seen = new Set();
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => [j, (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2])
      .filter(([j]) => j !== i)
      .sort((p, q) => p[1] - q[1])
      .slice(0, 2);
    for (const [j] of near) {
      const k = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (seen.has(k)) continue;
      seen.add(k);
      s += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(nodes[j][0])}" y2="${f(nodes[j][1])}" stroke="${color}" stroke-opacity="${opacity * 0.6}" stroke-width="1.5"/>`;
    }
  });
  for (const [nx, ny, nr, c] of nodes) s += `<circle cx="${f(nx)}" cy="${f(ny)}" r="${f(nr)}" fill="${c}" fill-opacity="${opacity + 0.3}"/>`;
  return s;
}

function codeWindow(r, x, y, w, h) {
  let s = card(x, y, w, h, { opacity: 0.1 });
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="44" rx="18" fill="${C.navy}" fill-opacity="0.55"/><rect x="${f(x)}" y="${f(y + 26)}" width="${f(w)}" height="18" fill="${C.navy}" fill-opacity="0.55"/>`;
  [C.amber, C.mint, C.sky].forEach((c, i) => {
    s += `<circle cx="${f(x + 26 + i * 22)}" cy="${f(y + 22)}" r="7" fill="${c}"/>`;
  });
  const cols = [C.sky, C.mint, C.gold, C.ice, C.light];
  const rows = Math.floor((h - 74) / 30);
  let indent = 0;
  for (let i = 0; i < rows; i++) {
    const yy = y + 70 + i * 30;
    s += bar(x + 24, yy, 18, 8, C.light, 0.2); // line number
    let xx = x + 60 + indent * 28;
    const parts = r.int(1, 3);
    for (let p = 0; p < parts && xx < x + w - 40; p++) {
      const pw = Math.min(r.range(36, 130), x + w - 30 - xx);
      s += bar(xx, yy, pw, 10, r.pick(cols), 0.85);
      xx += pw + 12;
    }
    const step = r();
    indent = Math.max(0, Math.min(3, indent + (step < 0.3 ? 1 : step > 0.72 ? -1 : 0)));
  }
  return s;
}

function check(cx, cy, rad, color = C.mint, mark = C.navy) {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${color}"/><path d="M${f(cx - rad * 0.45)} ${f(cy + rad * 0.02)} L${f(cx - rad * 0.1)} ${f(cy + rad * 0.36)} L${f(cx + rad * 0.48)} ${f(cy - rad * 0.34)}" fill="none" stroke="${mark}" stroke-width="${f(rad * 0.26)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function checklist(r, x, y, w, n, { done = n - 1 } = {}) {
  let s = card(x, y, w, 40 + n * 58, { opacity: 0.1 });
  for (let i = 0; i < n; i++) {
    const yy = y + 44 + i * 58;
    s += i < done ? check(x + 40, yy, 15) : `<circle cx="${f(x + 40)}" cy="${f(yy)}" r="14" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
    s += bar(x + 70, yy - 9, (w - 100) * r.range(0.55, 0.95), 8, C.light, 0.7);
    s += bar(x + 70, yy + 5, (w - 100) * r.range(0.3, 0.6), 6, C.light, 0.3);
  }
  return s;
}

function shield(cx, cy, s, fill) {
  const d = `M${f(cx)} ${f(cy - s * 0.55)} L${f(cx + s * 0.45)} ${f(cy - s * 0.38)} L${f(cx + s * 0.45)} ${f(cy + s * 0.02)} Q${f(cx + s * 0.42)} ${f(cy + s * 0.4)} ${f(cx)} ${f(cy + s * 0.6)} Q${f(cx - s * 0.42)} ${f(cy + s * 0.4)} ${f(cx - s * 0.45)} ${f(cy + s * 0.02)} L${f(cx - s * 0.45)} ${f(cy - s * 0.38)} Z`;
  return (
    `<path d="${d}" fill="${fill}"/><path d="${d}" fill="none" stroke="${C.light}" stroke-opacity="0.35" stroke-width="3" transform="translate(${f(cx)} ${f(cy)}) scale(0.82) translate(${f(-cx)} ${f(-cy)})"/>` +
    `<path d="M${f(cx - s * 0.17)} ${f(cy)} L${f(cx - s * 0.03)} ${f(cy + s * 0.15)} L${f(cx + s * 0.2)} ${f(cy - s * 0.14)}" fill="none" stroke="${C.light}" stroke-width="${f(s * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function coins(cx, cy, n, rad, color = C.amber) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const y = cy - i * rad * 0.32;
    s += `<ellipse cx="${f(cx)}" cy="${f(y + rad * 0.12)}" rx="${f(rad)}" ry="${f(rad * 0.34)}" fill="#b45309"/>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rad)}" ry="${f(rad * 0.34)}" fill="${color}"/>`;
  }
  s += `<ellipse cx="${f(cx)}" cy="${f(cy - (n - 1) * rad * 0.32)}" rx="${f(rad * 0.6)}" ry="${f(rad * 0.18)}" fill="none" stroke="${C.gold}" stroke-width="2.5"/>`;
  return s;
}

function heartbeat(x, y, w, amp, color = C.mint) {
  const u = w / 20;
  const p = [
    [0, 0],
    [5, 0],
    [6, -0.3],
    [7, 0],
    [8, 0],
    [8.6, 0.5],
    [9.4, -1.6],
    [10.2, 1.1],
    [10.9, 0],
    [12.5, 0],
    [13.4, -0.45],
    [14.4, 0],
    [20, 0],
  ];
  const d = p.map(([a, b], i) => `${i ? "L" : "M"}${f(x + a * u)} ${f(y + b * amp)}`).join(" ");
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="0.25" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

function medicalCross(cx, cy, s, fill) {
  const a = s * 0.2;
  return (
    `<rect x="${f(cx - s / 2)}" y="${f(cy - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.24)}" fill="${fill}"/>` +
    `<rect x="${f(cx - a)}" y="${f(cy - s * 0.34)}" width="${f(a * 2)}" height="${f(s * 0.68)}" rx="${f(a * 0.3)}" fill="${C.light}"/>` +
    `<rect x="${f(cx - s * 0.34)}" y="${f(cy - a)}" width="${f(s * 0.68)}" height="${f(a * 2)}" rx="${f(a * 0.3)}" fill="${C.light}"/>`
  );
}

function bag(cx, cy, s, fill) {
  const w = s,
    h = s * 0.95;
  return (
    `<path d="M${f(cx - w * 0.2)} ${f(cy - h * 0.3)} V${f(cy - h * 0.48)} A${f(w * 0.2)} ${f(w * 0.2)} 0 0 1 ${f(cx + w * 0.2)} ${f(cy - h * 0.48)} V${f(cy - h * 0.3)}" fill="none" stroke="${C.light}" stroke-width="${f(s * 0.06)}" stroke-linecap="round"/>` +
    `<path d="M${f(cx - w * 0.42)} ${f(cy - h * 0.32)} H${f(cx + w * 0.42)} L${f(cx + w * 0.5)} ${f(cy + h * 0.5)} H${f(cx - w * 0.5)} Z" fill="${fill}" stroke-linejoin="round"/>` +
    `<path d="M${f(cx - w * 0.42)} ${f(cy - h * 0.32)} H${f(cx + w * 0.42)} L${f(cx + w * 0.44)} ${f(cy - h * 0.12)} H${f(cx - w * 0.44)} Z" fill="${C.light}" fill-opacity="0.18"/>` +
    `<circle cx="${f(cx - w * 0.2)}" cy="${f(cy - h * 0.2)}" r="${f(s * 0.04)}" fill="${C.light}"/><circle cx="${f(cx + w * 0.2)}" cy="${f(cy - h * 0.2)}" r="${f(s * 0.04)}" fill="${C.light}"/>`
  );
}

function store(cx, cy, s, fill) {
  const w = s,
    h = s * 0.8;
  let scallops = "";
  for (let i = 0; i < 5; i++) {
    const x0 = cx - w / 2 + (i * w) / 5;
    scallops += `<path d="M${f(x0)} ${f(cy - h * 0.2)} A${f(w / 10)} ${f(w / 10)} 0 0 0 ${f(x0 + w / 5)} ${f(cy - h * 0.2)} Z" fill="${i % 2 ? C.light : C.amber}"/>`;
  }
  return (
    `<rect x="${f(cx - w * 0.45)}" y="${f(cy - h * 0.2)}" width="${f(w * 0.9)}" height="${f(h * 0.7)}" rx="6" fill="${fill}"/>` +
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h * 0.3)}" rx="6" fill="${C.amber}"/>` +
    scallops +
    `<rect x="${f(cx - w * 0.1)}" y="${f(cy + h * 0.12)}" width="${f(w * 0.2)}" height="${f(h * 0.38)}" rx="3" fill="${C.navy}" fill-opacity="0.6"/>` +
    `<rect x="${f(cx - w * 0.36)}" y="${f(cy + h * 0.06)}" width="${f(w * 0.18)}" height="${f(h * 0.16)}" rx="3" fill="${C.light}" fill-opacity="0.55"/>` +
    `<rect x="${f(cx + w * 0.18)}" y="${f(cy + h * 0.06)}" width="${f(w * 0.18)}" height="${f(h * 0.16)}" rx="3" fill="${C.light}" fill-opacity="0.55"/>`
  );
}

function warehouse(cx, cy, s, fill) {
  const w = s,
    h = s * 0.75;
  return (
    `<polygon points="${pts([
      [cx - w / 2, cy - h * 0.1],
      [cx, cy - h / 2],
      [cx + w / 2, cy - h * 0.1],
      [cx + w / 2, cy + h / 2],
      [cx - w / 2, cy + h / 2],
    ])}" fill="${fill}"/>` +
    `<rect x="${f(cx - w * 0.3)}" y="${f(cy)}" width="${f(w * 0.6)}" height="${f(h / 2)}" fill="${C.navy}" fill-opacity="0.55"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${f(cx - w * 0.26)}" y="${f(cy + h * 0.08 + i * h * 0.13)}" width="${f(w * 0.52)}" height="${f(h * 0.05)}" fill="${C.light}" fill-opacity="0.4"/>`,
      )
      .join("")
  );
}

function phone(cx, cy, s, fill) {
  const w = s * 0.56,
    h = s;
  return (
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.16)}" fill="${fill}"/>` +
    `<rect x="${f(cx - w / 2 + 7)}" y="${f(cy - h / 2 + 16)}" width="${f(w - 14)}" height="${f(h - 34)}" rx="6" fill="${C.light}" fill-opacity="0.92"/>` +
    `<rect x="${f(cx - w / 2 + 14)}" y="${f(cy - h / 2 + 26)}" width="${f(w - 28)}" height="${f(h * 0.28)}" rx="5" fill="${C.sky}" fill-opacity="0.7"/>` +
    bar(cx - w / 2 + 14, cy + h * 0.02, (w - 28) * 0.8, 7, C.navy, 0.5) +
    bar(cx - w / 2 + 14, cy + h * 0.1, (w - 28) * 0.5, 7, C.navy, 0.3) +
    `<rect x="${f(cx - w / 2 + 14)}" y="${f(cy + h * 0.22)}" width="${f(w - 28)}" height="${f(h * 0.1)}" rx="${f(h * 0.05)}" fill="${C.amber}"/>`
  );
}

function person(cx, cy, s, fill, ring = C.light) {
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s / 2)}" fill="${fill}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s / 2 + 6)}" fill="none" stroke="${ring}" stroke-opacity="0.35" stroke-width="3"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy - s * 0.1)}" r="${f(s * 0.17)}" fill="${C.light}"/>` +
    `<path d="M${f(cx - s * 0.3)} ${f(cy + s * 0.34)} Q${f(cx)} ${f(cy - s * 0.06)} ${f(cx + s * 0.3)} ${f(cy + s * 0.34)} Z" fill="${C.light}"/>`
  );
}

function globe(cx, cy, rad, { stroke = C.sky, fill = C.navy2 } = {}) {
  const g = id("globe");
  const defs = `<radialGradient id="${g}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="${fill}"/></radialGradient>`;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="url(#${g})"/>`;
  for (const k of [0.35, 0.7])
    s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rad * k)}" ry="${f(rad)}" fill="none" stroke="${stroke}" stroke-opacity="0.35" stroke-width="2"/>`;
  for (const k of [-0.6, -0.3, 0, 0.3, 0.6]) {
    const yy = cy + k * rad,
      hw = Math.sqrt(1 - k * k) * rad;
    s += `<line x1="${f(cx - hw)}" y1="${f(yy)}" x2="${f(cx + hw)}" y2="${f(yy)}" stroke="${stroke}" stroke-opacity="0.3" stroke-width="2"/>`;
  }
  s += `<line x1="${f(cx)}" y1="${f(cy - rad)}" x2="${f(cx)}" y2="${f(cy + rad)}" stroke="${stroke}" stroke-opacity="0.35" stroke-width="2"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="none" stroke="${stroke}" stroke-opacity="0.6" stroke-width="3"/>`;
  return { defs, body: s };
}

function arc(x1, y1, x2, y2, lift, color, { width = 3, dash = "", opacity = 0.9 } = {}) {
  const mx = (x1 + x2) / 2,
    my = (y1 + y2) / 2 - lift;
  return (
    `<path d="M${f(x1)} ${f(y1)} Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ""}/>` +
    `<circle cx="${f(x1)}" cy="${f(y1)}" r="${f(width + 4)}" fill="${color}"/><circle cx="${f(x2)}" cy="${f(y2)}" r="${f(width + 4)}" fill="${color}"/>`
  );
}

// Isometric platform slab (for "platform" / cloud layers).
function slab(cx, cy, w, depth, top, side1, side2) {
  const h = w * 0.5;
  const T = [
    [cx, cy - h / 2],
    [cx + w / 2, cy],
    [cx, cy + h / 2],
    [cx - w / 2, cy],
  ];
  return (
    `<polygon points="${pts([T[3], T[2], [T[2][0], T[2][1] + depth], [T[3][0], T[3][1] + depth]])}" fill="${side1}"/>` +
    `<polygon points="${pts([T[2], T[1], [T[1][0], T[1][1] + depth], [T[2][0], T[2][1] + depth]])}" fill="${side2}"/>` +
    `<polygon points="${pts(T)}" fill="${top}"/>`
  );
}

function roadmap(r, x, y, w, h, n) {
  const p = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    p.push([x + t * w, y + h * (0.5 + 0.38 * Math.sin(t * Math.PI * 1.6 + r.range(-0.3, 0.3)) * (i % 2 ? -1 : 1) * 0.6 - (t - 0.5) * 0.5)]);
  }
  let d = `M${f(p[0][0])} ${f(p[0][1])}`;
  for (let i = 1; i < p.length; i++) {
    const [ax, ay] = p[i - 1],
      [bx, by] = p[i],
      mx = (ax + bx) / 2;
    d += ` C${f(mx)} ${f(ay)} ${f(mx)} ${f(by)} ${f(bx)} ${f(by)}`;
  }
  let s = `<path d="${d}" fill="none" stroke="${C.light}" stroke-opacity="0.15" stroke-width="22" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${C.sky}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  p.forEach(([px, py], i) => {
    const last = i === n - 1,
      col = last ? C.amber : i < n - 2 ? C.mint : C.sky;
    s += `<circle cx="${f(px)}" cy="${f(py)}" r="${last ? 30 : 22}" fill="${col}" fill-opacity="0.25"/>`;
    s += last
      ? `<circle cx="${f(px)}" cy="${f(py)}" r="18" fill="${C.amber}"/><path d="M${f(px - 5)} ${f(py - 30)} V${f(py - 72)} L${f(px + 28)} ${f(py - 62)} L${f(px - 5)} ${f(py - 52)}" fill="${C.gold}" stroke="${C.gold}" stroke-width="4" stroke-linejoin="round"/>`
      : check(px, py, 14, col);
  });
  return s;
}

// ---------------------------------------------------------------- compose helpers
function svgDoc(w, h, parts) {
  const defs = [],
    body = [];
  for (const p of parts.flat()) {
    if (!p) continue;
    if (typeof p === "string") body.push(p);
    else {
      if (p.defs) defs.push(p.defs);
      if (p.body) body.push(p.body);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}
// x on the chosen half: layouts are flipped by moving shapes, not by mirroring them,
// so charts still rise to the right.
function sideX(w, leftSide, x) {
  return leftSide ? x : w - x;
}

// ---------------------------------------------------------------- scenes
function hero() {
  const W = 1600,
    H = 1000,
    r = rng("hero");
  const hub = moduleHub(1040, 560, 230, r, { n: 6, tile: 74 });
  const lc = lineChart(1230, 190, 250, 120, r, { color: C.gold });
  return svgDoc(W, H, [
    background(W, H, {
      from: C.navy,
      to: "#0e3a7a",
      angle: 30,
      r,
      glows: [
        { x: 1100, y: 520, r: 560, color: C.blue, opacity: 0.55 },
        { x: 1480, y: 120, r: 380, color: C.teal, opacity: 0.5 },
        { x: 220, y: 900, r: 420, color: C.teal, opacity: 0.25 },
      ],
    }),
    network(r, 40, 60, 700, 880, 26, { opacity: 0.35 }),
    slab(1040, 820, 720, 34, "#163e7a", "#0d2a55", "#0a2147"),
    slab(1040, 800, 600, 26, "#1d4ed8", "#163fae", "#12358f"),
    cloud(700, 250, 260, C.light, 0.1),
    cloud(700, 250, 200, C.sky, 0.35),
    arc(700, 300, 1040, 470, 40, C.sky, { width: 2, dash: "4 8", opacity: 0.6 }),
    hub,
    card(1200, 150, 310, 190),
    textLines(1225, 172, 120, 1, r),
    lc,
    card(500, 560, 260, 230),
    barChart(530, 600, 200, 160, r),
    card(1280, 640, 240, 210),
    donut(1400, 745, 62, [0.46, 0.3, 0.14], [C.mint, C.sky, C.amber], 20),
    codeWindow(r, 180, 360, 320, 300),
  ]);
}

function ogDefault() {
  const W = 1200,
    H = 630,
    r = rng("og-default");
  const hub = moduleHub(905, 318, 178, r, { n: 6, tile: 60 });
  return svgDoc(W, H, [
    background(W, H, {
      from: C.navy,
      to: "#123a78",
      angle: 25,
      r,
      glows: [
        { x: 920, y: 320, r: 420, color: C.blue, opacity: 0.6 },
        { x: 80, y: 620, r: 360, color: C.teal, opacity: 0.45 },
      ],
    }),
    network(r, 640, 20, 540, 590, 16, { opacity: 0.3 }),
    hub,
    `<rect x="80" y="170" width="72" height="8" rx="4" fill="${C.amber}"/>`,
    `<text x="78" y="262" font-family="${FONT}" font-weight="700" font-size="62" fill="${C.light}">Offshore ERP</text>`,
    `<text x="78" y="336" font-family="${FONT}" font-weight="700" font-size="62" fill="${C.light}">Consulting</text>`,
    `<text x="80" y="404" font-family="${FONT}" font-size="28" fill="${C.ice}">SAP · Dynamics 365 · Offshore IT teams</text>`,
    bar(80, 458, 180, 10, C.mint, 0.9),
    bar(272, 458, 90, 10, C.sky, 0.7),
    bar(374, 458, 46, 10, C.amber, 0.9),
  ]);
}

// Case studies: 1200 x 750, one theme each.
const CASE_SCENES = {
  "manufacturing-erp-transformation": (W, H, r) => {
    const g1 = gear(420, 400, 150, 12, C.amber, { rot: 0.1 });
    const g2 = gear(622, 262, 96, 9, C.sky, { rot: 0.3 });
    const g3 = gear(610, 540, 74, 8, C.mint, { rot: 0.05 });
    const hub = moduleHub(920, 360, 150, r, { n: 5, tile: 54, colors: [C.blue, C.teal, C.amber, C.blue, C.teal] });
    return [
      background(W, H, {
        from: C.navy,
        to: "#173f86",
        angle: 20,
        r,
        grid: "lines",
        glows: [
          { x: 460, y: 400, r: 420, color: C.amber, opacity: 0.22 },
          { x: 950, y: 360, r: 380, color: C.blue, opacity: 0.55 },
        ],
      }),
      network(r, 700, 40, 480, 660, 14, { opacity: 0.3 }),
      // conveyor with boxes
      `<rect x="110" y="640" width="620" height="22" rx="11" fill="${C.light}" fill-opacity="0.14"/>`,
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${130 + i * 82}" cy="651" r="7" fill="${C.light}" fill-opacity="0.3"/>`).join(""),
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${130 + i * 170}" y="${592 - (i % 2) * 10}" width="${64 + (i % 2) * 10}" height="${48 + (i % 2) * 10}" rx="6" fill="${[C.amber, C.sky, C.mint][i]}" fill-opacity="0.9"/>`,
        )
        .join(""),
      g1,
      g2,
      g3,
      arc(700, 262, 840, 320, 30, C.sky, { width: 2, dash: "4 8", opacity: 0.7 }),
      hub,
      card(820, 560, 300, 140),
      barChart(845, 580, 250, 100, r, { n: 7 }),
    ];
  },
  "healthcare-digital-transformation": (W, H, r) => {
    const lc = lineChart(770, 130, 300, 120, r, { color: C.mint });
    return [
      background(W, H, {
        from: "#06343a",
        to: C.navy,
        angle: 40,
        r,
        glows: [
          { x: 360, y: 360, r: 430, color: C.teal, opacity: 0.6 },
          { x: 1000, y: 650, r: 360, color: C.blue, opacity: 0.45 },
        ],
      }),
      network(r, 40, 40, 1120, 670, 22, { nodeColors: [C.mint, C.sky, C.ice], opacity: 0.28 }),
      heartbeat(0, 420, 1200, 110, C.mint),
      `<circle cx="360" cy="330" r="150" fill="${C.light}" fill-opacity="0.06"/>`,
      medicalCross(360, 330, 170, C.teal),
      card(740, 100, 360, 190),
      lc,
      card(740, 470, 170, 190),
      donut(825, 565, 52, [0.62, 0.22], [C.mint, C.sky], 18),
      card(930, 470, 170, 190),
      [0, 1, 2].map((i) => check(965, 515 + i * 52, 13) + bar(990, 509 + i * 52, r.range(60, 90), 10, C.light, 0.55)).join(""),
      card(110, 560, 380, 110),
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${140 + i * 86}" y="590" width="64" height="52" rx="10" fill="${[C.teal, C.blue, C.teal, C.amber][i]}"/>` +
            glyph([1, 4, 3, 0][i], 172 + i * 86, 616, 28),
        )
        .join(""),
    ];
  },
  "retail-omnichannel-integration": (W, H, r) => {
    const cx = 600,
      cy = 380;
    const spokes = [
      [230, 220],
      [970, 220],
      [230, 560],
      [970, 560],
    ];
    return [
      background(W, H, {
        from: "#10285a",
        to: C.navy,
        angle: 60,
        r,
        glows: [
          { x: cx, y: cy, r: 400, color: C.amber, opacity: 0.28 },
          { x: 1100, y: 80, r: 380, color: C.blue, opacity: 0.6 },
          { x: 100, y: 700, r: 320, color: C.teal, opacity: 0.4 },
        ],
      }),
      network(r, 30, 30, 1140, 690, 18, { opacity: 0.25 }),
      `<circle cx="${cx}" cy="${cy}" r="250" fill="none" stroke="${C.light}" stroke-opacity="0.1" stroke-width="2" stroke-dasharray="6 10"/>`,
      spokes.map(([x, y]) => arc(cx, cy, x, y, 30, C.gold, { width: 2.5, dash: "3 9", opacity: 0.8 })).join(""),
      `<circle cx="${cx}" cy="${cy}" r="150" fill="${C.amber}" fill-opacity="0.14"/><circle cx="${cx}" cy="${cy}" r="112" fill="${C.navy}" fill-opacity="0.6" stroke="${C.amber}" stroke-opacity="0.6" stroke-width="3"/>`,
      bag(cx, cy + 10, 150, C.amber),
      card(140, 140, 180, 170),
      store(230, 235, 120, C.blue),
      card(880, 140, 180, 170),
      phone(970, 225, 130, C.navy2, r),
      card(140, 475, 180, 170),
      warehouse(230, 565, 120, C.teal),
      card(880, 475, 180, 170),
      barChart(905, 505, 130, 110, r, { n: 5, colors: [C.gold, C.sky] }),
    ];
  },
  "financial-services-cloud-modernization": (W, H, r) => {
    const lc = lineChart(150, 420, 520, 200, r, { color: C.gold, n: 8 });
    return [
      background(W, H, {
        from: C.navy,
        to: "#0b4a55",
        angle: 30,
        r,
        glows: [
          { x: 860, y: 230, r: 420, color: C.blue, opacity: 0.55 },
          { x: 300, y: 620, r: 380, color: C.teal, opacity: 0.5 },
        ],
      }),
      network(r, 620, 330, 540, 380, 14, { opacity: 0.3 }),
      slab(860, 560, 460, 26, "#1a4f9c", "#0f3470", "#0b2a5c"),
      slab(860, 530, 360, 22, C.teal, "#0b5c55", "#094a45"),
      cloud(860, 200, 360, C.light, 0.12),
      cloud(860, 200, 290, C.sky, 0.55),
      [-90, 0, 90]
        .map(
          (dx) =>
            `<line x1="${860 + dx}" y1="250" x2="${860 + dx * 0.8}" y2="455" stroke="${C.ice}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 8"/><circle cx="${860 + dx * 0.9}" cy="${350}" r="5" fill="${C.gold}"/>`,
        )
        .join(""),
      shield(860, 470, 150, C.blue),
      card(110, 380, 600, 280),
      bar(140, 405, 150, 10, C.light, 0.5),
      lc,
      coins(210, 260, 5, 48),
      coins(330, 290, 3, 48),
      card(470, 110, 210, 200),
      donut(575, 210, 58, [0.55, 0.25, 0.12], [C.gold, C.mint, C.sky], 20),
    ];
  },
};

function caseScene(idStr) {
  const W = 1200,
    H = 750,
    r = rng(idStr);
  const scene = CASE_SCENES[idStr];
  if (scene) return svgDoc(W, H, scene(W, H, r));
  // Unknown id (an editor added a case study): generic but still seeded.
  return svgDoc(W, H, [
    background(W, H, { from: C.navy, to: "#163e7a", r, glows: [{ x: 800, y: 360, r: 420, color: C.blue, opacity: 0.55 }] }),
    network(r, 40, 40, 1120, 670, 24, { opacity: 0.35 }),
    moduleHub(800, 375, 190, r, { n: 6, tile: 60 }),
    card(120, 230, 320, 260),
    barChart(150, 270, 260, 190, r),
  ]);
}

// Blog: 1200 x 675, motif per category, layout varied by slug.
const PALETTES = [
  { from: C.navy, to: "#163e7a", glow: C.blue, glow2: C.teal },
  { from: "#072f38", to: C.navy, glow: C.teal, glow2: C.blue },
  { from: C.navy, to: "#1e3a8a", glow: C.blue, glow2: C.amber },
  { from: "#0d2a55", to: "#0b3b4a", glow: C.teal, glow2: C.sky },
];

function clock(cx, cy, rad, hour, color = C.amber) {
  const a = ((hour % 12) / 12) * Math.PI * 2 - Math.PI / 2;
  let ticks = "";
  for (let i = 0; i < 12; i += 3) {
    const t = (i / 12) * Math.PI * 2;
    ticks += `<circle cx="${f(cx + Math.cos(t) * rad * 0.72)}" cy="${f(cy + Math.sin(t) * rad * 0.72)}" r="${f(rad * 0.06)}" fill="${C.light}" fill-opacity="0.6"/>`;
  }
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad + 10)}" fill="${color}" fill-opacity="0.18"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${C.navy}" stroke="${color}" stroke-width="${f(rad * 0.13)}"/>` +
    ticks +
    `<path d="M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a) * rad * 0.45)} ${f(cy + Math.sin(a) * rad * 0.45)} M${f(cx)} ${f(cy)} V${f(cy - rad * 0.68)}" stroke="${C.light}" stroke-width="${f(rad * 0.12)}" stroke-linecap="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 0.09)}" fill="${color}"/>`
  );
}

function arrowHead(x, y, angle, size, color) {
  const p = [
    [x, y],
    [x - size * Math.cos(angle - 0.45), y - size * Math.sin(angle - 0.45)],
    [x - size * Math.cos(angle + 0.45), y - size * Math.sin(angle + 0.45)],
  ];
  return `<polygon points="${pts(p)}" fill="${color}"/>`;
}

// Gantt chart card: staggered phase bars and a go-live milestone.
function gantt(r, x, y, w, h, rows = 5) {
  const cols = [C.sky, C.mint, C.blue, C.teal, C.amber, C.sky];
  let s = card(x, y, w, h, { opacity: 0.1 });
  const top = y + 70,
    rowH = (h - 100) / rows,
    lx = x + 30,
    gw = w - 60;
  s += bar(lx, y + 28, 120, 10, C.light, 0.5);
  for (let c = 0; c <= 6; c++)
    s += `<line x1="${f(lx + (c * gw) / 6)}" y1="${f(top - 14)}" x2="${f(lx + (c * gw) / 6)}" y2="${f(y + h - 22)}" stroke="${C.light}" stroke-opacity="0.08" stroke-width="2"/>`;
  let start = 0;
  for (let i = 0; i < rows; i++) {
    const len = i === rows - 1 ? 1 - start : r.range(0.14, 0.26);
    const yy = top + i * rowH;
    s += bar(lx + start * gw, yy, Math.max(24, len * gw - 6), Math.min(26, rowH * 0.5), cols[i % cols.length], 0.92);
    start = Math.min(0.9, start + len * r.range(0.75, 1));
  }
  const gx = lx + gw * 0.86;
  s += `<line x1="${f(gx)}" y1="${f(top - 24)}" x2="${f(gx)}" y2="${f(y + h - 22)}" stroke="${C.gold}" stroke-width="3" stroke-dasharray="6 6"/>`;
  s += `<rect x="${f(gx - 13)}" y="${f(top - 40)}" width="26" height="26" rx="4" fill="${C.amber}" transform="rotate(45 ${f(gx)} ${f(top - 27)})"/>`;
  return s;
}

// Two cost lines over time: manual rises steadily, automated starts higher and flattens below it.
function crossingLines(x, y, w, h, r) {
  const manual = [],
    auto = [],
    n = 8;
  const k = r.range(0.75, 0.85);
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    manual.push([x + t * w, y + h - (0.12 + k * t) * h]);
    auto.push([x + t * w, y + h - (0.42 + 0.2 * Math.sqrt(t) - 0.05 * t) * h]);
  }
  const path = (p) => p.map(([a, b], i) => `${i ? "L" : "M"}${f(a)} ${f(b)}`).join(" ");
  // crossing: solve manual = auto on the sampled segments
  let cross = null;
  for (let i = 1; i < n && !cross; i++) {
    const d0 = manual[i - 1][1] - auto[i - 1][1],
      d1 = manual[i][1] - auto[i][1];
    if (d0 > 0 && d1 <= 0) {
      const t = d0 / (d0 - d1);
      cross = [manual[i - 1][0] + t * (manual[i][0] - manual[i - 1][0]), manual[i - 1][1] + t * (manual[i][1] - manual[i - 1][1])];
    }
  }
  const g = id("saving");
  const defs = `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.mint}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.mint}" stop-opacity="0.05"/></linearGradient>`;
  let s = `<line x1="${f(x)}" y1="${f(y + h)}" x2="${f(x + w)}" y2="${f(y + h)}" stroke="${C.light}" stroke-opacity="0.3" stroke-width="2"/>`;
  s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + h)}" stroke="${C.light}" stroke-opacity="0.3" stroke-width="2"/>`;
  if (cross) {
    const after = (p) => [cross, ...p.filter(([a]) => a > cross[0])];
    const m = after(manual),
      a = after(auto);
    s += `<path d="${path(m)} ${a
      .slice()
      .reverse()
      .map(([px, py]) => `L${f(px)} ${f(py)}`)
      .join(" ")} Z" fill="url(#${g})"/>`;
  }
  s += `<path d="${path(manual)}" fill="none" stroke="${C.ice}" stroke-width="4" stroke-dasharray="10 8" stroke-linecap="round"/>`;
  s += `<path d="${path(auto)}" fill="none" stroke="${C.mint}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (cross)
    s += `<circle cx="${f(cross[0])}" cy="${f(cross[1])}" r="20" fill="${C.amber}" fill-opacity="0.3"/><circle cx="${f(cross[0])}" cy="${f(cross[1])}" r="10" fill="${C.amber}"/>`;
  return { defs, body: s };
}

// Two-week calendar with onboarding checkpoints.
function calendar(r, x, y, w) {
  const cell = (w - 60 - 6 * 10) / 7,
    h = 90 + 2 * (cell + 10) + 10;
  let s = card(x, y, w, h, { opacity: 0.1 });
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="56" rx="18" fill="${C.blue}"/><rect x="${f(x)}" y="${f(y + 30)}" width="${f(w)}" height="26" fill="${C.blue}"/>`;
  s += `<rect x="${f(x + w * 0.25)}" y="${f(y - 14)}" width="12" height="34" rx="6" fill="${C.light}"/><rect x="${f(x + w * 0.75 - 12)}" y="${f(y - 14)}" width="12" height="34" rx="6" fill="${C.light}"/>`;
  const checkpoints = new Set([0, 2, 4, 7, 9]);
  if (r() > 0.5) checkpoints.add(11);
  for (let d = 0; d < 14; d++) {
    const cx = x + 30 + (d % 7) * (cell + 10),
      cy = y + 80 + Math.floor(d / 7) * (cell + 10);
    const last = d === 13;
    s += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cell)}" height="${f(cell)}" rx="10" fill="${last ? C.amber : C.light}" fill-opacity="${last ? 1 : 0.1}"/>`;
    if (checkpoints.has(d)) s += check(cx + cell / 2, cy + cell / 2, cell * 0.26);
    if (last)
      s += `<path d="M${f(cx + cell * 0.36)} ${f(cy + cell * 0.78)} V${f(cy + cell * 0.22)} L${f(cx + cell * 0.72)} ${f(cy + cell * 0.34)} L${f(cx + cell * 0.36)} ${f(cy + cell * 0.46)}" fill="${C.navy}" stroke="${C.navy}" stroke-width="3" stroke-linejoin="round"/>`;
  }
  return s;
}

function videoCall(x, y, w, h) {
  let s = card(x, y, w, h, { opacity: 0.1 });
  s += `<rect x="${f(x + 16)}" y="${f(y + 16)}" width="${f(w - 32)}" height="${f(h - 80)}" rx="12" fill="${C.teal}" fill-opacity="0.55"/>`;
  s += person(x + w / 2, y + 16 + (h - 80) / 2, Math.min(w, h) * 0.36, C.teal);
  s += `<rect x="${f(x + w - 120)}" y="${f(y + 28)}" width="90" height="66" rx="8" fill="${C.blue}"/>` + person(x + w - 75, y + 61, 40, C.blue);
  [C.light, C.light, C.amber].forEach((c, i) => {
    s += `<circle cx="${f(x + w / 2 - 50 + i * 50)}" cy="${f(y + h - 34)}" r="16" fill="${c}" fill-opacity="${i === 2 ? 1 : 0.25}"/>`;
  });
  return s;
}

// Blog motifs by category. Each category has two layouts (variant 0 and 1); posts of
// one category alternate layouts and sides so neighbouring cards never look alike.
const BLOG_MOTIFS = {
  "SAP Implementation": (W, H, r, L, v) =>
    v === 0
      ? [gantt(r, L ? 80 : 520, 110, 600, 400, 5), moduleHub(sideX(W, !L, 250), 320, 150, r, { n: r.int(5, 6), tile: 52, rot: r.range(0, 0.6) })]
      : [
          moduleHub(sideX(W, L, 860), 300, 165, r, { n: r.int(5, 7), tile: 56, rot: r.range(0, 0.6) }),
          roadmap(r, L ? 90 : 560, 420, 560, 190, 6),
          card(sideX(W, L, 230) - 140, 90, 280, 200),
          barChart(sideX(W, L, 230) - 115, 120, 230, 145, r),
        ],
  "Microsoft Dynamics": (W, H, r, L) => {
    const x0 = L ? 500 : 90;
    const lc = lineChart(x0 + 30, 150, 380, 130, r, { color: C.gold });
    const tileCols = [C.blue, C.teal, C.amber, C.sky];
    const tx = L ? 120 : 770;
    return [
      card(x0, 100, 440, 220),
      bar(x0 + 30, 122, 140, 10, C.light, 0.55),
      lc,
      card(x0, 350, 210, 220),
      donut(
        x0 + 105,
        460,
        62,
        [0.5, 0.28, 0.12].map((val) => val + r.range(-0.05, 0.05)),
        [C.mint, C.sky, C.amber],
        22,
      ),
      card(x0 + 230, 350, 210, 220),
      barChart(x0 + 255, 385, 160, 150, r, { n: 5, colors: [C.sky, C.amber], rising: false }),
      [0, 1, 2, 3]
        .map((i) => {
          const x = tx + (i % 2) * 150,
            y = 170 + Math.floor(i / 2) * 150;
          return (
            `<rect x="${x + 5}" y="${y + 10}" width="130" height="130" rx="26" fill="#020817" fill-opacity="0.25"/><rect x="${x}" y="${y}" width="130" height="130" rx="26" fill="${tileCols[(i + r.int(0, 3)) % 4]}"/>` +
            glyph(i + r.int(0, 5), x + 65, y + 65, 60)
          );
        })
        .join(""),
    ];
  },
  "Staff Augmentation": (W, H, r, L, v) => {
    if (v === 1) {
      return [calendar(r, L ? 90 : 560, 150, 550), videoCall(sideX(W, !L, 300) - 200, 170, 400, 330)];
    }
    // Three engagement paths (contract, contract-to-hire, permanent) leading to one growing team.
    const sx = sideX(W, !L, 170),
      tx = sideX(W, !L, 820),
      ty = 340;
    const cols = [C.sky, C.mint, C.amber];
    const starts = [170, 340, 510];
    const team = [
      [0, 0, 120, C.amber],
      [-130, -120, 74, C.blue],
      [130, -120, 74, C.teal],
      [-170, 40, 74, C.teal],
      [170, 40, 74, C.blue],
      [-90, 150, 74, C.sky],
      [90, 150, 74, C.blue],
    ].slice(0, r.int(6, 7));
    return [
      `<circle cx="${tx}" cy="${ty}" r="250" fill="none" stroke="${C.light}" stroke-opacity="0.1" stroke-width="2" stroke-dasharray="6 10"/>`,
      starts
        .map((y, i) => {
          const ex = tx + (L ? 200 : -200),
            mx = (sx + ex) / 2;
          return (
            `<path d="M${sx} ${y} C${f(mx)} ${y} ${f(mx)} ${ty} ${f(ex)} ${ty}" fill="none" stroke="${cols[i]}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.85"/>` +
            `<rect x="${sx - 48}" y="${y - 48}" width="96" height="96" rx="24" fill="${cols[i]}"/>` +
            glyph([4, 3, 5][i], sx, y, 44)
          );
        })
        .join(""),
      team
        .slice(1)
        .map(([dx, dy]) => `<line x1="${tx}" y1="${ty}" x2="${tx + dx}" y2="${ty + dy}" stroke="${C.sky}" stroke-opacity="0.45" stroke-width="2.5"/>`)
        .join(""),
      team.map(([dx, dy, s, c]) => person(tx + dx, ty + dy, s, c)).join(""),
    ];
  },
  "Software Testing": (W, H, r, L, v) => {
    if (v === 1) {
      const cx = L ? 80 : 470;
      const cl = crossingLines(cx + 50, 170, 540, 300, r);
      return [card(cx, 100, 640, 440), bar(cx + 40, 128, 150, 10, C.light, 0.5), cl, checklist(r, sideX(W, !L, 230) - 160, 160, 320, 4, { done: 4 })];
    }
    const codeX = L ? 90 : 560;
    const listX = L ? 700 : 110;
    return [
      codeWindow(r, codeX, 90, 540, 400),
      checklist(r, listX, 150, 390, r.int(4, 5), { done: r.int(3, 4) }),
      `<circle cx="${codeX + 430}" cy="${460}" r="78" fill="${C.navy}" fill-opacity="0.6" stroke="${C.amber}" stroke-width="14"/>`,
      `<line x1="${codeX + 485}" y1="515" x2="${codeX + 545}" y2="575" stroke="${C.amber}" stroke-width="22" stroke-linecap="round"/>`,
      check(codeX + 430, 460, 36, C.mint),
      card(codeX, 540, 300, 90),
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="${codeX + 25 + i * 44}" y="570" width="32" height="32" rx="8" fill="${i === 4 && r() > 0.5 ? C.amber : C.mint}" fill-opacity="0.9"/>`,
        )
        .join(""),
    ];
  },
  "SAP BTP": (W, H, r, L) => {
    const cx = sideX(W, L, 800);
    const cardX = sideX(W, L, 280);
    const edge = cardX + (L ? 170 : -170);
    return [
      // integration links from the platform to the apps around it
      arc(cx - (L ? 200 : -200), 450, edge, 230, 40, C.gold, { width: 2.5, dash: "4 9" }),
      arc(cx - (L ? 200 : -200), 470, edge, 470, 30, C.gold, { width: 2.5, dash: "4 9" }),
      slab(cx, 500, 520, 30, "#1a4f9c", "#0f3470", "#0b2a5c"),
      slab(cx, 420, 420, 26, C.teal, "#0b5c55", "#094a45"),
      slab(cx, 345, 320, 22, C.blue, "#163fae", "#12358f"),
      [0, 1, 2].map((i) => hexagon(cx - 70 + i * 70, 280 - (i % 2) * 20, 26, [C.amber, C.light, C.mint][i], 0.95)).join(""),
      cloud(cx, 140, 300, C.light, 0.12),
      cloud(cx, 140, 240, C.sky, 0.6),
      [-60, 0, 60]
        .map(
          (dx) => `<line x1="${cx + dx}" y1="185" x2="${cx + dx}" y2="245" stroke="${C.ice}" stroke-opacity="0.6" stroke-width="2.5" stroke-dasharray="4 7"/>`,
        )
        .join(""),
      card(cardX - 170, 130, 340, 200),
      textLines(cardX - 140, 160, 260, 4, r),
      card(cardX - 170, 370, 340, 200),
      lineChart(cardX - 140, 410, 280, 130, r, { color: C.mint }),
    ];
  },
  Outsourcing: (W, H, r, L, v) => {
    if (v === 0) {
      // Follow-the-sun: three time zones handing work over around the globe.
      const gx = 600,
        gy = 350;
      const g = globe(gx, gy, 200);
      const zones = [
        [gx - 330, 230, r.int(8, 10), C.sky],
        [gx, 100, r.int(1, 3), C.mint],
        [gx + 330, 230, r.int(6, 7), C.amber],
      ];
      if (L) zones.reverse();
      let links = "";
      for (let i = 0; i < 3; i++) {
        const [x1, y1] = zones[i],
          [x2, y2] = zones[(i + 1) % 3];
        const ang = Math.atan2(y2 - y1, x2 - x1);
        const ex = x2 - Math.cos(ang) * 80,
          ey = y2 - Math.sin(ang) * 80;
        const lift = i === 2 ? -160 : 70;
        links += `<path d="M${f(x1 + Math.cos(ang) * 80)} ${f(y1 + Math.sin(ang) * 80)} Q${f((x1 + x2) / 2)} ${f((y1 + y2) / 2 - lift)} ${f(ex)} ${f(ey)}" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="10 10" stroke-linecap="round"/>`;
        links += arrowHead(ex, ey, Math.atan2(ey - ((y1 + y2) / 2 - lift), ex - (x1 + x2) / 2), 22, C.gold);
      }
      return [
        g,
        network(r, gx - 150, gy - 140, 300, 280, 9, { nodeColors: [C.gold, C.mint], opacity: 0.5 }),
        links,
        zones.map(([x, y, h, c]) => clock(x, y, 56, h, c)).join(""),
      ];
    }
    const gx = sideX(W, L, 850);
    const g = globe(gx, 340, 210);
    const spots = [];
    for (let i = 0; i < 4; i++) spots.push([gx + r.range(-150, 150), 340 + r.range(-150, 150)]);
    const india = [gx + 70, 380];
    const cx = L ? 110 : 650;
    const local = r.range(0.85, 0.95),
      off = local * r.range(0.3, 0.4);
    return [
      g,
      spots.map(([x, y]) => arc(x, y, india[0], india[1], 90, C.gold, { width: 2.5, opacity: 0.85 })).join(""),
      `<circle cx="${india[0]}" cy="${india[1]}" r="22" fill="${C.amber}" fill-opacity="0.35"/><circle cx="${india[0]}" cy="${india[1]}" r="12" fill="${C.amber}"/>`,
      card(cx, 120, 420, 430),
      bar(cx + 30, 145, 150, 10, C.light, 0.5),
      `<rect x="${cx + 70}" y="${f(500 - 300 * local)}" width="110" height="${f(300 * local)}" rx="12" fill="${C.sky}" fill-opacity="0.55"/>`,
      `<rect x="${cx + 240}" y="${f(500 - 300 * off)}" width="110" height="${f(300 * off)}" rx="12" fill="${C.mint}"/>`,
      `<path d="M${cx + 195} ${f(500 - 300 * local + 10)} Q${cx + 285} ${f(500 - 300 * local)} ${cx + 295} ${f(500 - 300 * off - 30)}" fill="none" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/>`,
      arrowHead(cx + 295, 500 - 300 * off - 22, Math.PI / 2 - 0.1, 18, C.gold),
      `<line x1="${cx + 40}" y1="502" x2="${cx + 380}" y2="502" stroke="${C.light}" stroke-opacity="0.3" stroke-width="2"/>`,
      clock(gx + (L ? -170 : 170), 560, 42, r.int(1, 11)),
    ];
  },
};

// post: { slug, category, index } where index is the post's position among the posts
// of its category (sorted by slug).
function blogScene(post) {
  const W = 1200,
    H = 675,
    r = rng(post.slug);
  const pal = PALETTES[(hash(post.slug) + post.index) % PALETTES.length];
  const variant = post.index % 2;
  const left = ((post.index + hash(post.category ?? "")) & 1) === 1; // motif weight on the left or the right
  const motif = BLOG_MOTIFS[post.category];
  const bg = background(W, H, {
    from: pal.from,
    to: pal.to,
    angle: r.range(15, 60),
    r,
    grid: r() > 0.5 ? "dots" : "lines",
    glows: [
      { x: sideX(W, !left, 820), y: r.range(250, 420), r: r.range(380, 460), color: pal.glow, opacity: 0.55 },
      { x: sideX(W, left, 820), y: r.range(520, 640), r: 340, color: pal.glow2, opacity: 0.3 },
    ],
  });
  const net = network(r, 30, 30, 1140, 615, r.int(14, 22), { opacity: 0.28 });
  const content = motif ? motif(W, H, r, !left, variant) : [moduleHub(600, 340, 190, r, { n: 6, tile: 60 })];
  return svgDoc(W, H, [bg, net, content]);
}

// ---------------------------------------------------------------- IO
function readJsonDir(dir) {
  const full = path.join(DATA, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((n) => {
      try {
        return { file: n, data: JSON.parse(readFileSync(path.join(full, n), "utf8")) };
      } catch (e) {
        throw new Error(`Cannot parse data/${dir}/${n}: ${e.message}`);
      }
    });
}

/** Where the data file's `image` field (relative to the file) points, relative to data/images. */
function imageOf(dir, { file, data }) {
  const rel = path.relative(OUT, path.resolve(DATA, dir, data.image ?? ""));
  if (!data.image || rel.startsWith("..")) throw new Error(`data/${dir}/${file}: field "image" must name a file under data/images`);
  return rel;
}

async function render(svg, rel, w, h) {
  const out = path.join(OUT, rel);
  mkdirSync(path.dirname(out), { recursive: true });
  const buf = await sharp(Buffer.from(svg), { density: 72 }).resize(w, h).flatten({ background: C.navy }).jpeg(JPEG).toBuffer();
  await sharp(buf).toFile(out);
  console.log(`${rel.padEnd(60)} ${w}x${h} ${(buf.length / 1024).toFixed(1)} KB`);
}

async function main() {
  await render(hero(), "hero.jpg", 1600, 1000);
  await render(ogDefault(), "og-default.jpg", 1200, 630);

  const cases = readJsonDir("case-studies");
  for (const entry of cases) {
    await render(caseScene(entry.file.replace(/\.json$/, "")), imageOf("case-studies", entry), 1200, 750);
  }

  const posts = readJsonDir("blog");
  if (posts.length === 0) console.warn("No data/blog/*.json found: no blog images made.");
  const list = posts
    .map((entry) => ({ file: entry.file, slug: entry.file.replace(/\.json$/, ""), category: entry.data.category, image: imageOf("blog", entry) }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const seen = {};
  for (const post of list) {
    if (!BLOG_MOTIFS[post.category]) console.warn(`data/blog/${post.file}: unknown category "${post.category}", using the generic motif.`);
    post.index = seen[post.category] = (seen[post.category] ?? -1) + 1;
    await render(blogScene(post), post.image, 1200, 675);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
