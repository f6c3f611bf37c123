import type { Kysely } from 'kysely';
import {
  SUPPORT_CHAT_EVENTS_PATH,
  supportChatIdParams,
  supportChatRoutes as r,
  type SupportChatMessage,
} from '@coax/contract';
import { SUPPORT_CHAT_KEEPALIVE_MS, SUPPORT_CHAT_POLL_MS, SupportChatMessages } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors, issue } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ChatHub } from './chat-hub.ts';
import type { ChatService } from './chat-service.ts';

/** Live chat's routes, and its event stream. */
export function registerChatRoutes(
  routes: RouteRegistry,
  deps: {
    server: ModuleContext['server'];
    db: Kysely<Database>;
    clock: Clock;
    chat: ChatService;
    hub: ChatHub;
  },
) {
  const { chat } = deps;
  // A retried start with the same key gets the first answer and sends no second e-mail.
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => `support-chat:${caller?.self.user.id ?? ''}`,
  };
  routes.add(
    r.supportChatStart,
    idempotent(once, r.supportChatStart, async ({ caller, input }) => chat.start(caller, input.body)),
  );
  routes.add(r.supportChatCurrent, async ({ caller }) => ({ chat: await chat.current(caller) }));
  routes.add(r.supportChatGet, async ({ caller, input }) => chat.get(caller, input.params.chatId));
  routes.add(r.supportChatSend, async ({ caller, input }) =>
    chat.send(caller, input.params.chatId, input.body.body),
  );
  routes.add(r.supportChatEnd, async ({ caller, input }) => chat.end(caller, input.params.chatId));
  routes.add(r.supportChatTranscript, async ({ caller, input }) =>
    chat.transcript(caller, input.params.chatId),
  );
  routes.add(r.supportChatQueue, async ({ caller }) => chat.queue(caller));
  routes.add(r.supportChatPresence, async ({ caller, input }) => chat.presence(caller, input.body.available));
  routes.add(r.supportChatTake, async ({ caller, input }) => chat.take(caller, input.params.chatId));
  registerEventStream(routes, deps);
}

/** The seq a reconnecting reader last saw: the Last-Event-ID header, else `?after=`, else 0. */
function resumeAfter(header: unknown, query: unknown): number {
  const fromQuery =
    typeof query === 'object' && query !== null && 'after' in query
      ? (query as { after: unknown }).after
      : undefined;
  const raw = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : '0';
  if (!/^\d{1,9}$/.test(raw)) {
    throw errors.badRequest('input.format', 'Last-Event-ID: Not a message number.', [
      issue('headers.last-event-id', 'input.format', 'Not a message number.'),
    ]);
  }
  return Number(raw);
}

const event = (m: SupportChatMessage) => `id: ${m.seq}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`;

/**
 * GET /api/support/chat/:chatId/events: the chat's messages as server-sent events, each with its
 * seq as the event id. It first sends what came after Last-Event-ID, then whatever the hub or the
 * database poll brings; a comment every SUPPORT_CHAT_KEEPALIVE_MS keeps proxies from closing it.
 * The stream ends after the chat's last event (ended, or kept as a case).
 */
function registerEventStream(
  routes: RouteRegistry,
  deps: { server: ModuleContext['server']; chat: ChatService; hub: ChatHub },
) {
  const { server, chat, hub } = deps;
  server.get(SUPPORT_CHAT_EVENTS_PATH, async (req, reply) => {
    const caller = await routes.callerOf(req);
    if (!caller) throw req.auth.expired ? errors.sessionExpired() : errors.noSession();
    const params = supportChatIdParams.safeParse(req.params);
    if (!params.success) {
      throw errors.badRequest('input.format', `params.chatId: ${SupportChatMessages.chatId}`, [
        issue('params.chatId', 'input.format', SupportChatMessages.chatId),
      ]);
    }
    const chatId = params.data.chatId;
    let last = resumeAfter(req.headers['last-event-id'], req.query);
    await chat.streamable(caller, chatId);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');

    let closed = false;
    let running = false;
    let again = false;
    const stops: (() => void)[] = [];
    const finish = () => {
      if (closed) return;
      closed = true;
      for (const stop of stops) stop();
      res.end();
    };
    const pump = async (): Promise<void> => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          for (const m of await chat.messagesAfter(chatId, last)) {
            if (closed) return;
            res.write(event(m));
            last = m.seq;
            if (m.kind === 'ended' || m.kind === 'case') return finish();
          }
        } while (again && !closed);
      } catch (err) {
        req.log.warn({ err }, 'chat stream read failed');
        finish();
      } finally {
        running = false;
      }
    };
    stops.push(hub.watch(chatId, () => void pump()));
    const poll = setInterval(() => void pump(), SUPPORT_CHAT_POLL_MS);
    const alive = setInterval(() => res.write(': keep-alive\n\n'), SUPPORT_CHAT_KEEPALIVE_MS);
    stops.push(
      () => clearInterval(poll),
      () => clearInterval(alive),
      hub.onClose(finish),
    );
    req.raw.on('close', finish);
    await pump();
  });
}
