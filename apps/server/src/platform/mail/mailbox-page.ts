import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors.ts';
import type { Caller } from '../http/caller.ts';
import type { CaughtMessage, MailCatcher } from './catcher.ts';
import { escapeHtml } from '../html.ts';

// The development mailbox: what the local catcher received, as plain pages. Outside /api and
// the contract, served only while the catcher runs (never in production, where mail goes to
// SMTP_URL or nowhere). It holds every subscriber's mail, so only an operator (a signed-in
// agent, role csr) may read it. The app's security headers apply as to any page; the markup
// needs no script and no inline style, so the CSP stays as strict.

export const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** A development page in the mailbox's frame and style sheet. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/dev/mailbox.css">
<link rel="icon" href="data:,">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function listPage(brand: string, messages: readonly CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td>${escapeHtml(m.to.join(', '))}</td>
<td>${escapeHtml(when(m.receivedAt))}</td>
</tr>`,
    )
    .join('\n');
  return page(
    `${brand} development mailbox`,
    `<h1>${escapeHtml(brand)} development mailbox</h1>
<p><a href="/dev/texts">Text messages the portal sent</a></p>
<p>Mail the portal sends while no SMTP_URL is set. The newest ${messages.length === 1 ? 'message is' : 'messages are'} first; the last 100 are kept in memory until the server stops.</p>
${
  messages.length === 0
    ? '<p class="empty">No mail yet.</p>'
    : `<div class="scroll"><table>
<caption>Received mail</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`
}`,
  );
}

function messagePage(m: CaughtMessage): string {
  return page(
    m.subject || '(no subject)',
    `<p><a href="/dev/mailbox">All mail</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(m.from)}</dd>
<dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
<dt>Received</dt><dd>${escapeHtml(when(m.receivedAt))}</dd>
</dl>
<h2>Text</h2>
<pre>${escapeHtml(m.text)}</pre>
${m.html ? `<p><a href="/dev/mailbox/${m.id}/html">View the HTML version</a></p>` : ''}`,
  );
}

const CSS = `body{margin:0;font-family:system-ui,sans-serif;color:#1b1f24;background:#f3f5f8}
main{max-width:60rem;margin:0 auto;padding:1rem}
a{color:#0a4f9e}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff}
caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{border:1px solid #c9d1da;padding:.5rem;text-align:left;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;background:#fff;border:1px solid #c9d1da;padding:1rem}
.empty{font-style:italic}`;

function send(reply: FastifyReply, type: string, body: string) {
  return reply.header('cache-control', 'no-store').type(type).send(body);
}

/** Where a visitor is sent: the sign-in page (the web app cannot show this server page after it). */
export const MAILBOX_SIGN_IN = '/login/?reason=none';

/** Who may read a development page: the route registry's caller resolver, so the session rules are the API's. */
export type CallerOf = (req: FastifyRequest) => Promise<Caller | null>;

/**
 * The guard of the development pages (the mailbox and the text log), for operators only: a
 * visitor is sent to sign in, a subscriber (or anyone else who is not an agent) gets 403
 * `session.agent-only`.
 */
export function operatorOnly(callerOf: CallerOf) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const caller = await callerOf(req);
    if (!caller) return reply.header('cache-control', 'no-store').redirect(MAILBOX_SIGN_IN, 303);
    if (!caller.isAgent) {
      throw errors.forbidden(
        'session.agent-only',
        'Only an operator (a customer-service agent) may read the development mailbox.',
      );
    }
    return undefined;
  };
}

/** GET /dev/mailbox, /dev/mailbox/:id and the message's HTML part, behind `operatorOnly`. */
export function registerMailbox(
  server: FastifyInstance,
  catcher: MailCatcher,
  brand: string,
  callerOf: CallerOf,
): void {
  const guard = operatorOnly(callerOf);
  server.get('/dev/mailbox.css', async (_req, reply) => send(reply, 'text/css; charset=utf-8', CSS));
  server.get('/dev/mailbox', { preHandler: guard }, async (_req, reply) =>
    send(reply, 'text/html; charset=utf-8', listPage(brand, catcher.messages())),
  );
  server.get<{ Params: { id: string } }>('/dev/mailbox/:id', { preHandler: guard }, async (req, reply) => {
    const m = catcher.find(req.params.id);
    if (!m) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>No such message</h1><p><a href="/dev/mailbox">All mail</a></p>'));
    }
    return send(reply, 'text/html; charset=utf-8', messagePage(m));
  });
  // The portal's own mail uses plain markup, so it reads fine under the page's CSP.
  server.get<{ Params: { id: string } }>(
    '/dev/mailbox/:id/html',
    { preHandler: guard },
    async (req, reply) => {
      const m = catcher.find(req.params.id);
      if (!m?.html) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('No such message.');
      }
      return send(reply, 'text/html; charset=utf-8', m.html);
    },
  );
}
