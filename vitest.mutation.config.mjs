import { defineConfig } from 'vitest/config';
import root from './vitest.config.ts';

// The `domain` project of the root config, alone: what `npm run mutation` (stryker.config.mjs) runs
// against each mutant. The project is taken from the root config so the two never drift apart.
const domain = root.test.projects.find((p) => typeof p === 'object' && p.test?.name === 'domain');
if (!domain) throw new Error('vitest.config.ts has no `domain` project');

export default defineConfig({ test: { ...domain.test, name: undefined } });
