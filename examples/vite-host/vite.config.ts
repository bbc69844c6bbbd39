import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No vanilla-extract plugin here on purpose: the package ships precompiled CSS. Pages: the demo (index.html), a post's
// comments (comments.html, which scripts/bench-comments-host.mjs times), the reader's feed (feed.html), and React alone
// (react.html, the floor). scripts/host-size.mjs reads the manifest (and the hidden source maps, for where the bytes
// are) to count what each page loads at first load above React.
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: 'hidden',
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        comments: resolve(import.meta.dirname, 'comments.html'),
        feed: resolve(import.meta.dirname, 'feed.html'),
        react: resolve(import.meta.dirname, 'react.html'),
      },
    },
  },
});
