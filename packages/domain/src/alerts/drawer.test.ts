import { describe, expect, it } from 'vitest';
import {
  ALERT_DRAWER_COOKIE,
  ALERT_DRAWER_COOKIE_MAX_AGE_SECONDS,
  ALERT_DRAWER_MAX_STORED_IDS,
  closeDrawer,
  currentAlertId,
  drawerPosition,
  initialDrawerState,
  nextAlert,
  parseDrawerCookie,
  removeCurrentAlert,
  reopenDrawer,
  sameIdSet,
  serializeDrawerCookie,
  shouldOpenDrawer,
  toStoredDrawerState,
  type DrawerState,
} from './drawer.ts';

const open = (ids: string[]): DrawerState => initialDrawerState(ids, null);

describe('shouldOpenDrawer (seed 000 §4: opens when the set of alert ids differs from the stored ids)', () => {
  it.each([
    { case: 'nothing stored', current: ['a', 'b'], stored: null, opens: true },
    { case: 'no alerts', current: [], stored: null, opens: false },
    { case: 'the same set', current: ['a', 'b'], stored: ['a', 'b'], opens: false },
    { case: 'the same set in another order', current: ['b', 'a'], stored: ['a', 'b'], opens: false },
    { case: 'the same set with a repeat', current: ['a', 'b'], stored: ['a', 'b', 'a'], opens: false },
    { case: 'a new alert', current: ['a', 'b', 'c'], stored: ['a', 'b'], opens: true },
    { case: 'an alert gone', current: ['a'], stored: ['a', 'b'], opens: true },
    { case: 'one swapped for another', current: ['a', 'c'], stored: ['a', 'b'], opens: true },
    { case: 'alerts gone entirely', current: [], stored: ['a'], opens: false },
  ])('$case -> $opens', ({ current, stored, opens }) => {
    expect(shouldOpenDrawer(current, stored ? { ids: stored, removed: [], closed: true } : null)).toBe(opens);
  });

  it('compares as sets', () => {
    expect(sameIdSet(['x', 'y'], ['y', 'x'])).toBe(true);
    expect(sameIdSet(['x'], ['x', 'y'])).toBe(false);
  });
});

describe('one alert at a time, n of total, next and remove', () => {
  it('starts at the first alert: 1 of 3', () => {
    const s = open(['a', 'b', 'c']);
    expect(currentAlertId(s)).toBe('a');
    expect(drawerPosition(s)).toEqual({ n: 1, total: 3 });
  });

  it.each([
    { steps: 1, shown: 'b', n: 2 },
    { steps: 2, shown: 'c', n: 3 },
    { steps: 3, shown: 'a', n: 1 },
  ])('next $steps time(s) shows $shown, $n of 3 (rotates)', ({ steps, shown, n }) => {
    let s = open(['a', 'b', 'c']);
    for (let i = 0; i < steps; i++) s = nextAlert(s);
    expect(currentAlertId(s)).toBe(shown);
    expect(drawerPosition(s)).toEqual({ n, total: 3 });
  });

  it('removing shows the next one and counts down', () => {
    let s = nextAlert(open(['a', 'b', 'c']));
    s = removeCurrentAlert(s);
    expect(currentAlertId(s)).toBe('c');
    expect(drawerPosition(s)).toEqual({ n: 2, total: 2 });
  });

  it('removing the last in the list wraps to the first', () => {
    let s = nextAlert(nextAlert(open(['a', 'b', 'c'])));
    s = removeCurrentAlert(s);
    expect(currentAlertId(s)).toBe('a');
    expect(drawerPosition(s)).toEqual({ n: 1, total: 2 });
  });

  it('removing the only remaining alert closes the drawer, and the closed state is stored', () => {
    let s = open(['a', 'b']);
    s = removeCurrentAlert(removeCurrentAlert(s));
    expect(s.closed).toBe(true);
    expect(currentAlertId(s)).toBeNull();
    expect(drawerPosition(s)).toBeNull();
    expect(toStoredDrawerState(s)).toEqual({ ids: ['a', 'b'], removed: ['a', 'b'], closed: true });
  });

  it('an empty drawer starts closed; next and remove change nothing', () => {
    const s = open([]);
    expect(s.closed).toBe(true);
    expect(nextAlert(s)).toEqual(s);
    expect(removeCurrentAlert(s)).toEqual(s);
  });
});

