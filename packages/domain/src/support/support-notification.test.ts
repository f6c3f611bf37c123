import { describe, expect, it } from 'vitest';
import {
  CORP_ID_PATTERN,
  parseSupportNotificationHash,
  supportNotificationPath,
} from './support-notification.ts';

describe('the notification link (seed 001 §2)', () => {
  it('is the seed’s path with type cms-detailed and the id', () => {
    expect(supportNotificationPath(1001)).toBe('/support/notification/#?type=cms-detailed&id=1001');
  });

  it.each([
    ['#?type=cms-detailed&id=1001', { type: 'cms-detailed', id: 1001 }],
    ['?type=cms-detailed&id=7', { type: 'cms-detailed', id: 7 }],
    ['#/?id=12&type=cms-detailed', { type: 'cms-detailed', id: 12 }],
    ['#?type=cms-detailed&id=2147483647', { type: 'cms-detailed', id: 2147483647 }],
    ['#?type=cms-detailed&id=2147483648', null],
    ['#?type=cms-detailed&id=0', null],
    ['#?type=cms-detailed&id=-4', null],
    ['#?type=cms-detailed&id=1.5', null],
    ['#?type=cms-detailed&id=abc', null],
    ['#?type=cms-detailed', null],
    ['#?type=video&id=1001', null],
    ['#?id=1001', null],
    ['', null],
    // only the hash's leading "#", "/" and "?" are dropped; one anywhere else stays part of a value
    ['?type=cms-detailed&id=5#', null],
    ['#?type=cms-detailed&id=5/', null],
    ['#type=cms-detailed&id=5?', null],
    ['#type=cms-detailed&id=5', { type: 'cms-detailed', id: 5 }],
    // the first value of a repeated name counts
    ['#?type=cms-detailed&id=5&id=6', { type: 'cms-detailed', id: 5 }],
    ['#?type=cms-detailed&id=abc&id=6', null],
    ['#?type=video&type=cms-detailed&id=5', null],
    // a part without "=" names nothing
    ['#?idX&id=5&type=cms-detailed', { type: 'cms-detailed', id: 5 }],
    ['#?typeX&type=cms-detailed&id=5', { type: 'cms-detailed', id: 5 }],
    ['#?=7&type=cms-detailed&id=5', { type: 'cms-detailed', id: 5 }],
    ['#?type=cms-detailed&id=', null],
  ])('reads %s as %j', (hash, expected) => {
    expect(parseSupportNotificationHash(hash)).toEqual(expected);
  });

  it('reads back every link it builds', () => {
    for (const id of [1, 42, 1001]) {
      expect(parseSupportNotificationHash(supportNotificationPath(id).split('#')[1]!)?.id).toBe(id);
    }
  });
});

describe('corp ids', () => {
  it.each([
    ['7702', true],
    ['7710', true],
    ['770', false],
    ['77021', false],
    ['77a2', false],
  ])('%s is a corp id: %s', (corp, ok) => {
    expect(CORP_ID_PATTERN.test(corp)).toBe(ok);
  });
});
