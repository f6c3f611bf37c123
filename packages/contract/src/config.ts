import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Seed 000 §3 and §7 "Security flags | GET (blockedCorps) | menu": corps whose tv menu goes to the transition page. */
export const securityFlags = z.object({ blockedCorps: z.array(z.string()) }).meta({ id: 'SecurityFlags' });
export type SecurityFlags = z.infer<typeof securityFlags>;

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
    /** the security flags too, so a page's first load asks once for both (issue 21 item 4) */
    securityFlags,
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfig>;

/** Seed 000 §7 "Support number | lookup by corp id | header": the caller's corp, or the default line. */
export const supportNumber = z
  .object({ corpId: z.string().nullable(), phone: z.string() })
  .meta({ id: 'SupportNumber' });
export type SupportNumber = z.infer<typeof supportNumber>;

/** Seed 000 §7 "User agent | GET | banner": the browser as the server saw it, and the §1 verdict. */
export const userAgentVerdict = z
  .object({ userAgent: z.string(), deprecated: z.boolean() })
  .meta({ id: 'UserAgentVerdict' });
export type UserAgentVerdict = z.infer<typeof userAgentVerdict>;

export const configRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: "The operator's brand, links and session limits",
    area: 'config',
    access: 'public',
    response: publicConfig,
  }),
  securityFlags: defineRoute({
    method: 'GET',
    path: '/api/config/security-flags',
    summary: 'Security flags: the corps whose tv menu goes to the TV transition page',
    area: 'config',
    access: 'public',
    response: securityFlags,
  }),
  supportNumber: defineRoute({
    method: 'GET',
    path: '/api/config/support-number',
    summary: "The support phone number for the session's corp, or the default number",
    area: 'config',
    access: 'public',
    response: supportNumber,
  }),
  userAgent: defineRoute({
    method: 'GET',
    path: '/api/config/user-agent',
    summary: 'The browser user agent and whether the browser-deprecation banner applies',
    area: 'config',
    access: 'public',
    response: userAgentVerdict,
  }),
};
