import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createBoxSettings,
  createBoxSettingsBoxes,
  createBoxSettingsView,
} from '../../../test/box-settings-factories.ts';

const signedIn =
  (primary = true) =>
  () =>
    json(
      200,
      createSessionState({ user: createSessionUser({ primary, id: primary ? 'jsmith' : 'jsmith.kid' }) }),
    );

function mockSettings(
  extra: Record<string, (r: MockRequest) => Response> = {},
  boxes = createBoxSettingsBoxes(),
) {
  return mockApi({
    'GET /api/session': signedIn(boxes.canChange),
    'GET /api/box-settings/boxes': () => json(200, boxes),
    'GET /api/box-settings': (r) => {
      const deviceId = Number(r.url.searchParams.get('deviceId'));
      const box = boxes.boxes.find((b) => b.deviceId === deviceId);
      return json(200, createBoxSettingsView({ deviceId, alias: box?.alias ?? 'Box' }));
    },
    ...extra,
  });
}

async function findForm() {
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: 'Box settings' });
  return within(main).findByRole('form', { name: 'Box settings' });
}

describe('box settings /tv/settings', () => {
  it('sends a visitor to sign in with the page as the referer', async () => {
    mockApi();
    const { currentPath } = renderApp('/tv/settings');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/tv/settings&reason=none'));
  });

  it("shows the first box's settings and which PINs are set", async () => {
    mockSettings();
    renderApp('/tv/settings');
    const form = await findForm();
    expect(within(form).getByLabelText('Display resolution')).toHaveValue('1080i');
    expect(within(form).getByLabelText('Aspect ratio')).toHaveValue('16:9');
    expect(screen.getByLabelText('TV box')).toHaveValue('1');
    const pins = within(form).getByRole('group', { name: 'PINs' });
    expect(within(pins).getByText('Parental PIN').nextElementSibling).toHaveTextContent('Set');
    expect(within(pins).getByText('Purchase PIN').nextElementSibling).toHaveTextContent('Not set');
  });

  it('refuses 4:3 at 1080i with the seed message before sending anything, then saves at 480p', async () => {
    const { callsTo } = mockSettings({
      'POST /api/box-settings': (r) =>
        json(
          200,
          createBoxSettingsView({
            settings: (r.body as { settings: ReturnType<typeof createBoxSettings> }).settings,
          }),
        ),
    });
    const { user } = renderApp('/tv/settings');
    const form = await findForm();
    await user.selectOptions(within(form).getByLabelText('Aspect ratio'), '4:3');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert');
    const seed = 'To choose “4:3”, you must change Display resolution to “480p” or “480i”.';
    expect(within(summary).getByRole('link', { name: seed })).toBeInTheDocument();
    expect(callsTo('POST /api/box-settings')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/Display resolution/), '480p');
    await waitFor(() => expect(screen.queryByText(seed)).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your settings for Living Room were saved.')).toBeInTheDocument();
    const sent = callsTo('POST /api/box-settings')[0]?.body as {
      deviceId: number;
      settings: unknown;
      pins?: unknown;
    };
    expect(sent.deviceId).toBe(1);
    expect(sent.settings).toEqual(
      createBoxSettings((s) => (s.display = { resolution: '480p', aspectRatio: '4:3' })),
    );
    expect(sent.pins).toBeUndefined();
  });

  it('checks the timer and time blocks with the seed messages', async () => {
    mockSettings();
    const { user } = renderApp('/tv/settings');
    const form = await findForm();
    await user.click(within(form).getByLabelText('Turn the box on and off at set times'));
    // A browser's time and date inputs report whole values, as these events do.
    fireEvent.change(within(form).getByLabelText('Turn on at'), { target: { value: '23:30' } });
    await user.click(within(form).getByRole('button', { name: 'Add a time block' }));
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '2026-12-05' } });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Turn on time must be before turn off time.')).toBeInTheDocument();
    expect(within(summary).getByText('Time blocks can be set up to 14 days ahead.')).toBeInTheDocument();
  });

  it('refuses to save while a time field cannot be read as a time', async () => {
    const { callsTo } = mockSettings();
    const { user } = renderApp('/tv/settings');
    const form = await findForm();
    await user.click(within(form).getByLabelText('Turn the box on and off at set times'));
    fireEvent.change(within(form).getByLabelText('Turn off at'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter a time as HH:MM, for example 07:00.' }),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/box-settings')).toHaveLength(0);
  });

  it('sends a new four-digit PIN and refuses a partly typed one', async () => {
    const { callsTo } = mockSettings({
      'POST /api/box-settings': () =>
        json(200, createBoxSettingsView({ pins: { parental: true, purchase: true } })),
    });
    const { user } = renderApp('/tv/settings');
    const form = await findForm();
    const purchase = within(form).getByRole('group', { name: 'New purchase PIN' });
    await user.click(within(purchase).getByLabelText('Digit 1 of 4'));
    await user.keyboard('12');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A PIN is 4 digits.');
    await user.click(within(purchase).getByLabelText('Digit 3 of 4'));
    await user.keyboard('34');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your settings for Living Room were saved.');
    expect(callsTo('POST /api/box-settings')[0]?.body).toMatchObject({ pins: { purchase: '1234' } });
  });

  it('copies the settings to another box', async () => {
    const { callsTo } = mockSettings({
      'POST /api/box-settings/copy': () =>
        json(200, createBoxSettingsView({ deviceId: 4, alias: 'Bedroom' })),
    });
    const { user } = renderApp('/tv/settings');
    await findForm();
    const copy = screen.getByRole('region', { name: 'Copy these settings' });
    expect(within(copy).getByLabelText('Copy to')).toHaveValue('4');
    await user.click(within(copy).getByRole('button', { name: 'Copy settings' }));
    expect(
      await within(copy).findByText('The settings of Living Room were copied to Bedroom.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/box-settings/copy')[0]?.body).toEqual({ fromDeviceId: 1, toDeviceId: 4 });
  });

  it('switches box through the address', async () => {
    mockSettings();
    const { user, currentPath } = renderApp('/tv/settings');
    await findForm();
    await user.selectOptions(screen.getByLabelText('TV box'), '4');
    await waitFor(() => expect(currentPath()).toBe('/tv/settings?box=4'));
    const copy = await screen.findByRole('region', { name: 'Copy these settings' });
    expect(within(copy).getByLabelText('Copy to')).toHaveValue('1');
  });

  it('lets a secondary id check a PIN but not change anything', async () => {
    mockSettings({}, createBoxSettingsBoxes({ canChange: false }));
    renderApp('/tv/settings');
    const form = await findForm();
    expect(
      screen.getByText(/Only the account's primary holder can change box settings and PINs/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Aspect ratio')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Copy these settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Check a PIN' })).toBeInTheDocument();
  });

  it('offers a retry when the boxes cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': signedIn(),
      'GET /api/box-settings/boxes': () =>
        fail ? apiError(503, 'INTERNAL', 'down') : json(200, createBoxSettingsBoxes()),
      'GET /api/box-settings': () => json(200, createBoxSettingsView()),
    });
    const { user } = renderApp('/tv/settings');
    expect(
      await screen.findByText('We could not load your box settings. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findForm();
  });

  it('explains when the account has no TV service', async () => {
    mockApi({
      'GET /api/session': signedIn(),
      'GET /api/box-settings/boxes': () => apiError(403, 'FORBIDDEN', 'no tv'),
    });
    renderApp('/tv/settings');
    expect(
      await screen.findByText('Box settings come with TV service, which this account does not have.'),
    ).toBeInTheDocument();
  });

  it('is in Spanish under /espanol', async () => {
    mockSettings();
    renderApp('/espanol/tv/settings');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Configuración de los equipos' }),
    ).toBeInTheDocument();
    expect(await within(main).findByLabelText('Resolución de pantalla')).toHaveValue('1080i');
  });
});
