import { findWebRoute } from "@cc/contracts/web-routes";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { track } from "./events";
import { startTracking } from "./trackers";

/**
 * Starts the trackers once the page has loaded, and tracks a page view whenever the learner moves
 * to a different named route (spec section 2), not on every change of its parameters.
 */
export function useTracking() {
  useEffect(() => {
    const start = () => void startTracking();
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  const { pathname } = useLocation();
  const routeName = findWebRoute(pathname)?.path ?? "(not found)";
  const lastRoute = useRef<string | null>(null);
  useEffect(() => {
    if (routeName === lastRoute.current) return;
    lastRoute.current = routeName;
    track.pageView(pathname);
  }, [routeName, pathname]);
}
