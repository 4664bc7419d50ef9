import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './tooling/precompress.js';

// The server the development proxy forwards to follows the server's own PUBLIC_URL / PORT.
const server = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The budget check reads the entry chunk and its static imports from the manifest.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': server,
      '/images': server,
      '/images-fe': server,
      '/videos': server,
      '/oidc': server,
      '/healthz': server,
      '/readyz': server,
    },
  },
});