describe('the drawer across pages', () => {
  it('stays closed on the next page when the alerts are the same', () => {
    const stored = toStoredDrawerState(closeDrawer(open(['a', 'b'])));
    const next = initialDrawerState(['b', 'a'], stored);
    expect(next.closed).toBe(true);
  });

  it('keeps removed alerts removed while the set is the same', () => {
    const stored = toStoredDrawerState(removeCurrentAlert(open(['a', 'b', 'c'])));
    const next = initialDrawerState(['a', 'b', 'c'], stored);
    expect(next.closed).toBe(false);
    expect(drawerPosition(next)).toEqual({ n: 1, total: 2 });
    expect(currentAlertId(next)).toBe('b');
  });

  it('opens afresh, everything shown, when a new alert arrives', () => {
    const stored = toStoredDrawerState(removeCurrentAlert(removeCurrentAlert(open(['a', 'b']))));
    const next = initialDrawerState(['a', 'b', 'new'], stored);
    expect(next).toMatchObject({ closed: false, removed: [] });
    expect(drawerPosition(next)).toEqual({ n: 1, total: 3 });
  });

  it('reopens a hidden drawer at its first remaining alert', () => {
    const hidden = closeDrawer(nextAlert(open(['a', 'b'])));
    expect(currentAlertId(reopenDrawer(hidden))).toBe('a');
    const emptied = removeCurrentAlert(open(['a']));
    expect(reopenDrawer(emptied).closed).toBe(true);
  });
});

describe('the drawer cookie', () => {
  it('round-trips', () => {
    const stored = { ids: ['a', 'account:pastDue'], removed: ['a'], closed: true };
    expect(parseDrawerCookie(serializeDrawerCookie(stored))).toEqual(stored);
  });

  it.each([
    [undefined],
    [''],
    ['not json'],
    ['{"i":"a","r":[],"c":0}'],
    ['{"i":[],"r":[1],"c":0}'],
    ['{"i":[],"r":[],"c":2}'],
    ['null'],
    ['[]'],
  ])('treats %j as no cookie', (text) => {
    expect(parseDrawerCookie(text)).toBeNull();
  });

  it(`does not store more than ${ALERT_DRAWER_MAX_STORED_IDS} ids`, () => {
    const ids = Array.from({ length: ALERT_DRAWER_MAX_STORED_IDS + 1 }, (_, i) => `a${i}`);
    expect(serializeDrawerCookie({ ids, removed: [], closed: false })).toBeNull();
  });
});

describe('the drawer cookie’s name, lifetime and size', () => {
  it('is called coax_alert_drawer and lasts 90 days', () => {
    expect(ALERT_DRAWER_COOKIE).toBe('coax_alert_drawer');
    expect(ALERT_DRAWER_COOKIE_MAX_AGE_SECONDS).toBe(7_776_000);
  });

  it(`stores exactly ${ALERT_DRAWER_MAX_STORED_IDS} ids`, () => {
    const ids = Array.from({ length: ALERT_DRAWER_MAX_STORED_IDS }, (_, i) => `a${i}`);
    const text = serializeDrawerCookie({ ids, removed: [], closed: false });
    expect(text).toBe(JSON.stringify({ i: ids, r: [], c: 0 }));
    expect(parseDrawerCookie(text)).toEqual({ ids, removed: [], closed: false });
  });

  it('round-trips an open drawer', () => {
    const stored = { ids: ['a', 'b'], removed: ['b'], closed: false };
    expect(serializeDrawerCookie(stored)).toBe('{"i":["a","b"],"r":["b"],"c":0}');
    expect(parseDrawerCookie('{"i":["a","b"],"r":["b"],"c":0}')).toEqual(stored);
  });

  it.each([['{"i":["a",1],"r":[],"c":0}'], ['{"i":[],"r":["a",null],"c":1}'], ['7'], ['"text"'], ['true']])(
    'treats %j as no cookie',
    (text) => {
      expect(parseDrawerCookie(text)).toBeNull();
    },
  );
});

describe('a closed or emptied drawer', () => {
  it('shows nothing while closed, though alerts remain', () => {
    const closed = closeDrawer(open(['a', 'b']));
    expect(currentAlertId(closed)).toBeNull();
    expect(drawerPosition(closed)).toBeNull();
  });

  it('shows no position when every alert has been removed', () => {
    expect(drawerPosition({ ids: ['a'], removed: ['a'], index: 0, closed: false })).toBeNull();
  });

  it('comes back closed when every alert of the same set was removed, whatever the cookie says', () => {
    const next = initialDrawerState(['a', 'b'], { ids: ['b', 'a'], removed: ['a', 'b'], closed: false });
    expect(next).toEqual({ ids: ['a', 'b'], removed: ['a', 'b'], index: 0, closed: true });
  });

  it('forgets removed ids that are not among the current alerts', () => {
    const next = initialDrawerState(['a', 'b'], { ids: ['a', 'b'], removed: ['gone', 'a'], closed: false });
    expect(next).toEqual({ ids: ['a', 'b'], removed: ['a'], index: 0, closed: false });
    expect(currentAlertId(next)).toBe('b');
  });
});
