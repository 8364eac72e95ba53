/**
 * Inserts a provider's script once; settles when it has loaded or failed. A retry removes the
 * failed element first, so the browser asks again instead of reusing the broken one.
 */
export function loadScript(src: string, id: string): Promise<void> {
  document.getElementById(id)?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.id = id;
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** Deletes first-party cookies by name (and by prefix for names ending in "*"). */
export function deleteCookies(names: readonly string[]) {
  const present = document.cookie.split("; ").map((part) => part.split("=")[0] ?? "");
  const host = location.hostname;
  const domains = ["", `; Domain=${host}`, `; Domain=.${host.split(".").slice(-2).join(".")}`];
  for (const name of present) {
    const matches = names.some((n) =>
      n.endsWith("*") ? name.startsWith(n.slice(0, -1)) : name === n,
    );
    if (!matches) continue;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox.
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}
