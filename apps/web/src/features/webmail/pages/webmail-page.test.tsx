import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MailboxList, MailboxMessage, MailboxMessageSummary } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, deferred, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

function summary(overrides: Partial<MailboxMessageSummary> = {}): MailboxMessageSummary {
  return {
    id: 'mail-1',
    sender: 'Billing Department',
    subject: 'Your bill is ready to view',
    date: '2026-11-20T15:00:00.000Z',
    status: 'unseen',
    ...overrides,
  };
}

function list(
  messages = [summary(), summary({ id: 'mail-2', subject: 'November newsletter', status: 'seen' })],
): MailboxList {
  return { messages, unseenCount: messages.filter((m) => m.status === 'unseen').length };
}

const full = (overrides: Partial<MailboxMessage> = {}): MailboxMessage => ({
  ...summary(),
  body: 'Hello John,\n\nYour November bill is ready.',
  ...overrides,
});

function mockMail(extra: Handlers = {}, mus: 'active' | 'inactive' = 'active') {
  return mockApi({
    'GET /api/session': () =>
      json(200, createSessionState({ user: createSessionUser({ p: { bp: 1, email: 1, dvr: 1, mus } }) })),
    'GET /api/webmail/messages': () => json(200, list()),
    ...extra,
  });
}

describe('webmail /webmail/', () => {
  it('sends a visitor to sign in with the page as the referer', async () => {
    mockApi();
    const { currentPath } = renderApp('/webmail/');
    await waitFor(() => expect(currentPath()).toMatch(/^\/login\/\?referer=\/webmail/));
  });

  it('shows a loading state, then the mailbox with unseen messages marked', async () => {
    const answer = deferred();
    mockMail({ 'GET /api/webmail/messages': () => answer.promise });
    renderApp('/webmail/');
    expect(await screen.findByText('Loading your mailbox…')).toBeInTheDocument();
    answer.resolve(json(200, list()));
    const mailbox = await screen.findByRole('list', { name: 'Messages' });
    const [first, second] = within(mailbox).getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveClass('mail-row--unseen');
    expect(within(first as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('2 messages · 1 new message')).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Your bill is ready to view' }),
    ).toHaveAttribute('href', '/webmail/#/message/mail-1');
  });

  it('says when the mailbox is empty', async () => {
    mockMail({ 'GET /api/webmail/messages': () => json(200, list([])) });
    renderApp('/webmail/');
    expect(await screen.findByText('Your mailbox is empty.')).toBeInTheDocument();
  });

  it('offers a retry after a failure, and the retry loads the mailbox', async () => {
    let failing = true;
    mockMail({
      'GET /api/webmail/messages': () => (failing ? apiError(500, 'INTERNAL', 'boom') : json(200, list())),
    });
    const { user } = renderApp('/webmail/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Your bill is ready to view' })).toBeInTheDocument();
  });

  it("offers an id without a mailbox the seed's get-a-mailbox page, asking nothing", async () => {
    const { callsTo } = mockMail({}, 'inactive');
    renderApp('/webmail/');
    expect(await screen.findByText('You currently do not have a Coax email account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a mailbox' })).toHaveAttribute(
      'href',
      '/profile/household-ids',
    );
    expect(callsTo('GET /api/webmail/messages')).toHaveLength(0);
  });

  it("opens a message from the list, marks it seen and refreshes the dashboard's list", async () => {
    const { callsTo } = mockMail({
      'GET /api/webmail/messages/mail-1': () => json(200, full()),
      'POST /api/webmail/messages/mail-1/seen': () => json(200, summary({ status: 'seen' })),
    });
    const { user, queryClient, currentPath } = renderApp('/webmail/');
    queryClient.setQueryData(['dashboard', 'webmail'], { messageCount: 2, emails: [] });
    await user.click(await screen.findByRole('link', { name: 'Your bill is ready to view' }));
    await waitFor(() => expect(currentPath()).toBe('/webmail/#/message/mail-1'));
    const article = await screen.findByRole('article', { name: 'Your bill is ready to view' });
    expect(within(article).getByText('Your November bill is ready.')).toBeInTheDocument();
    await waitFor(() => expect(within(article).getByText('Read')).toBeInTheDocument());
    expect(callsTo('POST /api/webmail/messages/mail-1/seen')).toHaveLength(1);
    expect(queryClient.getQueryState(['dashboard', 'webmail'])?.isInvalidated).toBe(true);
  });

  it('asks before deleting a message, then goes back to the mailbox and says so', async () => {
    let gone = false;
    const { callsTo } = mockMail({
      'GET /api/webmail/messages': () => json(200, list(gone ? [] : [summary({ status: 'seen' })])),
      'GET /api/webmail/messages/mail-1': () => json(200, full({ status: 'seen' })),
      'POST /api/webmail/messages/mail-1/delete': () => {
        gone = true;
        return json(200, { messageCount: 0 });
      },
    });
    const { user, currentPath } = renderApp('/webmail/#/message/mail-1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('The message was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Your mailbox is empty.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/webmail/'));
    expect(callsTo('POST /api/webmail/messages/mail-1/delete')).toHaveLength(1);
    expect(callsTo('POST /api/webmail/messages/mail-1/seen')).toHaveLength(0);
  });

  it('reads in Spanish under /espanol and words a missing message in Spanish', async () => {
    mockMail({
      'GET /api/webmail/messages/mail-9': () =>
        apiError(404, 'NOT_FOUND', 'gone', { reason: 'webmail.message.not-found' }),
    });
    renderApp('/espanol/webmail/#/message/mail-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo electrónico' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ese mensaje ya no está en su buzón. Es posible que se haya eliminado.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al buzón' })).toBeInTheDocument();
  });
});
