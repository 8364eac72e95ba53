import type { Locale } from "@cc/i18n/catalogue";
import { preload } from "react-dom";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../lib/i18n";
import written from "./screenshots.json";

/** One picture as `npm run screenshots` wrote it: its full size and the widths on disk. */
interface Picture {
  width: number;
  height: number;
  files: { width: number; avif: string; webp: string }[];
}
type ByLocale = Record<Locale, Picture>;

/**
 * The pictures of the running app (scripts/screenshots), by shot and frame, each in both
 * languages. Typed here so a manifest missing one fails the build.
 */
export const screenshots: {
  dashboard: { phone: ByLocale; desktop: ByLocale };
  statistics: { phone: ByLocale };
  exam: { phone: ByLocale };
} = written;

const srcSet = (picture: Picture, format: "avif" | "webp") =>
  picture.files.map((file) => `/screenshots/${file[format]} ${file.width}w`).join(", ");

/**
 * A screenshot in the page's language, AVIF with WebP for older browsers, its size set so the
 * layout does not move. Lazy unless it is `priority` (the hero's, in the first screen): that one
 * is also announced at the top of <head>, before the stylesheet, so its download starts with the
 * page's first bytes and ahead of the stylesheet's (decision 0037).
 */
export function Screenshot({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: ByLocale;
  alt: string;
  /** The width it is shown at, as the `sizes` attribute says it. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  useTranslation(); // to show the other language's picture when the language changes
  const shown = picture[currentLocale()];
  const largest = shown.files.at(-1);
  if (priority && largest) {
    // Same candidates and sizes as the AVIF <source>, so the browser takes the same file; a
    // browser without AVIF skips the hint (type) and loads the WebP as before.
    preload(`/screenshots/${largest.avif}`, {
      as: "image",
      imageSrcSet: srcSet(shown, "avif"),
      imageSizes: sizes,
      type: "image/avif",
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(shown, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(shown, "webp")} sizes={sizes} />
      <img
        src={`/screenshots/${largest?.webp}`}
        width={shown.width}
        height={shown.height}
        alt={alt}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
