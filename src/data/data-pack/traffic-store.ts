/**
 * The bytes this device sent and received, per day and kind, in the device's database (`traffic`). The
 * page and the service worker both add to it; each addition is one transaction, so neither loses the
 * other's. Kept at logout: the data pack is the tablet's, whoever signs in.
 */
import type { AppDb } from '../db/app-db';
import { dayOf } from './traffic-days';
import { TRAFFIC_KINDS, type TrafficKind } from './traffic-kinds';

export interface TrafficRow {
  /** `<day>|<kind>`: one row per day and kind. */
  id: string;
  /** The device's date, `2026-11-29`. */
  day: string;
  kind: TrafficKind;
  sent: number;
  received: number;
}

export interface TrafficCount {
  kind: TrafficKind;
  sent: number;
  received: number;
  /** When the bytes moved (ms since epoch). */
  at: number;
}

export type KindUsage = Record<TrafficKind, { sent: number; received: number }>;

/** Adds counts to their days' rows, in one transaction. */
export async function addTraffic(db: AppDb, counts: readonly TrafficCount[]): Promise<void> {
  const rows = new Map<string, TrafficRow>();
  for (const count of counts) {
    const day = dayOf(count.at);
    const id = `${day}|${count.kind}`;
    const row = rows.get(id) ?? { id, day, kind: count.kind, sent: 0, received: 0 };
    row.sent += count.sent;
    row.received += count.received;
    rows.set(id, row);
  }
  if (rows.size === 0) return;
  await db.transaction('rw', db.traffic, async () => {
    const kept = await db.traffic.bulkGet([...rows.keys()]);
    await db.traffic.bulkPut(
      [...rows.values()].map((row, index) => {
        const before = kept[index];
        return before ? { ...row, sent: before.sent + row.sent, received: before.received + row.received } : row;
      }),
    );
  });
}

export const emptyUsage = (): KindUsage =>
  Object.fromEntries(TRAFFIC_KINDS.map((kind) => [kind, { sent: 0, received: 0 }])) as KindUsage;

/** A month's bytes by kind (`2026-11`). */
export async function monthUsage(db: AppDb, month: string): Promise<KindUsage> {
  const usage = emptyUsage();
  const rows = await db.traffic.where('day').startsWith(`${month}-`).toArray();
  for (const row of rows) {
    usage[row.kind].sent += row.sent;
    usage[row.kind].received += row.received;
  }
  return usage;
}

/** Every byte of a month's usage, both ways. */
export const usageTotal = (usage: KindUsage): number =>
  TRAFFIC_KINDS.reduce((sum, kind) => sum + usage[kind].sent + usage[kind].received, 0);
