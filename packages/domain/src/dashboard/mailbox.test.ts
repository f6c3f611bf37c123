import { describe, expect, it } from 'vitest';
import { WEBMAIL_TIMER_MS } from '../constants.ts';
import { MailboxMessages, WEBMAIL_STATUSES, mailboxModuleView } from './mailbox.ts';
import { dashboardModuleState } from './module-state.ts';

describe('webmail statuses and messages (seed 000 §3, §8)', () => {
  it('knows the seven statuses', () => {
    expect(WEBMAIL_STATUSES).toEqual([
      'answered',
      'flagged',
      'draft',
      'deleted',
      'seen',
      'forwarded',
      'unseen',
    ]);
  });

  it('keeps the maintenance message verbatim', () => {
    expect(MailboxMessages.maintenance).toBe('User account temporarily unavailable for system maintenance.');
  });

  it('polls every 300000 ms (seed 000 §9 webmail timer)', () => {
    expect(WEBMAIL_TIMER_MS).toBe(300000);
  });
});

describe('mailboxModuleView (seed 000 §4 Mailbox status)', () => {
  it.each([
    {
      mus: 'active',
      moduleState: 'content',
      reason: 'active',
      pollMs: 300000,
      inMenu: true,
      link: 'openMailbox',
    },
    { mus: 'hold', moduleState: 'error', reason: 'maintenance', pollMs: null, inMenu: true, link: null },
    {
      mus: 'inactive',
      moduleState: 'noEntitlement',
      reason: 'noMailbox',
      pollMs: null,
      inMenu: false,
      link: 'getMailbox',
    },
    {
      mus: 'disabled',
      moduleState: 'noEntitlement',
      reason: 'noMailbox',
      pollMs: null,
      inMenu: true,
      link: 'getMailbox',
    },
    {
      mus: 'deleted',
      moduleState: 'noEntitlement',
      reason: 'noMailbox',
      pollMs: null,
      inMenu: true,
      link: 'getMailbox',
    },
    {
      mus: 'suspended',
      moduleState: 'error',
      reason: 'unknown',
      pollMs: null,
      inMenu: true,
      link: 'openMailbox',
    },
    { mus: '', moduleState: 'error', reason: 'unknown', pollMs: null, inMenu: true, link: 'openMailbox' },
    { mus: null, moduleState: 'error', reason: 'unknown', pollMs: null, inMenu: true, link: 'openMailbox' },
    {
      mus: undefined,
      moduleState: 'error',
      reason: 'unknown',
      pollMs: null,
      inMenu: true,
      link: 'openMailbox',
    },
  ])('p.mus $mus -> $moduleState ($reason)', ({ mus, ...view }) => {
    expect(mailboxModuleView(true, mus)).toEqual(view);
  });

  it.each(['active', 'hold', 'inactive', null])(
    'without the e-mail entitlement (no internet), p.mus %s gives no entitlement and the support contact',
    (mus) => {
      expect(mailboxModuleView(false, mus)).toEqual({
        moduleState: 'noEntitlement',
        reason: 'noInternet',
        pollMs: null,
        inMenu: true,
        link: 'supportContact',
      });
    },
  );
});

describe('dashboardModuleState (seed 000 §4 Dashboard module)', () => {
  it.each([
    { activated: false, entitled: true, pending: true, failed: false, state: 'uninitialized' },
    { activated: true, entitled: true, pending: true, failed: false, state: 'loading' },
    { activated: true, entitled: true, pending: false, failed: false, state: 'content' },
    { activated: true, entitled: true, pending: false, failed: true, state: 'error' },
    { activated: true, entitled: true, pending: true, failed: true, state: 'error' },
    { activated: true, entitled: false, pending: true, failed: false, state: 'noEntitlement' },
    { activated: false, entitled: false, pending: false, failed: false, state: 'noEntitlement' },
  ])(
    'activated $activated, entitled $entitled, pending $pending, failed $failed -> $state',
    ({ state, ...p }) => {
      expect(dashboardModuleState(p)).toBe(state);
    },
  );
});
