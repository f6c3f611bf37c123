import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_CHAT_PRESENCE_MS, SUPPORT_CHAT_SENDS_PER_MINUTE } from '@coax/domain';
import { MINUTE } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
let key = 0;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Northwind' } });
  // a second agent, to show one agent cannot answer another's chat
  const agent = await app.db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', 'agent1')
    .executeTakeFirstOrThrow();
  await app.db.kysely
    .insertInto('users')
    .values({ ...agent, id: 'agent2', display_name: 'Agent Two' })
    .execute();
});
afterAll(async () => app.close());

const signedIn = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const start = (
  b: Browser,
  body: object = { topic: 'internet', message: 'My modem blinks orange', lang: 'en' },
) => b.post('/api/support/chat', body, { headers: { 'idempotency-key': `chat-test-${++key}` } });
const chatMail = (chatId: string) =>
  app.db.kysely.selectFrom('outbox').selectAll().where('topic', 'like', `%:${chatId}`).execute();
const available = async (b: Browser, on: boolean) =>
  expect((await b.post('/api/support/chat/presence', { available: on })).statusCode).toBe(200);

/** Ends whatever chat the subscriber has open, so each test starts clean. */
async function endOpen(id: string) {
  const b = await signedIn(id);
  const open = (await b.get('/api/support/chat/current')).json().chat;
  if (open) await b.post(`/api/support/chat/${open.chat.id}/end`, {});
}

let agent: Browser;
beforeEach(async () => {
  agent = await signedIn('agent1');
  await available(agent, false);
  await endOpen('jsmith');
  await endOpen('netonly');
});

