import { PassThrough } from "node:stream";
import { publicPageAt } from "@cc/contracts/public-pages";
import { en } from "@cc/i18n/locales/en";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { i18n } from "./lib/i18n";

// Runs only while the build prerenders pages (ssr: false), one page at a time. Both catalogues are
// here, so a public page is rendered whole (head, header, footer) in the language its address
// gives it (docs/decisions/XXXX-seo-two-languages.md).
i18n.addResourceBundle("en", "translation", en);

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  // Synchronous: both catalogues are loaded and there is no backend to wait for.
  void i18n.changeLanguage(publicPageAt(new URL(request.url).pathname)?.locale ?? "pt");
  return new Promise<Response>((resolve, reject) => {
    let code = status;
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // Static pages: wait for everything, so the HTML is complete.
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: code }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        code = 500;
        console.error(error);
      },
    });
  });
}
