import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';
import { contractTable } from './contract-table-plugin.ts';
import { precompress } from './precompress-plugin.ts';

// One file is both the app's build and its vitest project (listed in the root vitest.config.ts).
// It is a plain object typed by vitest's view of Vite: the workspace holds two Vite majors (the
// app builds with its own 7, vitest brings 8), and `defineConfig` from either pins the types to one.

export default {
  plugins: [react(), contractTable(), precompress()],
  server: {
    // Same-origin in production; in development the API server runs beside Vite.
    // /brand.css and /manifest.webmanifest carry the configured brand (apps/server brand-assets.ts).
    proxy: Object.fromEntries(
      ['/api', '/brand.css', '/manifest.webmanifest'].map((p) => [p, { target: 'http://127.0.0.1:3000' }]),
    ),
  },
  build: {
    outDir: 'dist',
    // bench/src/size-budget.ts reads the chunk graph from the manifest.
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships explanatory comments next to its @__PURE__ marks; Rollup reports each one
        // it cannot attach and drops it. Nothing of ours is involved, so this one notice is muted.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker's files share their imported modules instead of importing the app afresh for each
    // file (about 500 s of the project's time before, 200 s after). What a test could leave for
    // the next file (storage, an open chat, queued alert dialogs, a modal's leftovers) is cleared
    // after each test in src/test/setup.ts; a test's own late calls (a retry, a page it moved to)
    // are its own to cancel or allow.
    isolate: false,
    // jsdom renders whole pages; on a loaded machine (load average 8 on 2 cores) a page test can
    // take several times its quiet duration. The limit only bounds a hung test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
} satisfies ViteUserConfig;
