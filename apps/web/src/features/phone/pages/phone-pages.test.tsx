import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { VoicemailInbox, VoicemailMessage } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, deferred, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

function message(overrides: Partial<VoicemailMessage> = {}): VoicemailMessage {
  return {
    id: 'vm-1',
    fromName: 'Dr. Alvarez Dental',
    fromNumber: '5165550142',
    receivedAt: Date.UTC(2026, 10, 20, 15, 0),
    durationSeconds: 42,
    isNew: true,
    transcript: 'Calling to confirm your cleaning on Thursday.',
    transcriptLanguage: 'en',
    ...overrides,
  };
}

function inbox(
  messages = [message(), message({ id: 'vm-2', fromName: null, isNew: false })],
): VoicemailInbox {
  return { messages, newCount: messages.filter((m) => m.isNew).length };
}

const withPhone = (ov = true) =>
  json(
    200,
    createSessionState({
      user: createSessionUser({
        ov,
        entitlements: { email: true, tv: true, dvr: true, voicemail: ov, billPay: true },
      }),
    }),
  );

function mockPhone(extra: Handlers = {}, ov = true) {
  return mockApi({
    'GET /api/session': () => withPhone(ov),
    'GET /api/phone/overview': () =>
      json(200, { phoneNumber: '5165550100', voicemail: { newCount: 1, total: 2 } }),
    'GET /api/phone/voicemail': () => json(200, inbox()),
    ...extra,
  });
}

describe('phone overview /phone', () => {
  it('sends a visitor to sign in with the page as the referer', async () => {
    mockApi();
    const { currentPath } = renderApp('/phone');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/phone&reason=none'));
  });

  it("shows the line's number and the voicemail summary linking to the inbox", async () => {
    mockPhone();
    renderApp('/phone');
    expect(await screen.findByText('516 555-0100')).toBeInTheDocument();
    expect(screen.getByText('1 new message')).toBeInTheDocument();
    expect(screen.getByText('2 messages in your voicemail box')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your voicemail' })).toHaveAttribute(
      'href',
      '/phone/voicemail',
    );
  });

  it('tells a subscriber without phone service so, with the brand and a way to support, asking nothing', async () => {
    const { callsTo } = mockPhone({}, false);
    renderApp('/phone');
    const heading = await screen.findByRole('heading', { name: 'No phone service' });
    const notice = heading.parentElement as HTMLElement;
    expect(within(notice).getByText(/does not have Coax phone service/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:18005550100',
    );
    expect(callsTo('GET /api/phone/overview')).toHaveLength(0);
  });
});

describe('voicemail inbox /phone/voicemail', () => {
  it('shows a loading state, then each message with a player and its transcript in its language', async () => {
    const answer = deferred();
    mockPhone({ 'GET /api/phone/voicemail': () => answer.promise });
    renderApp('/phone/voicemail');
    expect(await screen.findByText('Loading your voicemail…')).toBeInTheDocument();
    answer.resolve(
      json(
        200,
        inbox([message(), message({ id: 'vm-3', transcript: 'Hola, soy Rosa.', transcriptLanguage: 'es' })]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Voicemail messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Dr. Alvarez Dental' })).toBeInTheDocument();
    expect(within(first).getByText('516 555-0142')).toBeInTheDocument();
    expect(within(first).getByText('0:42')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    const audio = first.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/api/phone/voicemail/vm-1/audio');
    expect(audio).toHaveAttribute('aria-label', 'Play the message from Dr. Alvarez Dental');
    expect(screen.getByText('Hola, soy Rosa.')).toHaveAttribute('lang', 'es');
  });

  it('says when the box is empty', async () => {
    mockPhone({ 'GET /api/phone/voicemail': () => json(200, inbox([])) });
    renderApp('/phone/voicemail');
    expect(await screen.findByText('Your voicemail box is empty.')).toBeInTheDocument();
  });

  it('offers a retry after a failure, and the retry loads the box', async () => {
    let failing = true;
    mockPhone({
      'GET /api/phone/voicemail': () => (failing ? apiError(500, 'INTERNAL', 'boom') : json(200, inbox())),
    });
    const { user } = renderApp('/phone/voicemail');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Dr. Alvarez Dental' })).toBeInTheDocument();
  });

  it("marks a message heard, reloads the box and refreshes the dashboard's count", async () => {
    let heard = false;
    const { callsTo } = mockPhone({
      'GET /api/phone/voicemail': () => json(200, inbox([message({ isNew: !heard })])),
      'POST /api/phone/voicemail/vm-1/heard': () => {
        heard = true;
        return json(200, { newCount: 0 });
      },
    });
    const { user, queryClient } = renderApp('/phone/voicemail');
    queryClient.setQueryData(['dashboard', 'voicemail'], { status: 200, count: 1 });
    await user.click(await screen.findByRole('button', { name: 'Mark heard' }));
    expect(await screen.findByRole('button', { name: 'Mark new' })).toBeInTheDocument();
    expect(callsTo('POST /api/phone/voicemail/vm-1/heard')[0]?.body).toEqual({ heard: true });
    expect(screen.getByText('Heard')).toBeInTheDocument();
    expect(queryClient.getQueryState(['dashboard', 'voicemail'])?.isInvalidated).toBe(true);
  });

  it('asks before deleting, deletes, and says so', async () => {
    let gone = false;
    const { callsTo } = mockPhone({
      'GET /api/phone/voicemail': () => json(200, inbox(gone ? [] : [message()])),
      'POST /api/phone/voicemail/vm-1/delete': () => {
        gone = true;
        return json(200, { newCount: 0 });
      },
    });
    const { user, queryClient } = renderApp('/phone/voicemail');
    queryClient.setQueryData(['dashboard', 'voicemail'], { status: 200, count: 1 });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo('POST /api/phone/voicemail/vm-1/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete message' }),
    );
    expect(await screen.findByText('The message was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Your voicemail box is empty.')).toBeInTheDocument();
    expect(callsTo('POST /api/phone/voicemail/vm-1/delete')).toHaveLength(1);
    expect(queryClient.getQueryState(['dashboard', 'voicemail'])?.isInvalidated).toBe(true);
  });

  it('words a refusal in Spanish under /espanol', async () => {
    mockPhone({
      'POST /api/phone/voicemail/vm-1/heard': () =>
        apiError(404, 'NOT_FOUND', 'gone', { reason: 'phone.voicemail.not-found' }),
    });
    const { user } = renderApp('/espanol/phone/voicemail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buzón de voz' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Marcar como escuchado' }));
    expect(
      await screen.findByText('Ese mensaje ya no está en su buzón de voz. Es posible que se haya eliminado.'),
    ).toBeInTheDocument();
  });
});
