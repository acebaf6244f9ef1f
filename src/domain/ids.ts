/**
 * UUIDv7: time-ordered ids made on the device (docs/api.md, "Client-chosen ids") or on the server. Ids made in one
 * process only ever increase, even within one millisecond or when the clock is set back, because the
 * outbox sends rows in id order.
 */
let lastMs = 0;
let lastCounter = 0;
const MAX_COUNTER = 0xfff;

export function newId(now: number = Date.now()): string {
  // A time that is no number (an id that was no UUIDv7, an invalid date) must not stop ids increasing.
  let ms = Math.max(Number.isFinite(now) ? now : Date.now(), lastMs);
  let counter = 0;
  if (ms === lastMs) {
    counter = lastCounter + 1;
    if (counter > MAX_COUNTER) {
      ms += 1;
      counter = 0;
    }
  }
  lastMs = ms;
  lastCounter = counter;

  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let time = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The millisecond time inside a UUIDv7. */
export function idTime(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

/** An id that sorts after `previous` (made by another process, e.g. before a reload with the clock set back). */
export function newIdAfter(previous: string | undefined, now: number = Date.now()): string {
  if (!previous) return newId(now);
  const after = idTime(previous) + 1;
  return newId(Number.isFinite(after) ? Math.max(now, after) : now);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
