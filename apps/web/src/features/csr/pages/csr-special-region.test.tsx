import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';

// Seed 000: "a fixed list of corp codes is flagged as a special region (the codes are not
// shown)": the agent desk marks a subscriber whose corp is one of them, and never shows a code.

const agent = { id: 'agent1', name: 'Alex Agent' };
const match = (id: string, specialRegion: boolean) => ({
  id,
  accountNumber: id === 'sregion' ? '781245007110' : '781245006201',
  primary: true,
  biz: false,
  signInBanned: false,
  specialRegion,
});

async function lookUp(path: string, label: RegExp, submit: RegExp) {
  mockApi({
    'GET /api/session': () => json(200, createSessionState({ agent, user: null })),
    'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
    'GET /api/csr/subscribers': () =>
      json(200, { matches: [match('sregion', true), match('jsmith', false)] }),
  });
  const { user } = renderApp(path);
  await user.type(await screen.findByLabelText(label), '7812');
  await user.click(screen.getByRole('button', { name: submit }));
  return screen.findByRole('table');
}

const rowOf = (table: HTMLElement, id: string) => {
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(`^${id}`) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${id}`);
  return row;
};

describe('the agent desk marks the special region', () => {
  it('on a subscriber whose corp is in it, and on no other', async () => {
    const table = await lookUp('/csr/', /^Account number or user ID/, /^Search$/);
    expect(within(rowOf(table, 'sregion')).getByText('Special region')).toBeInTheDocument();
    expect(within(rowOf(table, 'jsmith')).queryByText('Special region')).toBeNull();
    expect(table.textContent).not.toContain('7821');
  });

  it('in Spanish', async () => {
    const table = await lookUp('/espanol/csr/', /^Número de cuenta o ID de usuario/, /^Buscar$/);
    expect(within(rowOf(table, 'sregion')).getByText('Región especial')).toBeInTheDocument();
  });
});
