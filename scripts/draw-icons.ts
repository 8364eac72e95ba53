// Draws the site's icons and share picture from our logo mark (a white "C" on brand green) into
// apps/web/public: favicon.ico (16, 32, 48 px), apple-touch-icon.png (180), icon-192/512.png,
// icon-maskable-512.png and og-image.png (1200 × 630). Run it after changing the mark:
//   node --import tsx scripts/draw-icons.ts
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const GREEN = "#0d7a4f";
const OUT = new URL("../apps/web/public/", import.meta.url);

/** The mark on a square of `size`, the "C" taking `scale` of it (maskable icons need room). */
const mark = (size: number, { rounded = false, scale = 1 } = {}) => {
  const inset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${GREEN}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>
  </g></svg>`;
};

const share = `<div style="width:1200px;height:630px;background:${GREEN};display:flex;align-items:center;
  justify-content:center;gap:48px;font-family:'DejaVu Sans',Arial,sans-serif;color:#fff">
  ${mark(220, { rounded: true, scale: 1 }).replace(`fill="${GREEN}"`, 'fill="#0a6341"')}
  <div style="font-size:96px;font-weight:700;letter-spacing:-2px">Código Certo</div></div>`;

/** An .ico file holding PNG images (allowed since Windows Vista, read by every browser). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
async function render(html: string, width: number, height: number, transparent = false) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<body style="margin:0">${html}</body>`);
  return page.screenshot({ clip: { x: 0, y: 0, width, height }, omitBackground: transparent });
}

const favicons = [];
for (const size of [16, 32, 48]) {
  favicons.push({ size, data: await render(mark(size, { rounded: true }), size, size, true) });
}
writeFileSync(new URL("favicon.ico", OUT), ico(favicons));
writeFileSync(new URL("apple-touch-icon.png", OUT), await render(mark(180), 180, 180));
for (const size of [192, 512]) {
  const icon = await render(mark(size, { rounded: true }), size, size, true);
  writeFileSync(new URL(`icon-${size}.png`, OUT), icon);
}
const maskable = await render(mark(512, { scale: 0.7 }), 512, 512);
writeFileSync(new URL("icon-maskable-512.png", OUT), maskable);
writeFileSync(new URL("og-image.png", OUT), await render(share, 1200, 630));
await browser.close();
