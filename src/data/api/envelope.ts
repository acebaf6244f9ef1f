/** Replies from other deployments wrap data and spell fields differently; these read them all. */
export const ENVELOPE_KEYS = ['data', 'result', 'items', 'records', 'payload'] as const;

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function envelopeValue(body: JsonRecord, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = body[key];
    if (value !== undefined && value !== null && typeof value === 'object') return value;
  }
  return undefined;
}

/** The payload of `{ data | result | items | records | payload: … }`, or the body itself. */
export function unwrap(body: unknown): unknown {
  if (!isRecord(body)) return body;
  return envelopeValue(body, ENVELOPE_KEYS) ?? body;
}

/** A list from a bare array or an envelope (nested envelopes too); `extraKeys` first, e.g. 'schools'. */
export function unwrapList(body: unknown, extraKeys: readonly string[] = []): unknown[] {
  let current = body;
  for (let depth = 0; depth < 3; depth++) {
    if (Array.isArray(current)) return current as unknown[];
    if (!isRecord(current)) return [];
    const next = envelopeValue(current, [...extraKeys, ...ENVELOPE_KEYS]);
    if (next === undefined) return [];
    current = next;
  }
  return Array.isArray(current) ? (current as unknown[]) : [];
}

/** A single record from an envelope; a body that already is a record (it has an id) is kept as is. */
export function unwrapRecord(body: unknown, extraKeys: readonly string[] = []): JsonRecord | null {
  let current = body;
  for (let depth = 0; depth < 3; depth++) {
    if (!isRecord(current)) return null;
    if ('_id' in current || 'id' in current) return current;
    const next = envelopeValue(current, [...extraKeys, ...ENVELOPE_KEYS]);
    if (next === undefined) return current;
    current = next;
  }
  return isRecord(current) ? current : null;
}

export const toCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The first present value among `name`, its snake_case and camelCase spellings, then `aliases`. */
export function readField(record: JsonRecord, name: string, ...aliases: string[]): unknown {
  for (const key of [name, toSnake(name), toCamel(name), ...aliases]) {
    const value = record[key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

export function readString(record: JsonRecord, name: string, ...aliases: string[]): string | undefined {
  const value = readField(record, name, ...aliases);
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : undefined;
}

export function readNumber(record: JsonRecord, name: string, ...aliases: string[]): number | undefined {
  const value = readField(record, name, ...aliases);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
