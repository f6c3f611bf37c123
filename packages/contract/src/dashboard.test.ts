import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from './dashboard.ts';

describe('the dashboard contract', () => {
  const { body } = dashboardRoutes.setHomePreferences;

  it('takes two slots named by the server names of seed 000 §3', () => {
    expect(body.parse({ homeFunc1: 'Whats_on_Tonight', homeFunc2: 'WiFI_Usage' })).toEqual({
      homeFunc1: 'Whats_on_Tonight',
      homeFunc2: 'WiFI_Usage',
    });
  });

  it.each([
    [{ homeFunc1: 'cart', homeFunc2: 'DVR' }],
    [{ homeFunc1: 'Cart' }],
    [{ homeFunc1: 'Cart', homeFunc2: 'My_Services' }],
    [{ homeFunc1: 1, homeFunc2: 'DVR' }],
  ])('refuses %o with a readable message', (input) => {
    const result = body.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Choose one of the home modules: Cart, DVR, /);
  });
});
