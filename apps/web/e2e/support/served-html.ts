/** Reading a served (prerendered) page as a crawler does: its head tags and structured data. */

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The attributes of every tag named `name` (names lower-cased, values decoded). */
export function tags(html: string, name: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        decode(value),
      ]),
    ),
  );
}

/** The content of a meta tag found by name or property. */
export const metaContent = (html: string, key: string) =>
  tags(html, "meta").find((tag) => tag.name === key || tag.property === key)?.content;

/** Every node of every JSON-LD block (the blocks must parse). */
export function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    ([, json = ""]) => {
      const data = JSON.parse(json) as Record<string, unknown>;
      expectContext(data);
      return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
    },
  );
}

function expectContext(data: Record<string, unknown>) {
  if (data["@context"] !== "https://schema.org") throw new Error("JSON-LD without schema.org");
}

/** Texts between tags, decoded, for the matches of a pattern's first group. */
export const texts = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map(([, text = ""]) => decode(text));
