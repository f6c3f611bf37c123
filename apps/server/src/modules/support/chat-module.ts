import type { ModuleContext, MountedModule } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { chatHub } from './chat-hub.ts';
import { registerChatRoutes } from './chat-routes.ts';
import { chatService } from './chat-service.ts';

/** Live chat within the support module: its routes, its event stream, and what ends them. */
export function mountChat(r: RouteRegistry, ctx: ModuleContext): MountedModule {
  const hub = chatHub(ctx.config.REDIS_URL, ctx.log);
  const chat = chatService({ db: ctx.db, clock: ctx.clock, brand: ctx.config.BRAND_NAME, hub });
  registerChatRoutes(r, { server: ctx.server, db: ctx.db, clock: ctx.clock, chat, hub });
  // Open streams end before the server waits for its connections to close.
  ctx.server.addHook('preClose', async () => hub.close());
  return {};
}
