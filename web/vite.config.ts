import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// The storefront: root web/, built to web/dist (served by the gateway). In dev, /graphql, /images
// and /files (manual PDFs) go to the gateway so the browser only ever talks to one origin.
export default defineConfig({
  root,
  plugins: [react()],
  // '@/lib/format.ts' is web/src/lib/format.ts (tsconfig.json says the same to TypeScript).
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The chunk of generated GraphQL documents would be named graphql-<hash>.js; keep '/graphql'
        // out of asset URLs so that it only ever names the API endpoint.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/graphql/gi, 'documents')}-[hash].js`,
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
});
