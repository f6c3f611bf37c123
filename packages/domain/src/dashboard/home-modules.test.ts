import { describe, expect, it } from 'vitest';
import {
  CHOOSABLE_MODULE_IDS,
  HOME_MODULE_IDS,
  HOME_MODULE_SERVER_NAMES,
  choosableModulesFor,
  dashboardUserOf,
  defaultHomeSlots,
  displayStyleOf,
  homeModulesFor,
  homeSlotsProblem,
  slotModulesFor,
  isModuleEntitled,
  moduleIdFromServerName,
  moduleItems,
  moduleTarget,
  onDemandMoviePath,
  serverNameOf,
  voicemailHref,
  type DashboardItem,
  type DashboardUser,
  type HomeModuleId,
} from './home-modules.ts';

const links = { webmail: 'https://webmail.example.test/', phoneBase: 'https://phone.example.test/' };
const everything: DashboardUser = {
  specialBox: false,
  internet: true,
  entitlements: { email: true, tv: true, dvr: true, voicemail: true },
  mailboxStatus: 'active',
};
const nothing: DashboardUser = {
  specialBox: false,
  internet: false,
  entitlements: { email: false, tv: false, dvr: false, voicemail: false },
  mailboxStatus: null,
};

describe('the module catalogue (seed 000 §2)', () => {
  it('has 8 module choices, 7 of them choosable for a slot', () => {
    expect(HOME_MODULE_IDS).toHaveLength(8);
    expect(CHOOSABLE_MODULE_IDS).toEqual([
      'cart',
      'dvr',
      'onDemand',
      'onTonight',
      'voiceMail',
      'webMail',
      'wifiUsage',
    ]);
  });

  it('maps each choosable module to the server name of seed 000 §3, one to one', () => {
    expect(CHOOSABLE_MODULE_IDS.map(serverNameOf)).toEqual([
      'Cart',
      'DVR',
      'New_On_Demand',
      'Whats_on_Tonight',
      'Voicemail',
      'Webmail',
      'WiFI_Usage',
    ]);
    expect(serverNameOf('saved')).toBe('Cart');
  });

  it.each(HOME_MODULE_SERVER_NAMES.map((n) => [n]))(
    'reads the server name %s back to the same module',
    (name) => {
      expect(serverNameOf(moduleIdFromServerName(name, false))).toBe(name);
      expect(serverNameOf(moduleIdFromServerName(name, true))).toBe(name);
    },
  );

  it('reads Cart as favorites for the special-box customer', () => {
    expect(moduleIdFromServerName('Cart', false)).toBe('cart');
    expect(moduleIdFromServerName('Cart', true)).toBe('saved');
  });

  it('shows favorites in place of the cart for the special box', () => {
    expect(homeModulesFor({ specialBox: false })).toContain('cart');
    expect(homeModulesFor({ specialBox: true })).toEqual([
      'voiceMail',
      'onDemand',
      'wifiUsage',
      'webMail',
      'myServices',
      'saved',
      'onTonight',
      'dvr',
    ]);
  });

  it.each([
    ['wifiUsage', 'wifi'],
    ['onDemand', 'artwork'],
    ['cart', 'artwork'],
    ['saved', 'artwork'],
    ['onTonight', 'list'],
    ['dvr', 'list'],
    ['voiceMail', 'list'],
    ['webMail', 'list'],
  ] as const)('lays out %s as %s', (id, style) => {
    expect(displayStyleOf(id)).toBe(style);
  });
});

