import { z } from 'zod';
import { defineRoute } from './route.ts';

/** What the browser needs of the operator's configuration: the brand is configuration, never code. */
export const publicConfig = z
  .object({
    brand: z.object({ name: z.string(), supportPhone: z.string() }),
    links: z.object({
      /** webmail address for the e-mail module and menu */
      webmail: z.string(),
      /** the web-search address the header's google category is sent to; the term is appended */
      webSearch: z.string(),
      /** the phone menu's root page */
      phoneBase: z.string(),
    }),
    session: z.object({ idleMinutes: z.number().int(), reauthHours: z.number().int() }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfig>;

export const configRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: "The operator's brand, links and session limits",
    area: 'config',
    access: 'public',
    response: publicConfig,
  }),
};
