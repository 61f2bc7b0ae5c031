// Renders the site icons in static/ from one SVG mark. Run by hand after changing the mark:
//   npm run icons    (node scripts/tools/make-icons.mjs)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const STATIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../static");

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0b1f3a"/></linearGradient></defs>
  <rect width="64" height="64" rx="14" fill="url(#g)"/>
  <circle cx="24" cy="32" r="11" fill="none" stroke="#fff" stroke-width="6"/>
  <path d="M40 21h12M40 32h9M40 43h12M40 21v22" stroke="#f59e0b" stroke-width="6" stroke-linecap="round" fill="none"/>
</svg>`;

const png = (size) => sharp(Buffer.from(MARK)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(image, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, image]);
}

fs.mkdirSync(STATIC, { recursive: true });
fs.writeFileSync(path.join(STATIC, "favicon.svg"), MARK);
fs.writeFileSync(path.join(STATIC, "favicon.ico"), icoFromPng(await png(32), 32));
fs.writeFileSync(path.join(STATIC, "apple-touch-icon.png"), await png(180));
fs.writeFileSync(path.join(STATIC, "icon-192.png"), await png(192));
fs.writeFileSync(path.join(STATIC, "icon-512.png"), await png(512));
console.log("icons written to static/");
