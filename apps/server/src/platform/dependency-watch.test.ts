import { describe, expect, it } from 'vitest';
import { createDependencyWatch, unreachableDependency } from './dependency-watch.ts';

describe('unreachableDependency', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'database'],
    [{ code: '08006', message: 'connection failure' }, 'database'],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, 'database'],
    [new Error('Connection terminated unexpectedly'), 'database'],
    [{ name: 'MaxRetriesPerRequestError', message: 'Reached the max retries per request limit' }, 'redis'],
    [new Error('Connection is closed.'), 'redis'],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:6379' }, 'redis'],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, null],
    [new TypeError('x is not a function'), null],
    ['a string', null],
    [null, null],
  ])('%o is %s', (err, expected) => {
    expect(unreachableDependency(err)).toBe(expected);
  });
});

describe('the dependency watch', () => {
  it('logs an outage once, however many requests fail, and once when it is over', () => {
    const lines: string[] = [];
    const log = {
      error: (_o: unknown, m?: string) => void lines.push(`error ${m}`),
      info: (_o: unknown, m?: string) => void lines.push(`info ${m}`),
    };
    const watch = createDependencyWatch(log as never);
    for (let i = 0; i < 50; i += 1) watch.down('redis', new Error('Connection is closed.'));
    expect(watch.isDown('redis')).toBe(true);
    expect(watch.isDown('database')).toBe(false);
    watch.up('redis');
    watch.up('redis');
    watch.down('redis', new Error('again'));
    expect(lines).toEqual([
      'error redis is not answering; requests that need it get 503',
      'info redis answers again',
      'error redis is not answering; requests that need it get 503',
    ]);
  });
});
