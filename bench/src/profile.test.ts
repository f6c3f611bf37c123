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

  it('sums self time by place and by function, largest first, over the profile’s span', () => {
    const profile = {
      startTime: 0,
      endTime: 10_000, // 10 ms in microseconds, over 10 hits: 1 ms each
      nodes: [
        { id: 1, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 }, hitCount: 5 },
        {
          id: 2,
          callFrame: {
            functionName: 'send',
            url: 'file:///r/node_modules/fastify/lib/reply.js',
            lineNumber: 9,
          },
          hitCount: 3,
        },
        {
          id: 3,
          callFrame: {
            functionName: 'onSend',
            url: 'file:///r/node_modules/fastify/lib/hooks.js',
            lineNumber: 0,
          },
          hitCount: 2,
        },
      ],
    };
    const { total, places, functions } = selfTimes(profile);
    expect(total).toBeCloseTo(10);
    expect(places).toEqual([
      { name: '(idle)', ms: 5 },
      { name: 'fastify', ms: 5 },
    ]);
    expect(functions[1]).toEqual({ name: 'send — fastify:10', ms: 3 });
  });
});
