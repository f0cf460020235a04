/**
 * The site's Vite config: `npm run dev` serves it with hot reload and proxies `/api` and
 * `/widgets` to the platform on :3000 (`npm start` or `npm run cli serve` in another shell);
 * `npm run build:site` (site/build/build-site.ts) builds it into dist/site, which the platform's
 * server serves beside `/api` on one port.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const platform = process.env.ISPZ_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The platform's server answers every page path with index.html; the site's router draws it.
  appType: 'spa',
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': platform, '/widgets': platform },
  },
});