describe('link targets (seed 000 §2 table)', () => {
  it.each([
    ['voiceMail', 'https://phone.example.test/voicemail'],
    ['onDemand', '/tv/asset/'],
    ['wifiUsage', '/pages/covid-19.html'],
    ['webMail', 'https://webmail.example.test/'],
    ['myServices', '/upgrades#/'],
    ['cart', '/tv/cart/'],
    ['saved', '/tv/favorites/'],
    ['onTonight', '/tv/guide'],
    ['dvr', '/tv/dvr/#/scheduled'],
  ] as const)('%s -> %s for an entitled user', (id, target) => {
    expect(moduleTarget(id, everything, links)).toBe(target);
  });

  it.each([
    ['dvr', '/FAQ#/answers/a_id/2580'],
    ['wifiUsage', '/support/contact-us/'],
    ['webMail', '/support/contact-us/'],
    ['voiceMail', '/upgrades#/'],
    ['onDemand', '/upgrades#/'],
    ['cart', '/upgrades#/'],
    ['myServices', '/upgrades#/'],
  ] as const)('%s -> %s for a user without the service', (id, target) => {
    expect(moduleTarget(id, nothing, links)).toBe(target);
  });

  it.each(['inactive', 'disabled', 'deleted'])('e-mail with a %s mailbox goes to get-a-mailbox', (mus) => {
    expect(moduleTarget('webMail', { ...everything, mailboxStatus: mus }, links)).toBe(
      '/profile/household-ids',
    );
  });

  it.each([
    ['/phone', '/phone/voicemail'],
    ['/phone/', '/phone/voicemail'],
    ['https://phone.example.test', 'https://phone.example.test/voicemail'],
  ])('joins the phone base %s to %s', (base, href) => {
    expect(voicemailHref(base)).toBe(href);
  });

  it('opens a movie at /tv/asset/#/movie/{id}', () => {
    expect(onDemandMoviePath('M123')).toBe('/tv/asset/#/movie/M123');
  });
});

describe('entitlements (seed 000 §6)', () => {
  it.each([
    ['voiceMail', { voicemail: true }],
    ['onDemand', { tv: true }],
    ['cart', { tv: true }],
    ['saved', { tv: true }],
    ['onTonight', { tv: true }],
    ['dvr', { dvr: true }],
    ['webMail', { email: true }],
  ] as const)('%s needs %o', (id, grant) => {
    expect(isModuleEntitled(id, nothing)).toBe(false);
    expect(isModuleEntitled(id, { ...nothing, entitlements: { ...nothing.entitlements, ...grant } })).toBe(
      true,
    );
  });

  it('WiFi needs internet; My services is for everyone', () => {
    expect(isModuleEntitled('wifiUsage', nothing)).toBe(false);
    expect(isModuleEntitled('wifiUsage', { ...nothing, internet: true })).toBe(true);
    expect(isModuleEntitled('myServices', nothing)).toBe(true);
  });
});

describe('the slot chooser', () => {
  it('offers the 7 choosable modules', () => {
    expect(choosableModulesFor(everything)).toEqual([...CHOOSABLE_MODULE_IDS]);
  });

  it('offers favorites instead of the cart for the special box', () => {
    expect(choosableModulesFor({ ...everything, specialBox: true })).toEqual([
      'saved',
      'dvr',
      'onDemand',
      'onTonight',
      'voiceMail',
      'webMail',
      'wifiUsage',
    ]);
  });

  it.each([
    ['inactive', false],
    ['disabled', true],
    ['deleted', true],
    ['hold', true],
  ])('with a %s mailbox, offers e-mail: %s', (mus, offered) => {
    expect(choosableModulesFor({ ...everything, mailboxStatus: mus }).includes('webMail')).toBe(offered);
  });
});

describe('what a home slot may hold', () => {
  const tvOnly: DashboardUser = { ...nothing, entitlements: { ...nothing.entitlements, tv: true } };
  const inactiveMailbox: DashboardUser = { ...everything, mailboxStatus: 'inactive' };

  it('offers only the modules the user is entitled to', () => {
    expect(slotModulesFor(everything)).toEqual([...CHOOSABLE_MODULE_IDS]);
    expect(slotModulesFor(tvOnly)).toEqual(['cart', 'onDemand', 'onTonight']);
    expect(slotModulesFor({ ...tvOnly, specialBox: true })).toEqual(['saved', 'onDemand', 'onTonight']);
    expect(slotModulesFor(inactiveMailbox)).not.toContain('webMail');
    expect(slotModulesFor(nothing)).toEqual([]);
  });

  it.each([
    [everything, ['Voicemail', 'Webmail'], null],
    [everything, ['DVR', 'DVR'], 'sameModule'],
    [tvOnly, ['Cart', 'Cart'], 'sameModule'],
    [tvOnly, ['Cart', 'Whats_on_Tonight'], null],
    [tvOnly, ['Cart', 'DVR'], 'notEntitled'],
    [tvOnly, ['Voicemail', 'Cart'], 'notEntitled'],
    [tvOnly, ['WiFI_Usage', 'New_On_Demand'], 'notEntitled'],
    [inactiveMailbox, ['Webmail', 'DVR'], 'notEntitled'],
    [inactiveMailbox, ['WiFI_Usage', 'DVR'], null],
  ] as const)('judges %o with %o: %s', (user, pair, problem) => {
    expect(homeSlotsProblem(user, pair)).toBe(problem);
  });
});

