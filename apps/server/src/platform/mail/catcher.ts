import { createHash } from 'node:crypto';
import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the local catcher received. */
export interface CaughtMessage {
  id: string;
  receivedAt: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** the files it carried: name, type and size in bytes */
  attachments: { fileName: string; contentType: string; bytes: number; sha256: string }[];
}

export interface MailCatcher {
  /** the port it listens on (the one asked for, or the one the system gave for 0) */
  port: number;
  /** newest first */
  messages(): readonly CaughtMessage[];
  find(id: string): CaughtMessage | undefined;
  /** resolves with the first message (already here or still to come) that matches */
  waitFor(match: (m: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  close(): Promise<void>;
}

/** How many messages the catcher keeps; older ones drop off. */
export const MAIL_CATCHER_KEEP = 100;
/** A development message is a few kilobytes; this only stops a runaway sender filling memory. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((a) => a.value.map((v) => v.address ?? v.name));
}

/**
 * A small SMTP server that keeps what it receives in memory, so a developer (at /dev/mailbox)
 * or a test can read what the portal sent without a real mail server. Listens on loopback only.
 */
export async function startMailCatcher(opts: { port: number; now: () => number }): Promise<MailCatcher> {
  const kept: CaughtMessage[] = [];
  const waiters = new Set<{ match: (m: CaughtMessage) => boolean; resolve: (m: CaughtMessage) => void }>();
  let next = 1;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const message: CaughtMessage = {
            id: String(next++),
            receivedAt: opts.now(),
            from: addresses(mail.from)[0] ?? '',
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html === false ? null : mail.html,
            attachments: mail.attachments.map((a) => ({
              fileName: a.filename ?? '',
              contentType: a.contentType,
              bytes: a.size,
              sha256: createHash('sha256').update(a.content).digest('hex'),
            })),
          };
          kept.unshift(message);
          kept.length = Math.min(kept.length, MAIL_CATCHER_KEEP);
          for (const w of waiters) {
            if (w.match(message)) {
              waiters.delete(w);
              w.resolve(message);
            }
          }
          done();
        })
        .catch((e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
    },
  });

  // A sender that goes away in the middle of a message (its process killed, its connection reset)
  // loses that message only; unheard, the error would end the whole server.
  server.on('error', () => undefined);

  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : opts.port);
    });
  });

  return {
    port,
    messages: () => kept,
    find: (id) => kept.find((m) => m.id === id),
    waitFor(match, timeoutMs = 5000) {
      const already = kept.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (m: CaughtMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
