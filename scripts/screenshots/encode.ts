import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Frame } from "./capture";

/** Widths written of each frame's pictures, in device pixels: what the landing's layout needs. */
const WIDTHS: Record<Frame, number[]> = {
  phone: [320, 480, 720],
  desktop: [640, 960, 1280],
};

/** Each file's most bytes (issue 17: a small page); the quality steps down until it fits. */
const MAX_BYTES = 40 * 1024;
const QUALITIES = [60, 50, 42, 35, 28];

export interface Encoded {
  /** The full-size picture's size, for the `width`/`height` that keep the layout still. */
  width: number;
  height: number;
  /** One entry per width written, smallest first; file names under /screenshots/. */
  files: { width: number; avif: string; webp: string }[];
}

async function smallEnough(encode: (quality: number) => Promise<Buffer>, name: string) {
  for (const quality of QUALITIES) {
    const data = await encode(quality);
    if (data.length <= MAX_BYTES) return data;
  }
  throw new Error(`${name} is over ${MAX_BYTES} bytes even at quality ${QUALITIES.at(-1)}`);
}

/** Writes `png` as AVIF and WebP at each of the frame's widths into `folder`, named `base-width`. */
export async function encode(
  png: Buffer,
  frame: Frame,
  base: string,
  folder: string,
): Promise<Encoded> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const files: Encoded["files"] = [];
  for (const w of WIDTHS[frame]) {
    const resized = () => sharp(png).resize({ width: w });
    const avif = await smallEnough(
      (quality) => resized().avif({ quality, effort: 4 }).toBuffer(),
      `${base}-${w}.avif`,
    );
    const webp = await smallEnough(
      (quality) => resized().webp({ quality, effort: 5 }).toBuffer(),
      `${base}-${w}.webp`,
    );
    await writeFile(join(folder, `${base}-${w}.avif`), avif);
    await writeFile(join(folder, `${base}-${w}.webp`), webp);
    files.push({ width: w, avif: `${base}-${w}.avif`, webp: `${base}-${w}.webp` });
  }
  return { width, height, files };
}
