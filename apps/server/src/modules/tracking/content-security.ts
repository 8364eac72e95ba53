import type { Config } from "../../config";
import type { ThirdPartySources } from "../../core/third-party-sources";

const origin = (url: string) => new URL(url).origin;

/**
 * The hosts each configured tracker loads from and reports to (the providers' published lists),
 * plus the origin of its script. With no tracker configured the policy stays first-party only.
 */
export function trackerSources({ pixel, ads }: Config["tracking"]): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], img: [], connect: [], frame: [] };
  if (pixel) {
    const script = origin(pixel.scriptUrl);
    sources.script.push(script);
    sources.img.push(script, "https://www.facebook.com");
    sources.connect.push(script, "https://www.facebook.com");
  }
  if (ads) {
    const script = origin(ads.scriptUrl);
    const google = [
      "https://*.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
    ];
    sources.script.push(script, "https://*.googletagmanager.com");
    sources.img.push(script, ...google);
    sources.connect.push(script, ...google);
    sources.frame.push("https://td.doubleclick.net", "https://www.googletagmanager.com");
  }
  for (const key of Object.keys(sources) as (keyof ThirdPartySources)[]) {
    sources[key] = [...new Set(sources[key])];
  }
  return sources;
}
