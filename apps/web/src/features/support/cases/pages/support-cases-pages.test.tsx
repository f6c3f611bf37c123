import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CreditOverview, SupportCase } from '@coax/contract';
import { renderApp } from '../../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createSessionState } from '../../../../test/factories.ts';

const session = () => json(200, createSessionState());
const OUTAGE = {
  outageRef: 'outage:LI-HKS-01:1',
  startedAt: '2026-11-23T10:00:00.000Z',
  clearedAt: '2026-11-23T18:00:00.000Z',
  hours: 8,
  amountCents: 450,
  byRule: true,
  minHours: 6,
};
const overview = (o: Partial<CreditOverview> = {}): CreditOverview => ({
  outages: [OUTAGE],
  requests: [],
  ...o,
});
const aCase = (o: Partial<SupportCase> = {}): SupportCase => ({
  id: 'SC-ABCDEFGH',
  service: 'internet',
  templateName: 'general',
  subject: 'Slow evenings',
  question: 'It is slow.',
  status: 'answered',
  attachment: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  answer: 'Restart the modem.',
  answeredAt: '2026-11-21T10:00:00.000Z',
  ...o,
});

describe('credit request /support/credit-request', () => {
  it('shows the loading state, then the outage, and requests its credit once approved by rule', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/session': session,
      'GET /api/support/credit-request': () => json(200, overview()),
      'POST /api/support/credit-request': (req) => {
        sent.push(req.body);
        expect(req.headers.get('idempotency-key')).toBeTruthy();
        return json(201, {
          id: 'CR-ABCDEFGH',
          reason: 'outage',
          status: 'approved',
          periodStart: OUTAGE.startedAt,
          periodEnd: OUTAGE.clearedAt,
          amountCents: 450,
          byRule: true,
          note: '',
          createdAt: '2026-11-26T10:00:00.000Z',
          decidedAt: '2026-11-26T10:00:00.000Z',
        });
      },
    });
    const { user } = renderApp('/support/credit-request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a credit' })).toBeInTheDocument();
    expect(await screen.findByText('Credit: $4.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request this credit' }));
    expect(
      await screen.findByText('Your credit of $4.50 is approved. It will show on your next bill.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'outage', outageRef: OUTAGE.outageRef }]);
  });

  it('says when there is no outage, and retries after a failure', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': session,
      'GET /api/support/credit-request': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'x') : json(200, overview({ outages: [] })),
    });
    const { user } = renderApp('/support/credit-request');
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(
      await screen.findByText('There was no outage on your network in the last 30 days.'),
    ).toBeInTheDocument();
  });

  it('shows a refusal in Spanish', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/support/credit-request': () => json(200, overview()),
      'POST /api/support/credit-request': () =>
        apiError(409, 'CONFLICT', 'A credit was already requested for this.', {
          reason: 'support.credit.duplicate',
        }),
    });
    const { user } = renderApp('/espanol/support/credit-request');
    await user.click(await screen.findByRole('button', { name: 'Solicitar este crédito' }));
    expect(await screen.findByText('Ya se solicitó un crédito por esto.')).toBeInTheDocument();
  });
});

describe('email us /support/email-us', () => {
  it('lists the answered cases and refuses a non-image attachment by its content', async () => {
    let posted = false;
    mockApi({
      'GET /api/session': session,
      'GET /api/support/cases': () => json(200, { cases: [aCase()] }),
      'POST /api/support/email-us': () => {
        posted = true;
        return json(500, {});
      },
    });
    const { user } = renderApp('/support/email-us');
    expect(await screen.findByText('Restart the modem.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Your question'), 'A question');
    await user.type(screen.getByLabelText('Your name'), 'John');
    await user.type(screen.getByLabelText('Your e-mail address'), 'john@example.com');
    const text = new File(['not a picture'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachment (optional)'), text);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('Attach a PNG, JPEG or PDF file.')).not.toHaveLength(0);
    await waitFor(() => expect(posted).toBe(false));
  });

  it('says when there are no cases yet', async () => {
    mockApi({ 'GET /api/session': session, 'GET /api/support/cases': () => json(200, { cases: [] }) });
    renderApp('/support/email-us');
    expect(await screen.findByText('You have not sent us a message yet.')).toBeInTheDocument();
  });
});
