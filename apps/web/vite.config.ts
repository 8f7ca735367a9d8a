import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFont } from './vite-plugins/font-preload.ts';
import { reactAriaCsp } from './vite-plugins/react-aria-csp.ts';

export default defineConfig({
  plugins: [react(), reactAriaCsp(), preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/)],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/r/api': 'http://localhost:3000',
      '/smebackend': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
  // The manifest lets the bench add up exactly the chunks the login and dashboard routes load.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // Fonts stay files: the CSP's font-src 'self' refuses a font inlined as a data: URL.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
