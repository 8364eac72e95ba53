import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { signLibraryPlugin } from "./sign-library-plugin";

export default defineConfig({
  plugins: [tailwindcss(), signLibraryPlugin(), reactRouter()],
  server: {
    // `npm run dev`: the API runs on its own port and the dev server forwards /api to it.
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  build: { assetsInlineLimit: 0 },
});
