import { describe, expect, it } from 'vitest';
import type { AlertType } from './alert-type.ts';
import { compareAlerts, sortAlerts, type SortableAlert } from './sort-alerts.ts';

const a = (id: string, over: Partial<SortableAlert> = {}) => ({
  id,
  actionAlert: false,
  type: 'minor' as AlertType | null,
  priority: null as number | null,
  ...over,
});
const ids = (list: Array<{ id: string }>) => list.map((x) => x.id);

describe('sortAlerts (seed 000 §4: action first; typed before untyped; success next; by priority; major first)', () => {
  it.each([
    {
      rule: 'action alerts first',
      input: [a('info'), a('act', { actionAlert: true })],
      order: ['act', 'info'],
    },
    {
      rule: 'action beats every later clause',
      input: [
        a('success-p1', { type: 'success', priority: 1 }),
        a('act-untyped', { actionAlert: true, type: null, priority: 9 }),
      ],
      order: ['act-untyped', 'success-p1'],
    },
    {
      rule: 'typed before untyped',
      input: [a('untyped', { type: null, priority: 1 }), a('minor', { priority: 5 })],
      order: ['minor', 'untyped'],
    },
    {
      rule: 'success next, before other types whatever their priority',
      input: [
        a('major-p1', { type: 'major', priority: 1 }),
        a('success-p9', { type: 'success', priority: 9 }),
      ],
      order: ['success-p9', 'major-p1'],
    },
    {
      rule: 'the success family counts as success',
      input: [
        a('key', { type: 'key' }),
        a('leaf', { type: 'successLeaf' }),
        a('minorSuccess', { type: 'minorSuccess' }),
      ],
      order: ['leaf', 'minorSuccess', 'key'],
    },
    {
      rule: 'then by priority, 1 first, none last',
      input: [a('none'), a('p3', { priority: 3 }), a('p1', { priority: 1 }), a('p2', { priority: 2 })],
      order: ['p1', 'p2', 'p3', 'none'],
    },
    {
      rule: 'major first among equal priorities',
      input: [a('minor', { type: 'minor', priority: 2 }), a('major', { type: 'major', priority: 2 })],
      order: ['major', 'minor'],
    },
    {
      rule: 'equal alerts keep their given order',
      input: [a('first', { priority: 2 }), a('second', { priority: 2 }), a('third', { priority: 2 })],
      order: ['first', 'second', 'third'],
    },
    {
      rule: 'the whole chain at once',
      input: [
        a('untyped', { type: null, priority: 1 }),
        a('minor-p2', { type: 'minor', priority: 2 }),
        a('major-p2', { type: 'major', priority: 2 }),
        a('success', { type: 'success', priority: 5 }),
        a('act-untyped', { actionAlert: true, type: null }),
        a('act-major', { actionAlert: true, type: 'major', priority: 3 }),
        a('major-p1', { type: 'major', priority: 1 }),
      ],
      order: ['act-major', 'act-untyped', 'success', 'major-p1', 'major-p2', 'minor-p2', 'untyped'],
    },
  ])('$rule', ({ input, order }) => {
    expect(ids(sortAlerts(input))).toEqual(order);
    expect(ids(input)).toEqual(input.map((x) => x.id));
  });

  it('is a consistent comparator: a before b exactly when b after a', () => {
    const samples = [
      a('1'),
      a('2', { actionAlert: true }),
      a('3', { type: null }),
      a('4', { type: 'success', priority: 2 }),
      a('5', { priority: 1 }),
    ];
    for (const x of samples) {
      for (const y of samples) {
        expect(Math.sign(compareAlerts(x, y)) + 0).toBe(-Math.sign(compareAlerts(y, x)) + 0);
      }
    }
  });
});
