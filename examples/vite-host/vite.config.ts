import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No vanilla-extract plugin here on purpose: the package ships precompiled CSS. Two pages: the demo (index.html) and a
// post's comments (comments.html, which scripts/bench-comments-host.mjs times).
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), comments: resolve(import.meta.dirname, 'comments.html') },
    },
  },
});
