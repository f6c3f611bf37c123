import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, WebmailMetadata } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, deferred, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { createWifiUsage } from '../../../test/network-factories.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';

const allEntitled = { email: true, tv: true, dvr: true, voicemail: true, billPay: true };

const WEBMAIL: WebmailMetadata = {
  messageCount: 9,
  emails: [
    ['m1', 'Your bill is ready', 'unseen'],
    ['m2', 'Practice moved', 'flagged'],
    ['m3', 'Re: plans', 'answered'],
    ['m4', 'Fwd: receipt', 'forwarded'],
    ['m5', 'Newsletter', 'seen'],
    ['m6', 'Draft: hours', 'draft'],
    ['m7', 'Old offer', 'deleted'],
  ].map(([id = '', subject = '', status]) => ({
    id,
    subject,
    status: status as WebmailMetadata['emails'][number]['status'],
    date: '2025-01-15T10:00:00.000Z',
    link: `https://webmail.example.test/#/message/${id}`,
  })),
};

function signedInAs(overrides: Partial<SessionUser> = {}, handlers: Handlers = {}) {
  const user = createSessionUser({ entitlements: allEntitled, ...overrides });
  return mockApi({
    'GET /api/session': () => json(200, createSessionState({ user })),
    'GET /api/dashboard/voicemail': () => json(200, { status: 200, count: 3 }),
    'GET /api/dashboard/webmail': () => json(200, WEBMAIL),
    ...handlers,
  });
}

const slots = async () => screen.findByRole('region', { name: 'Your dashboard' });
const more = async () => screen.findByRole('region', { name: 'More for you' });
const moduleNamed = async (name: string) => screen.findByRole('region', { name });

