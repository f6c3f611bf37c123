import { describe, expect, it } from 'vitest';
import { placeOf, selfTimes } from './profile.ts';

describe('the CPU profile summary', () => {
  it('names where code lives: our files, a package, Node, the VM', () => {
    expect(placeOf('file:///r/apps/server/src/platform/http/route-registry.ts', 'add')).toBe(
      'apps/…/platform/http/route-registry.ts',
    );
    expect(placeOf('file:///r/node_modules/@fastify/compress/index.js', 'x')).toBe('@fastify/compress');
    expect(placeOf('file:///r/node_modules/fastify/lib/reply.js', 'send')).toBe('fastify');
    expect(placeOf('node:internal/streams/writable', 'write')).toBe('node');
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(placeOf('', 'writev')).toBe('(native)');
  });

  it('sums self time by place and by function, largest first, over the last stretch asked for', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });
    const profile = {
      startTime: 0,
      endTime: 10_000,
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('send', 'file:///r/node_modules/fastify/lib/reply.js') },
        { id: 3, callFrame: frame('seed', 'file:///r/apps/server/src/db/seed/demo-seed.ts') },
      ],
      // one sample a millisecond: the seed first, then the load
      samples: [3, 3, 3, 3, 2, 2, 2, 1, 1, 1],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    };
    const all = selfTimes(profile);
    expect(all.places[0]).toEqual({ name: 'apps/…/db/seed/demo-seed.ts', ms: 4 });
    const load = selfTimes(profile, 5);
    expect(load.total).toBe(5);
    expect(load.places).toEqual([
      { name: 'fastify', ms: 3 },
      { name: '(idle)', ms: 2 },
    ]);
    expect(load.functions[0]).toEqual({ name: 'send — fastify:10', ms: 3 });
  });
});
