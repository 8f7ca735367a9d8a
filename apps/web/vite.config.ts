import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});
