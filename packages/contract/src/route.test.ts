import { describe, expect, it } from 'vitest';
import { AREAS, allRoutes } from './index.ts';

describe('the contract', () => {
  it('names each route once', () => {
    const keys = Object.values(allRoutes).map((d) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tags every route with one of the area names', () => {
    const areas: readonly string[] = AREAS;
    for (const d of Object.values(allRoutes)) expect(areas, d.path).toContain(d.area);
  });

  it('marks every non-GET route as needing the anti-forgery token', () => {
    for (const d of Object.values(allRoutes)) expect(d.mutates, d.path).toBe(d.method !== 'GET');
  });

  it('trims the sign-in id and password and refuses empty ones', () => {
    const { body } = allRoutes.login;
    expect(body.parse({ id: ' jsmith ', password: ' pw ' })).toEqual({
      id: 'jsmith',
      password: 'pw',
      remember: false,
    });
    expect(body.safeParse({ id: ' ', password: 'pw' }).success).toBe(false);
    expect(body.safeParse({ id: 'x'.repeat(65), password: 'pw' }).success).toBe(false);
  });
});
