import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { allRoutes, type RouteDef } from '@coax/contract';
import { DEMO_PASSWORD, type Browser } from '../harness.ts';
import { VOD_DEMO_SAMPLE } from '../../src/db/seed/vod/generate.ts';
import { DEFAULT_HUB_ID } from '@coax/domain';
import { LISTINGS_SAMPLE_EVENT_ID } from '../../src/db/seed/listings/generate.ts';
import { DEMO_SUPPORT_CHAT_ID } from '../../src/db/seed/support-chat-seed.ts';

// The attack suites walk the contract rather than a hand-written list, so a route added to
// `allRoutes` is attacked the day it appears, without anyone remembering to add a test.

export type Where = 'body' | 'query' | 'params';

/** A JSON Schema node as zod writes it, narrowed to the keywords these tests read. */
export interface FieldSchema {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  anyOf?: FieldSchema[];
}

export interface Field {
  where: Where;
  name: string;
  schema: FieldSchema;
  required: boolean;
}

export interface ContractRoute {
  /** the key in allRoutes, e.g. 'logoutAll' */
  key: string;
  def: RouteDef;
  /** 'POST /api/session/logout-all' */
  label: string;
  /** every top-level input field, from the same JSON Schema the OpenAPI document publishes */
  fields: Field[];
}

function fieldsOf(def: RouteDef): Field[] {
  const out: Field[] = [];
  for (const where of ['body', 'query', 'params'] as const) {
    const schema = def[where];
    if (!schema) continue;
    const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({
        where,
        name,
        schema: prop,
        required: where === 'params' || (js.required ?? []).includes(name),
      });
    }
  }
  return out;
}

export const contractRoutes: ContractRoute[] = Object.entries(allRoutes).map(([key, d]) => {
  const def: RouteDef = d;
  return { key, def, label: `${def.method} ${def.path}`, fields: fieldsOf(def) };
});

/**
 * Fields that name a thing of the shared on-demand catalogue (a title, an asset, a menu), not
 * anything of an account: every caller may name any of them, so they are not id fields here.
 * Each has a value the demo catalogue always holds, so a sample call with it succeeds.
 */
export const catalogueValues: Readonly<Record<string, unknown>> = {
  titleId: VOD_DEMO_SAMPLE.titleId,
  menuId: VOD_DEMO_SAMPLE.menuId,
  parentMenuId: VOD_DEMO_SAMPLE.menuId,
  assetId: VOD_DEMO_SAMPLE.hdAsset,
  assetIds: [VOD_DEMO_SAMPLE.hdAsset, VOD_DEMO_SAMPLE.sdAsset],
  titleIds: VOD_DEMO_SAMPLE.titleId,
  /** the first airing of the first channel: listings are the same for everyone */
  eventId: LISTINGS_SAMPLE_EVENT_ID,
  hubId: DEFAULT_HUB_ID,
  /** My services: a tier jsmith does not have yet */
  rateCode: 'INT1G',
  /** the store's catalogue is the same for everyone: a product, a model, a taxed ZIP and rate code */
  productId: 102,
  sku: 'GW-AX6',
  zipCode: '11801',
  rateCodes: ['HW'],
};

/**
 * Fields whose minimal values a rule across fields refuses: the two home slots must hold two
 * different modules the caller may use (jsmith's own pair).
 */
export const pairedValues: Readonly<Record<string, unknown>> = {
  homeFunc1: 'Voicemail',
  homeFunc2: 'Webmail',
  /** My services: at least one add-on to add or remove, one jsmith's TV may take */
  addRateCodes: ['TV-SHO'],
  removeRateCodes: [],
};

/** Fields that name a user, an account or a thing belonging to one. */
export const isIdField = (name: string) =>
  !(name in catalogueValues) && /^(id|.*Id|accountNumber|.*AccountNumber)$/.test(name);

/** Fields that carry a password; valid samples use the demo password so a call would otherwise succeed. */
export const isPasswordField = (name: string) => /password$/i.test(name);

/**
 * The victim jsmith's value for every id-like field the contract takes. A new id-like field
 * fails the coverage test in cross-account.test.ts until its value for jsmith is added here.
 */
