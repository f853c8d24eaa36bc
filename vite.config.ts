import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.API_PORT ?? "5001";

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@common": fileURLToPath(new URL("./src/common", import.meta.url)),
      "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: which chunks and styles each page's module loads, read by
    // npm run bench:web to add up what a route loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the setting that keeps it from evaluating code (src/common/zod-without-eval.ts)
          // share one chunk, so the setting runs before any chunk builds a schema.
          groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]|zod-without-eval/ }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
});
