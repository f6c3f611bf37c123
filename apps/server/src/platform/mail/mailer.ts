import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** optional HTML alternative; plain markup, no inline styles or scripts */
  html?: string;
  /**
   * A stable id (the outbox row's): the message goes out with Message-ID <id@sender's domain>, so
   * a message sent again after a crash carries the same Message-ID and the receiving side can
   * drop the copy.
   */
  id?: string;
  /** files sent with the message (the email-us attachment to the support mailbox) */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends e-mail. Implementations throw when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** How long to wait for the mail server before giving up; a send never holds a request. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Hands mail to an SMTP server named by a URL (smtp://user:pass@host:587, smtps://…). The
 * connection is kept and reused from one message to the next (a pool; `?pool=false` in the URL
 * opens one per message): the outbox sends its batch in turn, and a new connection per message
 * (greeting, EHLO, login) was most of each message's time.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send({ id, attachments, ...message }) {
      // `from` may be a bare address or a name with one: "Coax" <no-reply@coax.example>
      const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
      await transport.sendMail({
        from,
        ...message,
        ...(attachments ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
        ...(id ? { messageId: `<${id}@${domain}>` } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** Where no mail server is configured (production without SMTP_URL): says so instead of sending. */
export function unconfiguredMailer(warn: (msg: string) => void): Mailer {
  return {
    send(message) {
      warn(`mail not sent (SMTP_URL is not set): "${message.subject}"`);
      return Promise.resolve();
    },
  };
}
