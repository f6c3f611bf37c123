import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer.ts';

// The outbox sends its batch one message after another: the mailer keeps its connection for them.

let connections = 0;
let messages = 0;
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, done) {
      connections += 1;
      done();
    },
    onData(stream, _session, done) {
      stream.on('end', () => {
        messages += 1;
        done();
      });
      stream.resume();
    },
  });
  port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function sendFive(url: string): Promise<{ connections: number; messages: number }> {
  connections = 0;
  messages = 0;
  const mailer = smtpMailer(url, 'no-reply@coax.example');
  try {
    for (let i = 0; i < 5; i++) await mailer.send({ to: `n${i}@example.com`, subject: `N ${i}`, text: 'x' });
  } finally {
    mailer.close?.();
  }
  return { connections, messages };
}

describe('the SMTP mailer', () => {
  it('sends one message after another on one connection', async () => {
    expect(await sendFive(`smtp://127.0.0.1:${port}`)).toEqual({ connections: 1, messages: 5 });
  });

  it('opens one per message when the URL asks for no pool', async () => {
    expect(await sendFive(`smtp://127.0.0.1:${port}?pool=false`)).toEqual({ connections: 5, messages: 5 });
  });
});
