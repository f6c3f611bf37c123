import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';
import {
  CHAT_ID,
  FakeEventSource,
  createChat,
  createChatMessage,
} from '../../../test/support-chat-factories.ts';

const agentSession = {
  'GET /api/session': () =>
    json(200, createSessionState({ agent: { id: 'agent1', name: 'Alex Agent' }, user: null })),
  'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
};
const waiting = {
  ...createChat().chat,
  userId: 'jsmith',
  userName: 'John Smith',
  firstMessage: 'My modem blinks orange',
  lang: 'es' as const,
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the agent desk chat queue', () => {
  it('takes chats, takes one from the queue, and answers it live', async () => {
    let available = false;
    const { callsTo } = mockApi({
      ...agentSession,
      'GET /api/support/chat/queue': () => json(200, { available, waiting: [waiting], mine: [] }),
      'POST /api/support/chat/presence': () => {
        available = true;
        return json(200, { available: true });
      },
      [`POST /api/support/chat/${CHAT_ID}/take`]: () => json(200, createChat({ status: 'active' })),
      [`GET /api/support/chat/${CHAT_ID}`]: () =>
        json(
          200,
          createChat({ status: 'active', agentName: 'Alex Agent' }, [
            createChatMessage(),
            createChatMessage({
              seq: 2,
              author: 'system',
              kind: 'joined',
              body: '',
              agentName: 'Alex Agent',
            }),
          ]),
        ),
      [`POST /api/support/chat/${CHAT_ID}/messages`]: () =>
        json(
          201,
          createChatMessage({ seq: 3, author: 'agent', body: 'Let us restart it.', agentName: 'Alex Agent' }),
        ),
    });
    const { user } = renderApp('/csr/');
    const queue = await screen.findByRole('region', { name: 'Chat queue' });
    await user.click(await within(queue).findByRole('button', { name: 'Take chats' }));
    expect(callsTo('POST /api/support/chat/presence')[0]?.body).toEqual({ available: true });
    expect(await within(queue).findByText('You are taking chats.')).toBeInTheDocument();
    expect(within(queue).getByText('John Smith (jsmith) · Internet · Spanish')).toBeInTheDocument();

    await user.click(within(queue).getByRole('button', { name: 'Take chat with John Smith' }));
    const chat = await screen.findByRole('region', { name: 'Chat with John Smith' });
    expect(await within(chat).findByText('Alex Agent joined the chat.')).toBeInTheDocument();
    await user.type(within(chat).getByRole('textbox', { name: 'Reply' }), 'Let us restart it.');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(await within(chat).findByText('Let us restart it.')).toBeInTheDocument();

    act(() => FakeEventSource.opened[0]?.emit(createChatMessage({ seq: 4, body: 'Done, thanks' })));
    expect(within(chat).getByRole('status')).toHaveTextContent('John Smith: Done, thanks');
  });

  it('says another agent took the chat first', async () => {
    mockApi({
      ...agentSession,
      'GET /api/support/chat/queue': () => json(200, { available: true, waiting: [waiting], mine: [] }),
      [`POST /api/support/chat/${CHAT_ID}/take`]: () =>
        apiError(409, 'CONFLICT', 'Another agent has taken this chat.', { reason: 'support.chat.taken' }),
    });
    const { user } = renderApp('/csr/');
    const queue = await screen.findByRole('region', { name: 'Chat queue' });
    await user.click(await within(queue).findByRole('button', { name: 'Take chat with John Smith' }));
    expect(await within(queue).findByText('Another agent has taken this chat.')).toBeInTheDocument();
  });
});
