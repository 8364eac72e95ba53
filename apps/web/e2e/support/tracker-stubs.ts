import { createServer, type Server } from "node:http";

/**
 * Stand-ins for the providers' scripts, served locally: the same globals the real ones define
 * (fbq.callMethod, google_tag_manager, dataLayer), the same kind of beacons (an image request to
 * /tr for the pixel, /g/collect for the tag) and the same first-party cookies (_fbp, _gcl_au).
 * The test reads what arrived from `hits`.
 */

const pixelScript = (origin: string) => `(function () {
  var waiting = (window.fbq && window.fbq.queue) || [];
  var pixelId = null;
  function beacon(ev, params) {
    var url = new URL("${origin}/tr");
    url.searchParams.set("id", pixelId);
    url.searchParams.set("ev", ev);
    Object.keys(params || {}).forEach(function (key) { url.searchParams.set("cd[" + key + "]", String(params[key])); });
    new Image().src = url.toString();
  }
  function fbq() {
    var args = arguments;
    if (args[0] === "init") pixelId = args[1];
    else if (args[0] === "track" || args[0] === "trackCustom") beacon(args[1], args[2]);
  }
  fbq.callMethod = fbq;
  fbq.queue = [];
  window.fbq = fbq;
  document.cookie = "_fbp=fb.1.stub; Path=/";
  waiting.forEach(function (args) { fbq.apply(null, args); });
})();`;

const tagScript = (origin: string) => `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function handle(args) {
    if (args[0] !== "event") return;
    var url = new URL("${origin}/g/collect");
    url.searchParams.set("en", args[1]);
    var params = args[2] || {};
    Object.keys(params).forEach(function (key) { url.searchParams.set("ep." + key, String(params[key])); });
    new Image().src = url.toString();
  }
  layer.forEach(handle);
  var push = layer.push.bind(layer);
  layer.push = function (args) { handle(args); return push(args); };
  window.google_tag_manager = {};
  document.cookie = "_gcl_au=1.stub; Path=/";
})();`;

export interface TrackerStubs {
  origin: string;
  /** Every request received, as path + query, in order. */
  hits: string[];
  close(): Promise<void>;
}

export async function startTrackerStubs(): Promise<TrackerStubs> {
  const hits: string[] = [];
  let origin = "";
  const server: Server = createServer((request, response) => {
    const url = request.url ?? "/";
    hits.push(url);
    if (url.startsWith("/fbevents.js") || url.startsWith("/gtag/js")) {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(url.startsWith("/fbevents.js") ? pixelScript(origin) : tagScript(origin));
    } else if (url.startsWith("/tr") || url.startsWith("/g/collect")) {
      response.writeHead(204);
      response.end();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
