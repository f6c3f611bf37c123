import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { voicemailWav } from './voicemail-audio.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

/** A message of jsmith's box made for one test, so the seed's stay as they are. */
async function addMessage(id: string, isNew = 1, account = '781245006201') {
  await app.db.kysely
    .insertInto('voicemail_messages')
    .values({
      id,
      account_number: account,
      from_number: '5165550123',
      from_name: 'Test Caller',
      received_at: app.clock.now() - 60_000,
      duration_seconds: 3,
      is_new: isNew,
      transcript: 'A test message.',
    })
    .execute();
}

const dashboardCount = async (b: Browser) => (await b.get('/api/dashboard/voicemail')).json().count;

describe('without a session or a subscriber', () => {
  it.each([
    ['GET', '/api/phone/overview'],
    ['GET', '/api/phone/voicemail'],
    ['GET', '/api/phone/voicemail/vm-0001/audio'],
    ['POST', '/api/phone/voicemail/vm-0001/heard'],
    ['POST', '/api/phone/voicemail/vm-0001/delete'],
  ])('refuses %s %s with 401', async (method, url) => {
    const b = new Browser(app);
    const res =
      method === 'GET' ? await b.get(url) : await b.post(url, url.endsWith('heard') ? { heard: true } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('NO_SESSION');
  });

  it('asks an agent who acts for nobody to choose a subscriber', async () => {
    const res = await (await as('agent1')).get('/api/phone/voicemail');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('session.choose-subscriber');
  });
});

describe('the phone overview', () => {
  it("gives jsmith the line's number and the box's counts", async () => {
    const res = await (await as('jsmith')).get('/api/phone/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phoneNumber: '5165550100', voicemail: { newCount: 3, total: 3 } });
  });

  it('refuses an account without phone service with a reason', async () => {
    const res = await (await as('netonly')).get('/api/phone/overview');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('phone.no-phone');
  });
});

describe('the voicemail inbox', () => {
  it("lists acmebiz's box newest first with callers, transcripts and their language", async () => {
    const res = await (await as('acmebiz')).get('/api/phone/voicemail');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.newCount).toBe(1);
    expect(body.messages).toEqual([
      {
        id: 'vm-0004',
        fromName: 'Lumber Yard',
        fromNumber: '7185550163',
        receivedAt: app.clock.now() - 90 * 60_000,
        durationSeconds: 31,
        isNew: true,
        transcript: expect.stringContaining('Lumber Yard'),
        transcriptLanguage: 'en',
      },
      expect.objectContaining({ id: 'vm-0005', fromName: null, isNew: false }),
    ]);
  });

  it('gives a secondary id of the account the same box (the session has no per-id voice flag)', async () => {
    const res = await (await as('jsmith.kid')).get('/api/phone/voicemail');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { id: string }) => m.id)).toEqual(['vm-0001', 'vm-0002', 'vm-0003']);
    expect(res.json().messages[2].transcriptLanguage).toBe('es');
  });

  it('lets an agent acting for a subscriber read their box', async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'acmebiz' })).statusCode).toBe(200);
    expect((await agent.get('/api/phone/voicemail')).json().newCount).toBe(1);
  });
});

describe('playing a message', () => {
  it('answers a WAV file as long as the message', async () => {
    const res = await (await as('jsmith')).get('/api/phone/voicemail/vm-0002/audio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // 8000 one-byte samples a second, after the 44-byte header
    expect(res.rawPayload.length).toBe(44 + 18 * 8000);
  });

  it('sounds the same for the same message and differently for another', () => {
    expect(Buffer.from(voicemailWav('vm-x', 2)).equals(Buffer.from(voicemailWav('vm-x', 2)))).toBe(true);
    expect(Buffer.from(voicemailWav('vm-x', 2)).equals(Buffer.from(voicemailWav('vm-y', 2)))).toBe(false);
    // not silence: the samples move away from the midpoint
    expect(
      voicemailWav('vm-x', 2)
        .subarray(44)
        .some((s) => Math.abs(s - 128) > 30),
    ).toBe(true);
  });

  it("never plays another account's message", async () => {
    const res = await (await as('acmebiz')).get('/api/phone/voicemail/vm-0001/audio');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('phone.voicemail.not-found');
  });

  it('refuses an id that cannot name a message with a 400', async () => {
    const res = await (await as('jsmith')).get('/api/phone/voicemail/vm%20one/audio');
    expect(res.statusCode).toBe(400);
  });
});

describe('marking heard and new', () => {
  it('marks a message heard and new again, and the dashboard counter agrees each time', async () => {
    await addMessage('vm-t-mark');
    const b = await as('jsmith');
    expect(await dashboardCount(b)).toBe(4);
    const heard = await b.post('/api/phone/voicemail/vm-t-mark/heard', { heard: true });
    expect(heard.statusCode).toBe(200);
    expect(heard.json()).toEqual({ newCount: 3 });
    expect(await dashboardCount(b)).toBe(3);
    const again = await b.post('/api/phone/voicemail/vm-t-mark/heard', { heard: false });
    expect(again.json()).toEqual({ newCount: 4 });
    expect(await dashboardCount(b)).toBe(4);
    await app.db.kysely.deleteFrom('voicemail_messages').where('id', '=', 'vm-t-mark').execute();
  });

  it.each([[{}], [{ heard: 'yes' }], [{ heard: true, extra: 1 }]])(
    'refuses the body %o with a 400',
    async (body) => {
      const res = await (await as('jsmith')).post('/api/phone/voicemail/vm-0001/heard', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].reason).toMatch(/^input\./);
    },
  );

  it("cannot mark another account's message and leaves it as it was", async () => {
    const res = await (await as('acmebiz')).post('/api/phone/voicemail/vm-0001/heard', { heard: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('phone.voicemail.not-found');
    expect(await dashboardCount(await as('jsmith'))).toBe(3);
  });

  it('refuses an account without phone service', async () => {
    const res = await (await as('netonly')).post('/api/phone/voicemail/vm-0001/heard', { heard: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('phone.no-phone');
  });
});

describe('deleting', () => {
  it('lets a secondary id delete a message of the line, once', async () => {
    await addMessage('vm-t-delete');
    const kid = await as('jsmith.kid');
    const res = await kid.post('/api/phone/voicemail/vm-t-delete/delete', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ newCount: 3 });
    const ids = (await kid.get('/api/phone/voicemail')).json().messages.map((m: { id: string }) => m.id);
    expect(ids).not.toContain('vm-t-delete');
    const twice = await kid.post('/api/phone/voicemail/vm-t-delete/delete', {});
    expect(twice.statusCode).toBe(404);
  });

  it("never deletes another account's message", async () => {
    await addMessage('vm-t-theirs', 0, '781245006403');
    const res = await (await as('jsmith')).post('/api/phone/voicemail/vm-t-theirs/delete', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('phone.voicemail.not-found');
    const still = await app.db.kysely
      .selectFrom('voicemail_messages')
      .select('id')
      .where('id', '=', 'vm-t-theirs')
      .execute();
    expect(still).toHaveLength(1);
  });
});