describe('home page for a signed-in subscriber', () => {
  it('greets the user, shows the bill widget, the two chosen modules and the other six', async () => {
    signedInAs();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your bill' })).toBeInTheDocument();
    const chosen = (await within(await slots()).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect(chosen).toEqual(['Voicemail', 'E-mail']);
    const rest = (await within(await more()).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect(rest).toEqual(['On Demand', 'WiFi', 'My services', 'Cart', 'TV best bets', 'DVR']);
  });

  it('counts new voicemails and links to the phone menu voicemail page', async () => {
    signedInAs();
    renderApp('/home');
    const vm = await moduleNamed('Voicemail');
    expect(await within(vm).findByText('You have 3 new voicemails.')).toBeInTheDocument();
    expect(within(vm).getByRole('link', { name: 'Check voicemail' })).toHaveAttribute(
      'href',
      'https://phone.example.test/voicemail',
    );
  });

  it('lists the mailbox with every one of the seven statuses and an open-mailbox link', async () => {
    signedInAs();
    renderApp('/home');
    const mail = await moduleNamed('E-mail');
    expect(await within(mail).findByText('9 messages in your mailbox')).toBeInTheDocument();
    const list = within(mail).getByRole('list', { name: 'Newest messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' · ')[0])).toEqual([
      'Your bill is readyNew',
      'Practice movedFlagged',
      'Re: plansAnswered',
      'Fwd: receiptForwarded',
      'NewsletterRead',
      'Draft: hoursDraft',
      'Old offerDeleted',
    ]);
    expect(within(list).getByRole('link', { name: 'Your bill is ready' })).toHaveAttribute(
      'href',
      'https://webmail.example.test/#/message/m1',
    );
    expect(within(mail).getByRole('link', { name: 'Open mailbox' })).toHaveAttribute(
      'href',
      'https://webmail.example.test/',
    );
  });

  it.each([
    ['On Demand', 'Browse On Demand', '/tv/asset/'],
    ['WiFi', 'WiFi devices and usage', '/internet/wifi'],
    ['My services', 'View my services', '/upgrades#/'],
    ['Cart', 'Go to your cart', '/tv/cart/'],
    ['TV best bets', 'See the TV guide', '/tv/guide'],
    ['DVR', 'See scheduled recordings', '/tv/dvr/#/scheduled'],
  ])('links the %s module to its target (seed 000 §2)', async (module, link, href) => {
    signedInAs();
    renderApp('/home');
    const card = await moduleNamed(module);
    expect(within(card).getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('shows the WiFi data used in the last thirty days, or that there was none (seed 002 §8, §9)', async () => {
    signedInAs({}, { 'GET /api/network/wifi/usage': () => json(200, createWifiUsage(512)) });
    renderApp('/home');
    expect(
      await within(await moduleNamed('WiFi')).findByText('15 GB used in the last thirty days'),
    ).toBeInTheDocument();
  });

  it('says there was no WiFi usage when the period is empty', async () => {
    signedInAs();
    renderApp('/home');
    expect(
      await within(await moduleNamed('WiFi')).findByText('No usage in the last thirty days.'),
    ).toBeInTheDocument();
  });

  it.each(['On Demand', 'Cart', 'TV best bets', 'DVR'])(
    'shows the %s module empty until its TV area provides items',
    async (module) => {
      signedInAs();
      renderApp('/home');
      expect(await within(await moduleNamed(module)).findByText('Nothing here yet.')).toBeInTheDocument();
    },
  );

  it('shows favorites instead of the cart for the special-box customer, also in a slot', async () => {
    signedInAs(
      { laBoxUser: true, laboxOrMini: true },
      { 'GET /api/dashboard/home-preferences': () => json(200, { homeFunc1: 'Cart', homeFunc2: 'DVR' }) },
    );
    renderApp('/home');
    const chosen = (await within(await slots()).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect(chosen).toEqual(['Favorites', 'DVR']);
    expect(
      within(await moduleNamed('Favorites')).getByRole('link', { name: 'Go to your favorites' }),
    ).toHaveAttribute('href', '/tv/favorites/');
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument();
  });

  it('sends a user without the DVR to the DVR answer in the FAQ', async () => {
    signedInAs({
      p: { bp: 1, email: 1, dvr: 0, mus: 'active' },
      entitlements: { ...allEntitled, dvr: false },
    });
    renderApp('/home');
    const dvr = await moduleNamed('DVR');
    expect(within(dvr).getByText('DVR recording is not part of your service.')).toBeInTheDocument();
    expect(within(dvr).getByRole('link', { name: 'Learn about DVR' })).toHaveAttribute(
      'href',
      '/FAQ#/answers/a_id/2580',
    );
  });

  it('offers a user without TV an upgrade instead of the TV modules', async () => {
    signedInAs({ io: false, entitlements: { ...allEntitled, tv: false } });
    renderApp('/home');
    const od = await moduleNamed('On Demand');
    expect(within(od).getByText('On Demand comes with Coax TV.')).toBeInTheDocument();
    expect(within(od).getByRole('link', { name: 'See plans and upgrades' })).toHaveAttribute(
      'href',
      '/upgrades#/',
    );
  });

  it('says voicemail needs phone service, without asking for a count', async () => {
    const { callsTo } = signedInAs({ ov: false, entitlements: { ...allEntitled, voicemail: false } });
    renderApp('/home');
    const vm = await moduleNamed('Voicemail');
    expect(within(vm).getByText('Voicemail comes with Coax Phone.')).toBeInTheDocument();
    expect(callsTo('GET /api/dashboard/voicemail')).toHaveLength(0);
  });

  it('sends a user with no internet service to the support contact page from WiFi and e-mail', async () => {
    const { callsTo } = signedInAs({
      ool: false,
      hasOOLSession: false,
      entitlements: { ...allEntitled, email: false },
    });
    renderApp('/home');
    for (const name of ['WiFi', 'E-mail']) {
      const card = await moduleNamed(name);
      expect(
        within(card).getByText('This needs Coax internet service, which your account does not have.'),
      ).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/support/contact-us/',
      );
    }
    expect(callsTo('GET /api/dashboard/webmail')).toHaveLength(0);
  });
});

describe('module states (seed 000 §4 Dashboard module)', () => {
  it('shows a module loading, then its content', async () => {
    const pending = deferred();
    signedInAs({}, { 'GET /api/dashboard/voicemail': () => pending.promise });
    renderApp('/home');
    const vm = await moduleNamed('Voicemail');
    expect(await within(vm).findByRole('status')).toHaveTextContent('Loading Voicemail…');
    expect(vm).toHaveAttribute('aria-busy', 'true');
    pending.resolve(json(200, { status: 200, count: 1 }));
    expect(await within(vm).findByText('You have 1 new voicemail.')).toBeInTheDocument();
  });

  it('shows a failed module as an error that can be retried, leaving the others working', async () => {
    let fail = true;
    signedInAs(
      {},
      {
        'GET /api/dashboard/voicemail': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, { status: 200, count: 0 }),
      },
    );
    const { user } = renderApp('/home');
    const vm = await moduleNamed('Voicemail');
    expect(await within(vm).findByText('We could not load Voicemail right now.')).toBeInTheDocument();
    expect(
      await within(await moduleNamed('E-mail')).findByText('9 messages in your mailbox'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(vm).getByRole('button', { name: 'Try again' }));
    expect(await within(vm).findByText('You have no new voicemails.')).toBeInTheDocument();
  });

  it('leaves a module below the fold uninitialised, fetching nothing, until it comes into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
    class FakeObserver {
      private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const { callsTo } = signedInAs(
        {},
        {
          'GET /api/dashboard/home-preferences': () => json(200, { homeFunc1: 'DVR', homeFunc2: 'Webmail' }),
        },
      );
      renderApp('/home');
      const vm = await moduleNamed('Voicemail');
      expect(vm).toHaveAttribute('data-state', 'uninitialized');
      expect(within(vm).queryByRole('status')).not.toBeInTheDocument();
      expect(within(vm).getByRole('link', { name: 'Check voicemail' })).toBeInTheDocument();
      expect(callsTo('GET /api/dashboard/voicemail')).toHaveLength(0);

      const seen = observers.find((o) => o.target === vm);
      seen?.callback(
        [{ isIntersecting: true, target: vm } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      expect(await within(vm).findByText('You have 3 new voicemails.')).toBeInTheDocument();
      expect(callsTo('GET /api/dashboard/voicemail')).toHaveLength(1);
    } finally {
      // jsdom has no IntersectionObserver of its own.
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });
});

describe('the e-mail module by mailbox status (seed 000 §4 Mailbox status)', () => {
  it('shows the maintenance message for a mailbox on hold, without asking for mail', async () => {
    const { callsTo } = signedInAs({ p: { bp: 1, email: 1, dvr: 1, mus: 'hold' } });
    renderApp('/home');
    const mail = await moduleNamed('E-mail');
    expect(
      within(mail).getByText('User account temporarily unavailable for system maintenance.'),
    ).toBeInTheDocument();
    expect(within(mail).queryByRole('link')).not.toBeInTheDocument();
    expect(callsTo('GET /api/dashboard/webmail')).toHaveLength(0);
  });

  it.each(['inactive', 'disabled', 'deleted'] as const)(
    'offers a %s mailbox the get-a-mailbox page',
    async (mus) => {
      const { callsTo } = signedInAs({ p: { bp: 1, email: 1, dvr: 1, mus } });
      renderApp('/home');
      const mail = await moduleNamed('E-mail');
      expect(within(mail).getByText('You currently do not have a Coax email account.')).toBeInTheDocument();
      expect(
        within(mail).getByText('As a Coax online subscriber, creating one is free. And easy.'),
      ).toBeInTheDocument();
      expect(within(mail).getByRole('link', { name: 'Get a mailbox' })).toHaveAttribute(
        'href',
        '/profile/household-ids',
      );
      expect(callsTo('GET /api/dashboard/webmail')).toHaveLength(0);
    },
  );

  it('shows an error with the open-mailbox link for an unknown mailbox status', async () => {
    signedInAs({ p: { bp: 1, email: 1, dvr: 1, mus: null } });
    renderApp('/home');
    const mail = await moduleNamed('E-mail');
    expect(within(mail).getByText('We could not check your mailbox.')).toBeInTheDocument();
    expect(within(mail).getByRole('link', { name: 'Open mailbox' })).toHaveAttribute(
      'href',
      'https://webmail.example.test/',
    );
  });

  it('checks webmail again every 300000 ms while the mailbox is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { callsTo } = signedInAs();
      renderApp('/home');
      await within(await moduleNamed('E-mail')).findByText('9 messages in your mailbox');
      expect(callsTo('GET /api/dashboard/webmail')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(299_000);
      expect(callsTo('GET /api/dashboard/webmail')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(callsTo('GET /api/dashboard/webmail')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
