import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the server would otherwise compress on every request. */
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|vtt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (brotli at its best quality) and a `.gz` beside each text file of the build.
 * The server sends these as they are (`preCompressed`), so a page's files cost it no compression
 * and the browser gets the smallest bytes; the server's own compression stays fast for API answers.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'coax-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => TEXT.test(f))) {
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
