import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The dev server proxies /api to the Fastify process started by `npm run dev`.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Browser code gets zod without its eval probe (src/client/lib/zod-jitless.ts explains why).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("src/client/lib/zod-jitless.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2022",
    // Every browser we support has <link rel="modulepreload">; the polyfill only cost first-load bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