export const victimValues: Readonly<Record<string, string | number>> = {
  id: 'jsmith',
  subjectId: 'jsmith',
  /** the audit log's actor filter: jsmith acting on his own account */
  actorId: 'jsmith',
  accountNumber: '781245006201',
  /** jsmith's card from before (removed, kept for the history that names it) */
  methodId: 'pm_demo_jsmith_old_visa',
  /** jsmith's Living Room set-top box: the first box the demo seed makes */
  deviceId: 1,
  fromDeviceId: 1,
  toDeviceId: 1,
  /** jsmith's Living Room DVR box: the first box the DVR demo seed makes */
  boxId: 1,
  /** jsmith's first port-forwarding rule in the network demo seed */
  ruleId: 'pr-6201-1',
  /** the demo data pauses nothing; another account's pause is refused in network-devices.test.ts */
  pauseId: 'pause-jsmith',
  /** jsmith's corp: its support line is public (seed 002 §7 number/{x}), and says nothing of jsmith */
  corpId: '7702',
  /** jsmith's answered email-us case and pending credit request in the support-cases demo seed */
  caseId: 'SC-JSMITH01',
  requestId: 'CR-JSMITH01',
  /** jsmith's living-room box as the support area's device service lists it */
  stbId: 'STB-6201-1',
  /** jsmith's ended demo chat with agent1 */
  chatId: DEMO_SUPPORT_CHAT_ID,
};

export interface CallInput {
  body?: unknown;
  /** pairs rather than an object, so keys like __proto__ and repeated keys survive */
  query?: Array<[string, string]>;
  params?: Record<string, string>;
}

export interface CallOptions {
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** Calls a contract route through the browser stand-in, serialising the body as JSON text. */
/**
 * A URL cannot carry a lone UTF-16 surrogate (encodeURIComponent throws), so no client can send
 * one in a path; such characters go as U+FFFD, which is what a browser would send instead.
 */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

export function call(
  b: Browser,
  def: RouteDef,
  input: CallInput = {},
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const path = def.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodePathSegment(input.params?.[name] ?? 'x'),
  );
  const qs = input.query && input.query.length > 0 ? `?${new URLSearchParams(input.query).toString()}` : '';
  const headers: Record<string, string> = { ...opts.headers };
  // Money-moving routes need a fresh Idempotency-Key, or every call would stop at the header check.
  if (def.idempotent && !('idempotency-key' in headers)) {
    headers['idempotency-key'] = `attack-${randomUUID()}`;
  }
  const hasBody = def.method !== 'GET' && input.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  return b.request({
    method: def.method,
    url: `${path}${qs}`,
    headers,
    ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
    ...(opts.csrf === false ? { csrf: false } : {}),
  });
}

/** The smallest value a schema accepts; enough to get a call past validation. */
export function minimalValue(s: FieldSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  if (s.anyOf?.[0]) return minimalValue(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, minimalValue(s.properties?.[k] ?? {})]));
    default:
      return 'x';
  }
}

/**
 * A valid input for a route: every field at its minimal value unless `pick` names one
 * (id-like fields, passwords). Query values become strings, as a browser sends them.
 */
export function sampleInput(route: ContractRoute, pick: (f: Field) => unknown): CallInput {
  const body: Record<string, unknown> = {};
  const query: Array<[string, string]> = [];
  const params: Record<string, string> = {};
  for (const f of route.fields) {
    const chosen = pick(f);
    const value =
      chosen !== undefined
        ? chosen
        : f.name in catalogueValues
          ? catalogueValues[f.name]
          : f.name in pairedValues
            ? pairedValues[f.name]
            : isPasswordField(f.name)
              ? DEMO_PASSWORD
              : minimalValue(f.schema);
    if (f.where === 'body') body[f.name] = value;
    else if (f.where === 'query') query.push([f.name, String(value)]);
    else params[f.name] = String(value);
  }
  return {
    ...(route.def.body ? { body } : {}),
    ...(query.length > 0 ? { query } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** Which demo id may call a route: an agent for csr routes, the primary bill-pay subscriber otherwise. */
export const callerFor = (def: RouteDef) => (def.access === 'csr' ? 'agent1' : 'jsmith');

let nextIp = 1;
/** A distinct address per browser, so the per-address sign-in throttle never trips across cases. */
export const freshIp = (prefix: string) => `${prefix}.${Math.floor(nextIp / 250) % 250}.${nextIp++ % 250}`;