describe('defaultHomeSlots', () => {
  it.each([
    { why: 'everything', user: everything, slots: ['Webmail', 'Voicemail'] },
    { why: 'mailbox on hold', user: { ...everything, mailboxStatus: 'hold' }, slots: ['Voicemail', 'DVR'] },
    {
      why: 'TV without DVR or phone',
      user: { ...nothing, internet: true, entitlements: { ...nothing.entitlements, tv: true } },
      slots: ['New_On_Demand', 'Cart'],
    },
    {
      why: 'internet only, mailbox inactive',
      user: {
        ...nothing,
        internet: true,
        entitlements: { ...nothing.entitlements, email: true },
        mailboxStatus: 'inactive',
      },
      slots: ['WiFI_Usage', 'Voicemail'],
    },
    { why: 'nothing at all', user: nothing, slots: ['Webmail', 'Voicemail'] },
  ])('$why -> $slots', ({ user, slots }) => {
    expect(defaultHomeSlots(user)).toEqual(slots);
  });
});

describe('moduleItems (seed 000 §9 counts)', () => {
  const items = (n: number): DashboardItem[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `i${i}`,
      title: `Item ${i}`,
      time: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
    }));

  it.each([
    ['onDemand', 3],
    ['cart', 3],
    ['saved', 3],
    ['onTonight', 4],
    ['dvr', 4],
    ['voiceMail', 0],
    ['webMail', 0],
    ['wifiUsage', 0],
    ['myServices', 0],
  ] as Array<[HomeModuleId, number]>)('%s shows %i of 10 items', (id, count) => {
    expect(moduleItems(id, items(10))).toHaveLength(count);
  });

  it('shows fewer when there are fewer', () => {
    expect(moduleItems('onDemand', items(2))).toHaveLength(2);
  });

  it('keeps the given order for on demand, cart and best bets', () => {
    expect(moduleItems('onTonight', items(6)).map((i) => i.id)).toEqual(['i0', 'i1', 'i2', 'i3']);
  });

  it('shows the 4 newest DVR recordings first, undated ones last', () => {
    const dvr = [...items(6), { id: 'undated', title: 'Undated' }];
    expect(moduleItems('dvr', dvr).map((i) => i.id)).toEqual(['i5', 'i4', 'i3', 'i2']);
    expect(moduleItems('dvr', [{ id: 'undated', title: 'U' }, ...items(1)]).map((i) => i.id)).toEqual([
      'i0',
      'undated',
    ]);
  });
});

describe('dashboardUserOf', () => {
  it('reads the special box from laBoxUser or laboxOrMini, internet from ool, the mailbox from p.mus', () => {
    const entitlements = { email: true, tv: true, dvr: false, voicemail: false };
    const base = { laBoxUser: false, laboxOrMini: false, ool: true, entitlements, p: { mus: 'hold' } };
    expect(dashboardUserOf(base)).toEqual({
      specialBox: false,
      internet: true,
      entitlements,
      mailboxStatus: 'hold',
    });
    expect(dashboardUserOf({ ...base, laboxOrMini: true }).specialBox).toBe(true);
    expect(dashboardUserOf({ ...base, laBoxUser: true }).specialBox).toBe(true);
  });
});
