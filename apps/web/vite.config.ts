import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { signLibraryPlugin } from "./sign-library-plugin";

/**
 * Sonner adds its stylesheet as an inline <style> element when it loads, which our Content Security
 * Policy (style-src 'self') refuses. app.css imports the same stylesheet as a file instead, so the
 * inline copy is left out of the bundle.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: "sonner-styles-as-file",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\(".*"\);$/m, "");
      if (stripped === code) throw new Error("sonner no longer injects its CSS as expected");
      return { code: stripped, map: null };
    },
  };
}

export default defineConfig({
  plugins: [sonnerStylesAsFile(), tailwindcss(), signLibraryPlugin(), reactRouter()],
  server: {
    // `npm run dev`: the API runs on its own port and the dev server forwards /api to it.
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: { assetsInlineLimit: 0 },
});
