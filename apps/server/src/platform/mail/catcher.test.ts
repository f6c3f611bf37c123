import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './catcher.ts';
import { smtpMailer } from './mailer.ts';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ port: 0, now: () => Date.now() });
});
afterAll(() => catcher.close());

/** Starts a message on a raw connection, then resets the connection in the middle of it. */
async function resetMidMessage(port: number): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  let heard = '';
  let wake = () => undefined as void;
  socket.on('data', (chunk: Buffer) => {
    heard += chunk.toString();
    wake();
  });
  /** Waits until the server's answers so far end with a final line of this code. */
  const answered = async (code: string) => {
    while (!new RegExp(`(^|\\r\\n)${code} [^\\r]*\\r\\n$`).test(heard)) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    heard = '';
  };
  await answered('220');
  socket.write('EHLO sender.example\r\n');
  await answered('250');
  // The sender is accepted: the message has begun, and the reset falls inside it.
  socket.write('MAIL FROM:<someone@sender.example>\r\n');
  await answered('250');
  socket.resetAndDestroy();
  await new Promise((resolve) => socket.once('close', resolve));
}

describe('the mail catcher', () => {
  it('keeps serving when a sender goes away in the middle of a message', async () => {
    await resetMidMessage(catcher.port);
    const mailer = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'no-reply@coax.example');
    await mailer.send({ to: 'after@example.com', subject: 'After the reset', text: 'Still here' });
    mailer.close?.();
    expect(catcher.messages()[0]?.subject).toBe('After the reset');
  });
});
