import { describe, expect, it } from 'vitest';
import {
  addRemoveRateCodes,
  changeTier,
  securitySuiteOrderSucceeded,
  type PlanLine,
  type SecuritySuiteReasonCode,
  type SecuritySuiteStatus,
} from './upgrades.ts';

const line = (
  section: PlanLine['section'],
  code: string,
  monthlyCents: number,
  kind: PlanLine['kind'] = 'tier',
): PlanLine => ({
  section,
  code,
  kind,
  monthlyCents,
});

const monthlyTotal = (lines: readonly PlanLine[]) => lines.reduce((sum, l) => sum + l.monthlyCents, 0);

// jsmith's plan on his latest bill: TV Select 54.99, Internet 300 39.99, unlimited calling 14.99.
const plan = [
  line('tv', 'TV-SELECT', 5499),
  line('internet', 'INT300', 3999),
  line('phone', 'PHONE-UNL', 1499),
];

describe('securitySuiteOrderSucceeded (seed 002 §4)', () => {
  it.each<[SecuritySuiteStatus, SecuritySuiteReasonCode, boolean]>([
    ['success', 'provisioned', true],
    ['success', 'processed', true],
    ['success', 'already-active', false],
    ['success', 'rejected', false],
    ['failure', 'provisioned', false],
    ['failure', 'processed', false],
  ])('status %s with reason %s: %s', (status, reason, ok) => {
    expect(securitySuiteOrderSucceeded(status, reason)).toBe(ok);
  });
});

describe('changeTier (submitUpgrade)', () => {
  it('puts Internet 1 Gig in the place of Internet 300: 109.97 becomes 139.97 a month, nothing once', () => {
    expect(monthlyTotal(plan)).toBe(10997);
    const change = changeTier(plan, line('internet', 'INT1G', 6999), 3995);
    expect(change?.replaced?.code).toBe('INT300');
    expect(change?.oneTime).toEqual([]);
    expect(change?.lines.map((l) => l.code)).toEqual(['TV-SELECT', 'PHONE-UNL', 'INT1G']);
    expect(monthlyTotal(change?.lines ?? [])).toBe(5499 + 1499 + 6999);
  });

  it('adds a section the account lacks, with the installation price once', () => {
    const netOnly = [line('internet', 'INT500', 4999)];
    const change = changeTier(netOnly, line('tv', 'TV-SELECT', 5499), 5995);
    expect(change?.replaced).toBeNull();
    expect(change?.oneTime).toEqual([{ code: 'INSTALL', amountCents: 5995 }]);
    expect(monthlyTotal(change?.lines ?? [])).toBe(10498);
  });

  it('answers null for the tier the account already has', () => {
    expect(changeTier(plan, line('internet', 'INT300', 3999), 3995)).toBeNull();
  });
});

describe('addRemoveRateCodes (addremoverc)', () => {
  const showtime = line('tv', 'TV-SHO', 1100, 'addon');
  const catalogue = new Map([
    ['TV-SHO', showtime],
    ['INT1G', line('internet', 'INT1G', 6999)],
  ]);

  it('adds Showtime beside TV and takes it off again', () => {
    const added = addRemoveRateCodes(plan, catalogue, ['TV-SHO'], []);
    expect(added.ok && monthlyTotal(added.lines)).toBe(10997 + 1100);
    const removed = added.ok ? addRemoveRateCodes(added.lines, catalogue, [], ['TV-SHO']) : added;
    expect(removed.ok && monthlyTotal(removed.lines)).toBe(10997);
  });

  it.each<[string, readonly PlanLine[], string[], string[], string]>([
    ['an unknown code', plan, ['NOPE'], [], 'unknown'],
    ['a tier', plan, ['INT1G'], [], 'not-addon'],
    ['an add-on twice', [...plan, showtime], ['TV-SHO'], [], 'already-on'],
    ['a TV add-on without TV', [line('internet', 'INT500', 4999)], ['TV-SHO'], [], 'needs-service'],
    ['removing what is not on', plan, [], ['TV-SHO'], 'not-on'],
    ['removing a tier', plan, [], ['INT300'], 'not-addon'],
  ])('refuses %s', (_what, lines, add, remove, refusal) => {
    const out = addRemoveRateCodes(lines, catalogue, add, remove);
    expect(out.ok ? null : out.refusal).toBe(refusal);
  });
});
