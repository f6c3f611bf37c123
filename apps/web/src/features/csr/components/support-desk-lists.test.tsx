import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';

const agentSession = {
  'GET /api/session': () =>
    json(200, createSessionState({ agent: { id: 'agent1', name: 'Alex Agent' }, user: null })),
  'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
};
const equipment = {
  accountNumber: '781245006201',
  expiresAt: '2026-11-26T15:00:00.000Z',
  modems: [
    {
      macAddress: 'A4:56:30:1B:7C:01',
      model: 'Arris SB8200',
      status: 'online',
      backAt: null,
      lastResetAt: null,
    },
  ],
  boxes: [{ id: 'STB-6201-1', model: 'Cisco 4642HDC', room: 'Living room', labox: false }],
};
const section = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement);

describe("the agent desk's equipment look", () => {
  it('checks the fields, says when the code is wrong, and shows the modem and boxes', async () => {
    let valid = false;
    const { callsTo } = mockApi({
      ...agentSession,
      'GET /api/support/consent/equipment': () =>
        valid
          ? json(200, equipment)
          : apiError(404, 'NOT_FOUND', 'That access code is not valid, or it has expired.', {
              reason: 'support.consent.invalid',
            }),
    });
    const { user } = renderApp('/csr/');
    const look = await section("Look at a subscriber's equipment");
    await user.click(look.getByRole('button', { name: 'Look at the equipment' }));
    expect(look.getByText('Enter the 12-digit account number.')).toBeInTheDocument();
    expect(look.getByRole('textbox', { name: /Account number/ })).toHaveFocus();
    await user.keyboard('781245006201');
    await user.click(look.getByRole('textbox', { name: /Access code/ }));
    await user.keyboard('111111{Enter}');
    expect(await look.findByText('That access code is not valid, or it has expired.')).toBeInTheDocument();
    expect(callsTo('GET /api/support/consent/equipment')[0]!.url.search).toBe(
      '?accountNumber=781245006201&accessCode=111111',
    );

    valid = true;
    await user.click(look.getByRole('button', { name: 'Look at the equipment' }));
    expect(await look.findByText(/Arris SB8200, MAC address A4:56:30:1B:7C:01: online/)).toBeInTheDocument();
    expect(look.getByText('Cisco 4642HDC (STB-6201-1), Living room')).toBeInTheDocument();
    expect(look.queryByText('That access code is not valid, or it has expired.')).not.toBeInTheDocument();
  });
});

describe("the agent desk's report and chat lists", () => {
  it('says when each list is empty', async () => {
    mockApi(agentSession);
    renderApp('/csr/');
    expect(await screen.findByText('No service-issue reports.')).toBeInTheDocument();
    expect(await screen.findByText('No cable theft reports.')).toBeInTheDocument();
    expect(await screen.findByText('No ended chats.')).toBeInTheDocument();
  });

  it('shows the reports with their details and a chat with its transcript, in Spanish', async () => {
    mockApi({
      ...agentSession,
      'GET /api/support/desk/service-reports': () =>
        json(200, {
          reports: [
            {
              caseNumber: 'SR-00000007',
              accountNumber: '781245006201',
              userId: 'jsmith',
              name: 'John Smith',
              email: 'john@example.com',
              phone: '(516) 555-0100',
              productName: 'internet',
              comments: 'No internet since this morning',
              createdAt: '2026-11-26T14:00:00.000Z',
            },
          ],
        }),
      'GET /api/support/desk/theft-reports': () =>
        json(200, {
          reports: [
            {
              id: 'TR-ABCDEFGH',
              accountNumber: '781245006201',
              userId: 'jsmith',
              suspect: {
                FirstName: 'Pat',
                LastName: 'Doe',
                AddressLine1: '12 Main St',
                AddressLine2: '',
                City: 'Hicksville',
                State: 'NY',
                Description: 'A cable runs next door',
              },
              point: { latitude: 40.7623, longitude: -73.523, zip: '11801' },
              createdAt: '2026-11-26T14:05:00.000Z',
            },
          ],
        }),
      'GET /api/support/desk/ended-chats': () =>
        json(200, {
          chats: [
            {
              id: 'chat-1',
              userId: 'jsmith',
              userName: 'John Smith',
              topic: 'internet',
              status: 'ended',
              lang: 'en',
              agentName: 'Alex Agent',
              startedAt: '2026-11-26T13:00:00.000Z',
              endedAt: '2026-11-26T13:10:00.000Z',
              messages: [
                {
                  id: 'm1',
                  seq: 1,
                  author: 'subscriber',
                  kind: 'text',
                  body: 'My modem blinks',
                  agentName: null,
                  at: '2026-11-26T13:00:00.000Z',
                },
                {
                  id: 'm2',
                  seq: 2,
                  author: 'system',
                  kind: 'joined',
                  body: '',
                  agentName: 'Alex Agent',
                  at: '2026-11-26T13:01:00.000Z',
                },
                {
                  id: 'm3',
                  seq: 3,
                  author: 'agent',
                  kind: 'text',
                  body: 'Restart it, please.',
                  agentName: 'Alex Agent',
                  at: '2026-11-26T13:02:00.000Z',
                },
                {
                  id: 'm4',
                  seq: 4,
                  author: 'system',
                  kind: 'ended',
                  body: 'subscriber',
                  agentName: null,
                  at: '2026-11-26T13:10:00.000Z',
                },
              ],
            },
          ],
        }),
    });
    const { user } = renderApp('/espanol/csr/');
    const reports = await section('Reportes de problemas de servicio');
    expect(await reports.findByRole('heading', { name: 'SR-00000007: Internet' })).toBeInTheDocument();
    expect(
      reports.getByText(/De John Smith \(jsmith, cuenta 781245006201\), john@example.com/),
    ).toBeInTheDocument();
    expect(reports.getByText('No internet since this morning')).toBeInTheDocument();

    const thefts = await section('Reportes de robo de cable');
    expect(await thefts.findByRole('heading', { name: 'TR-ABCDEFGH: Pat Doe' })).toBeInTheDocument();
    expect(thefts.getByText(/12 Main St, Hicksville, NY/)).toBeInTheDocument();
    expect(thefts.getByText('Punto en el mapa 40.7623, -73.523 (código postal 11801)')).toBeInTheDocument();

    const chats = await section('Chats terminados');
    expect(await chats.findByRole('heading', { name: 'John Smith (jsmith): Internet' })).toBeInTheDocument();
    await user.click(chats.getByText('Transcripción (4 mensajes)'));
    const transcript = chats.getByRole('list', { name: 'Transcripción del chat con John Smith' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('John Smith: My modem blinks'),
      expect.stringContaining('Alex Agent se unió al chat.'),
      expect.stringContaining('Alex Agent: Restart it, please.'),
      expect.stringContaining('El suscriptor terminó el chat.'),
    ]);
  });
});
