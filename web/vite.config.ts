// Builds the client into the Python package (service/static/play), served by the API at /play.
// The output is deterministic and unminified with fixed file names, so a rebuild with no source change
// writes the same bytes (scripts/check-web compares them) and a committed change reads as a diff.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const API = process.env.YULETIDE_API ?? "http://127.0.0.1:8000";

export default defineConfig({
  base: "/play/",
  build: {
    outDir: fileURLToPath(new URL("../service/static/play", import.meta.url)),
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    modulePreload: false,
    target: "es2022",
    rolldownOptions: {
      output: {
        entryFileNames: "assets/play.js",
        chunkFileNames: "assets/[name].js",
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith(".css")) ? "assets/play.css" : "assets/[name][extname]"),
      },
    },
  },
  // `npm run dev` serves the sources with hot reload and passes API calls to a running `scripts/serve`.
  server: {
    proxy: { "/v1": API, "/schema": API, "/health": API },
  },
});
