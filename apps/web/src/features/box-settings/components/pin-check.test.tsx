import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createSessionState } from '../../../test/factories.ts';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createBoxSettingsBoxes, createBoxSettingsView } from '../../../test/box-settings-factories.ts';

function setup(answer: (pin: string) => object) {
  const api = mockApi({
    'GET /api/session': () => json(200, createSessionState()),
    'GET /api/box-settings/boxes': () => json(200, createBoxSettingsBoxes()),
    'GET /api/box-settings': () => json(200, createBoxSettingsView()),
    'POST /api/box-settings/validate-pin': (r) => json(200, answer((r.body as { pin: string }).pin)),
  });
  const app = renderApp('/tv/settings');
  return { ...api, ...app };
}

async function findCheck() {
  const region = await screen.findByRole('region', { name: 'Check a PIN' });
  const group = within(region).getByRole('group', { name: 'PIN' });
  const box = (n: number) => within(group).getByLabelText(`Digit ${n} of 4`);
  return { region, group, box };
}

describe('the four-box PIN entry (seed 002 §5)', () => {
  it('moves to the next box on a digit, strips letters and blocks space', async () => {
    const { user } = setup(() => ({}));
    const { box } = await findCheck();
    await user.click(box(1));
    await user.keyboard('7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    await user.keyboard('a ');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('8');
    expect(box(3)).toHaveFocus();
  });

  it('goes back on backspace in an empty box, clearing the box before', async () => {
    const { user } = setup(() => ({}));
    const { box } = await findCheck();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('fills every box from a pasted PIN', async () => {
    const { user } = setup(() => ({}));
    const { box } = await findCheck();
    await user.click(box(2));
    await user.paste('4-3-2-1');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['4', '3', '2', '1']);
    expect(box(4)).toHaveFocus();
  });

  it("answers 'pin is required' for an empty PIN without asking the server", async () => {
    const { user, callsTo } = setup(() => ({}));
    const { region } = await findCheck();
    await user.click(within(region).getByRole('button', { name: 'Check PIN' }));
    expect(await within(region).findByText('pin is required')).toBeInTheDocument();
    expect(callsTo('POST /api/box-settings/validate-pin')).toHaveLength(0);
  });

  it('tells a wrong PIN from the right one, with the tries left', async () => {
    const { user, callsTo } = setup((pin) =>
      pin === '1234'
        ? { result: 'VALID', attemptsRemaining: 5, lockedUntil: null }
        : { result: 'INVALID', attemptsRemaining: 4, lockedUntil: null },
    );
    const { region, box } = await findCheck();
    await user.click(box(1));
    await user.keyboard('9999');
    await user.click(within(region).getByRole('button', { name: 'Check PIN' }));
    expect(await within(region).findByText('That PIN is not correct.')).toBeInTheDocument();
    expect(within(region).getByText('4 tries left before checking locks.')).toBeInTheDocument();
    expect(box(1)).toHaveValue('');
    await user.click(within(region).getByLabelText('Purchase PIN'));
    await user.click(box(1));
    await user.keyboard('1234');
    await user.click(within(region).getByRole('button', { name: 'Check PIN' }));
    expect(await within(region).findByText('That PIN is correct.')).toBeInTheDocument();
    expect(callsTo('POST /api/box-settings/validate-pin').map((c) => c.body)).toEqual([
      { deviceId: 1, pinType: 'parental', pin: '9999' },
      { deviceId: 1, pinType: 'purchase', pin: '1234' },
    ]);
  });

  it('explains a locked check', async () => {
    const { user } = setup(() => ({ result: 'LOCKED', attemptsRemaining: 0, lockedUntil: 1 }));
    const { region, box } = await findCheck();
    await user.click(box(1));
    await user.keyboard('0000');
    await user.click(within(region).getByRole('button', { name: 'Check PIN' }));
    expect(
      await within(region).findByText('Too many wrong tries. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument();
  });
});
