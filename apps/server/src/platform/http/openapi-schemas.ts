import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/** Every `$ref` to `#/$defs/<name>` pointed at `#/components/schemas/<names[name]>`. */
function rewriteRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, names));
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith(DEFS)) {
      const name = v.slice(DEFS.length);
      out[k] = COMPONENTS + (names.get(name) ?? name);
    } else out[k] = rewriteRefs(v, names);
  }
  return out;
}

/**
 * The contract's zod schemas as OpenAPI 3.1 schemas (JSON Schema 2020-12). A schema with a
 * `meta({ id })` goes once into `components.schemas` and is referred to as
 * `#/components/schemas/<id>`; when its input and output shapes differ (a default, a transform),
 * the second one seen gets a suffix, so no name stands for two shapes.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The schema of `s` as a request reads it (`input`) or an answer carries it (`output`). */
  add(s: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const raw = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = raw;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    const names = new Map(Object.keys(defs).map((n) => [n, n]));
    // A name already taken by another shape moves aside; renaming one def can change the text
    // of those that refer to it, so settle the names before storing anything.
    for (let changed = true; changed;) {
      changed = false;
      for (const [name, def] of Object.entries(defs)) {
        const final = names.get(name) ?? name;
        const text = JSON.stringify(rewriteRefs(def, names));
        const taken = this.schemas[final];
        if (taken && JSON.stringify(taken) !== text) {
          names.set(name, this.freeName(name, io, text));
          changed = true;
        }
      }
    }
    for (const [name, def] of Object.entries(defs)) {
      const final = names.get(name) ?? name;
      this.schemas[final] ??= rewriteRefs(def, names) as JsonSchema;
    }
    return rewriteRefs(root, names) as JsonSchema;
  }

  private freeName(name: string, io: 'input' | 'output', text: string): string {
    const base = `${name}${io === 'input' ? 'Input' : 'Output'}`;
    for (let i = 1; ; i++) {
      const candidate = i === 1 ? base : `${base}${i}`;
      const taken = this.schemas[candidate];
      if (!taken || JSON.stringify(taken) === text) return candidate;
    }
  }
}
