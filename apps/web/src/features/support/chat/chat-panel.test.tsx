import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';
import {
  CHAT_ID,
  FakeEventSource,
  createChat,
  createChatMessage,
} from '../../../test/support-chat-factories.ts';

const signedIn = { 'GET /api/session': () => json(200, createSessionState()) };
const noChat = { 'GET /api/support/chat/current': () => json(200, { chat: null }) };
const base = {
  ...signedIn,
  ...noChat,
  'GET /api/faq/answers': () => json(200, { language: 'opt', answers: [], more: false }),
  'GET /api/support/notifications': () => json(200, { language: 'opt', notifications: [] }),
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('live chat panel', () => {
  it('opens over the support page at /support/livepage/chat, starts a chat and follows it live', async () => {
    const { callsTo } = mockApi({
      ...base,
      'POST /api/support/chat': () => json(200, createChat()),
      [`POST /api/support/chat/${CHAT_ID}/messages`]: () =>
        json(201, createChatMessage({ seq: 4, body: 'It is still orange' })),
      [`POST /api/support/chat/${CHAT_ID}/end`]: () =>
        json(
          200,
          createChat({ status: 'ended' }, [
            createChatMessage(),
            createChatMessage({ seq: 5, author: 'system', kind: 'ended', body: 'subscriber' }),
          ]),
        ),
      [`POST /api/support/chat/${CHAT_ID}/transcript`]: () =>
        json(200, createChat({ status: 'ended', transcriptSent: true }).chat),
    });
    const { user } = renderApp('/support/livepage/chat');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Support', hidden: true })).toBeInTheDocument();
    // focus moves into the panel, to its first field
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Topic' })).toHaveFocus());
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Topic' }), 'internet');
    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'My modem blinks orange');
    await user.click(within(panel).getByRole('button', { name: 'Start chat' }));
    expect(await within(panel).findByText('Waiting for an agent to join…')).toBeInTheDocument();
    const start = callsTo('POST /api/support/chat')[0];
    expect(start?.body).toEqual({ topic: 'internet', message: 'My modem blinks orange', lang: 'en' });
    expect(start?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    const stream = FakeEventSource.opened[0];
    expect(stream?.url).toBe(`/api/support/chat/${CHAT_ID}/events?after=1`);
    act(() => {
      stream?.open();
      stream?.emit(
        createChatMessage({ seq: 2, author: 'system', kind: 'joined', body: '', agentName: 'Alex' }),
      );
      stream?.emit(
        createChatMessage({ seq: 3, author: 'agent', body: 'Let us restart it.', agentName: 'Alex' }),
      );
      // a repeat after a reconnect shows once
      stream?.emit(
        createChatMessage({ seq: 3, author: 'agent', body: 'Let us restart it.', agentName: 'Alex' }),
      );
    });
    expect(within(panel).getByText('Alex joined the chat.')).toBeInTheDocument();
    expect(within(panel).getAllByText('Let us restart it.')).toHaveLength(1);
    expect(within(panel).getByRole('status')).toHaveTextContent('Alex: Let us restart it.');

    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'It is still orange{Enter}');
    expect(await within(panel).findByText('It is still orange')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'End chat' }));
    expect(await within(panel).findByText('This chat has ended.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'E-mail me the transcript' }));
    expect(await within(panel).findByText('We e-mailed you the transcript.')).toBeInTheDocument();
  });

  it("says plainly that no agent is available and that we'll e-mail", async () => {
    mockApi({
      ...base,
      'POST /api/support/chat': () =>
        json(
          200,
          createChat({ status: 'case' }, [
            createChatMessage(),
            createChatMessage({ seq: 2, author: 'system', kind: 'case', body: '' }),
          ]),
        ),
    });
    const { user } = renderApp('/support/livepage/chat');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    await user.type(await within(panel).findByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Start chat' }));
    expect(
      await within(panel).findByText(/No agent is available right now; we'll e-mail you\./),
    ).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('asks for a message before starting, and offers a retry when the chat cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...base,
      'GET /api/support/chat/current': () =>
        fail ? apiError(500, 'INTERNAL', 'boom') : json(200, { chat: null }),
    });
    const { user } = renderApp('/support/livepage/chat');
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(
      await within(panel).findByText('We could not load your chat. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await user.click(await within(panel).findByRole('button', { name: 'Start chat' }));
    expect(within(panel).getByText('Enter a message.')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  });

  it('words a refusal in Spanish, and reconnects after losing the stream', async () => {
    mockApi({
      ...base,
      'GET /api/support/chat/current': () =>
        json(200, { chat: createChat({ status: 'active', agentName: 'Alex' }) }),
      [`POST /api/support/chat/${CHAT_ID}/messages`]: () =>
        apiError(429, 'THROTTLED', 'You are sending messages too quickly.', {
          reason: 'support.chat.too-fast',
        }),
    });
    const { user } = renderApp('/espanol/support/livepage/chat');
    const panel = await screen.findByRole('dialog', { name: 'Chatee con nosotros' });
    await user.type(await within(panel).findByRole('textbox', { name: 'Mensaje' }), 'Hola');
    await user.click(within(panel).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(panel).findByText('Está enviando mensajes demasiado rápido. Espere un momento.'),
    ).toBeInTheDocument();
    act(() => FakeEventSource.opened[0]?.fail());
    await user.click(within(panel).getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]?.url).toBe(`/api/support/chat/${CHAT_ID}/events?after=1`);
  });
});
