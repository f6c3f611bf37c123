import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { escapeHtml } from '../html.ts';
import { operatorOnly, page, when, type CallerOf } from '../mail/mailbox-page.ts';
import { recentTexts } from './outbox.ts';

// The development text log: the texts the outbox delivered (there is no text gateway here), next
// to the development mailbox, for operators only, served only while the mail catcher runs.

export function registerTextLog(
  server: FastifyInstance,
  db: Kysely<Database>,
  brand: string,
  callerOf: CallerOf,
): void {
  server.get('/dev/texts', { preHandler: operatorOnly(callerOf) }, async (_req, reply) => {
    const texts = await recentTexts(db);
    const rows = texts
      .map(
        (t) =>
          `<tr><td>${escapeHtml(t.recipient)}</td><td>${escapeHtml(t.body)}</td><td>${escapeHtml(when(t.sent_at))}</td></tr>`,
      )
      .join('\n');
    const title = `${brand} development text log`;
    const body = `<p><a href="/dev/mailbox">The development mailbox</a></p>
<h1>${escapeHtml(title)}</h1>
<p>Text messages the portal sent, newest first (the last 100).</p>
${
  texts.length === 0
    ? '<p class="empty">No texts yet.</p>'
    : `<div class="scroll"><table>
<caption>Sent texts</caption>
<thead><tr><th scope="col">To</th><th scope="col">Text</th><th scope="col">Sent</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`
}`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(title, body));
  });
}
