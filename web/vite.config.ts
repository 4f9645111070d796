/**
 * Vite config of the browser app. `highground` resolves to the library's public entry (src/index.ts)
 * so the app uses the public API only and always the library in this tree.
 */
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  resolve: {
    alias: { highground: resolve(here, '../src/index.ts') },
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    target: 'es2022',
  },
  server: { fs: { allow: [resolve(here, '..')] } },
});