describe('live chat with no agent available', () => {
  it('keeps the message as a case and sends one acknowledgement, even when retried', async () => {
    const b = await signedIn('jsmith');
    const headers = { 'idempotency-key': 'chat-no-agent-1' };
    const body = { topic: 'tv', message: 'No picture on channel 4', lang: 'es' };
    const res = await b.post('/api/support/chat', body, { headers });
    expect(res.statusCode).toBe(200);
    const { chat, messages } = res.json();
    expect(chat.status).toBe('case');
    expect(messages.map((m: { kind: string; seq: number }) => [m.seq, m.kind])).toEqual([
      [1, 'text'],
      [2, 'case'],
    ]);
    const again = await b.post('/api/support/chat', body, { headers });
    expect(again.json().chat.id).toBe(chat.id);
    const mail = await chatMail(chat.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', recipient: 'jsmith@coax.example' });
    expect(mail[0]?.subject).toBe('Northwind: recibimos su mensaje');
    expect(mail[0]?.body).toContain('No picture on channel 4');
    // a case is no open chat: the panel starts afresh
    expect((await b.get('/api/support/chat/current')).json().chat).toBeNull();
  });

  it('counts an agent gone once the presence runs out', async () => {
    await available(agent, true);
    app.clock.advance(SUPPORT_CHAT_PRESENCE_MS);
    const res = await start(await signedIn('jsmith'));
    expect(res.json().chat.status).toBe('case');
  });
});

describe('live chat with an agent', () => {
  it('queues the chat, lets the agent take it and reply, and keeps the order', async () => {
    await available(agent, true);
    const b = await signedIn('jsmith');
    const started = await start(b);
    expect(started.statusCode).toBe(200);
    const id: string = started.json().chat.id;
    expect(started.json().chat.status).toBe('waiting');
    expect((await chatMail(id)).length).toBe(0);

    const queue = (await agent.get('/api/support/chat/queue')).json();
    expect(queue.available).toBe(true);
    expect(queue.waiting).toContainEqual(
      expect.objectContaining({
        id,
        userId: 'jsmith',
        firstMessage: 'My modem blinks orange',
        topic: 'internet',
      }),
    );

    const taken = await agent.post(`/api/support/chat/${id}/take`, {});
    expect(taken.statusCode).toBe(200);
    expect(taken.json().chat).toMatchObject({ status: 'active', agentName: expect.any(String) });
    expect((await agent.get('/api/support/chat/queue')).json().mine.map((c: { id: string }) => c.id)).toEqual(
      [id],
    );

    const reply = await agent.post(`/api/support/chat/${id}/messages`, { body: 'Let us restart it.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ seq: 3, author: 'agent', kind: 'text' });
    expect((await b.post(`/api/support/chat/${id}/messages`, { body: '  Thanks  ' })).json().body).toBe(
      'Thanks',
    );

    const seen = (await b.get(`/api/support/chat/${id}`)).json();
    expect(
      seen.messages.map(
        (m: { seq: number; author: string; kind: string }) => `${m.seq}${m.author}:${m.kind}`,
      ),
    ).toEqual(['1subscriber:text', '2system:joined', '3agent:text', '4subscriber:text']);
    expect((await b.get('/api/support/chat/current')).json().chat.chat.id).toBe(id);
  });

  it('gives a chat to the first of two agents taking it at once', async () => {
    await available(agent, true);
    const id: string = (await start(await signedIn('jsmith'))).json().chat.id;
    const other = await signedIn('agent2');
    const answers = await Promise.all([
      agent.post(`/api/support/chat/${id}/take`, {}),
      other.post(`/api/support/chat/${id}/take`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.reason).toBe('support.chat.taken');
    const winner = answers[0].statusCode === 200 ? agent : other;
    const joined = (await winner.get(`/api/support/chat/${id}`)).json();
    const events = joined.messages.filter((m: { kind: string }) => m.kind === 'joined');
    expect(events).toHaveLength(1);
  });

  it('ends from either side, refuses messages afterwards, and e-mails the transcript once', async () => {
    await available(agent, true);
    const b = await signedIn('jsmith');
    const id: string = (await start(b)).json().chat.id;
    await agent.post(`/api/support/chat/${id}/take`, {});
    await agent.post(`/api/support/chat/${id}/messages`, { body: 'Anything else?' });
    expect((await b.post(`/api/support/chat/${id}/transcript`, {})).statusCode).toBe(409);

    const ended = await agent.post(`/api/support/chat/${id}/end`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json().chat.status).toBe('ended');
    expect(ended.json().messages.at(-1)).toMatchObject({ kind: 'ended', body: 'agent' });
    const late = await b.post(`/api/support/chat/${id}/messages`, { body: 'Wait' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('support.chat.ended');
    expect((await b.post(`/api/support/chat/${id}/end`, {})).statusCode).toBe(409);

    expect((await agent.post(`/api/support/chat/${id}/transcript`, {})).statusCode).toBe(403);
    const first = await b.post(`/api/support/chat/${id}/transcript`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().transcriptSent).toBe(true);
    await b.post(`/api/support/chat/${id}/transcript`, {});
    const mail = await chatMail(id);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Northwind: your chat transcript');
    expect(mail[0]?.body).toContain('My modem blinks orange');
    expect(mail[0]?.body).toContain('Anything else?');
  });

  it('limits how fast one person sends', async () => {
    await available(agent, true);
    const b = await signedIn('jsmith');
    const id: string = (await start(b)).json().chat.id;
    // the first message counts toward the minute
    for (let i = 1; i < SUPPORT_CHAT_SENDS_PER_MINUTE; i++) {
      expect((await b.post(`/api/support/chat/${id}/messages`, { body: `line ${i}` })).statusCode).toBe(201);
    }
    const refused = await b.post(`/api/support/chat/${id}/messages`, { body: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.reason).toBe('support.chat.too-fast');
    app.clock.advance(MINUTE);
    expect((await b.post(`/api/support/chat/${id}/messages`, { body: 'one more' })).statusCode).toBe(201);
  });
});

describe('who may reach a chat', () => {
  it("never shows one account's chat to another, nor lets an agent answer another's", async () => {
    await available(agent, true);
    const id: string = (await start(await signedIn('jsmith'))).json().chat.id;
    const stranger = await signedIn('netonly');
    for (const res of [
      await stranger.get(`/api/support/chat/${id}`),
      await stranger.post(`/api/support/chat/${id}/messages`, { body: 'hi' }),
      await stranger.post(`/api/support/chat/${id}/end`, {}),
      await stranger.get(`/api/support/chat/${id}/events`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.reason).toBe('support.chat.not-found');
    }
    expect((await stranger.get('/api/support/chat/queue')).statusCode).toBe(403);
    await agent.post(`/api/support/chat/${id}/take`, {});
    const other = await signedIn('agent2');
    expect((await other.get(`/api/support/chat/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/support/chat/${id}/messages`, { body: 'hi' })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and no session with 401', async () => {
    const b = await signedIn('jsmith');
    const long = await start(b, { topic: 'tv', message: 'x'.repeat(1001), lang: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('A message can be at most 1000 characters.');
    expect((await start(b, { topic: 'tv', message: '   ', lang: 'en' })).statusCode).toBe(400);
    expect((await start(b, { topic: 'cable', message: 'hi', lang: 'en' })).statusCode).toBe(400);
    expect((await b.get('/api/support/chat/not-a-chat')).statusCode).toBe(400);
    expect((await b.get('/api/support/chat/not-a-chat/events')).statusCode).toBe(400);
    const bad = await b.request({
      method: 'GET',
      url: '/api/support/chat/00000000-0000-4000-8000-000000000000/events',
      headers: { 'last-event-id': 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await start(agent)).statusCode).toBe(403);
    expect((await new Browser(app).get('/api/support/chat/current')).statusCode).toBe(401);
    expect(
      (await new Browser(app).get('/api/support/chat/00000000-0000-4000-8000-000000000000/events'))
        .statusCode,
    ).toBe(401);
  });
});

describe('the event stream', () => {
  it('resumes after Last-Event-ID with nothing lost or doubled, and ends with the chat', async () => {
    await available(agent, true);
    const b = await signedIn('jsmith');
    const id: string = (await start(b)).json().chat.id;
    await agent.post(`/api/support/chat/${id}/take`, {});
    await agent.post(`/api/support/chat/${id}/messages`, { body: 'first reply' });
    await agent.post(`/api/support/chat/${id}/messages`, { body: 'second reply' });
    await b.post(`/api/support/chat/${id}/end`, {});
    const res = await b.request({
      method: 'GET',
      url: `/api/support/chat/${id}/events`,
      headers: { 'last-event-id': '2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const ids = [...res.body.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual([3, 4, 5]);
    expect(res.body).toContain('"body":"first reply"');
    expect(res.body).toContain('"kind":"ended"');
  });

  it('delivers a reply live to an open stream', async () => {
    await available(agent, true);
    const b = await signedIn('jsmith');
    const id: string = (await start(b)).json().chat.id;
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const abort = new AbortController();
    const res = await fetch(`${address}/api/support/chat/${id}/events`, {
      headers: { cookie, 'last-event-id': '1' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('retry:');
    await agent.post(`/api/support/chat/${id}/take`, {});
    await agent.post(`/api/support/chat/${id}/messages`, { body: 'Hello from the desk' });
    await readUntil('Hello from the desk');
    await agent.post(`/api/support/chat/${id}/end`, {});
    await readUntil('"kind":"ended"');
    abort.abort();
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual([2, 3, 4]);
  });
});
