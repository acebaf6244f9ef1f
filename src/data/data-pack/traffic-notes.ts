/**
 * What the app itself knows of its requests, for the traffic meter: the bodies it sends (the browser
 * reports no request sizes) and the kind of a request whose URL does not say it (an outbox row sent alone
 * to its record's path). Safe in the service worker: no DOM, no database.
 */
import type { TrafficKind } from './traffic-kinds';

export interface SentBody {
  kind: TrafficKind;
  bytes: number;
  at: number;
}

/** Notes wait here until a meter takes them; a context with no meter keeps only the latest few. */
const MAX_NOTES = 500;
let sentBodies: SentBody[] = [];
const expectedKinds = new Map<string, TrafficKind[]>();
const listeners = new Set<() => void>();

const tell = () => listeners.forEach((listener) => listener());

/** Bytes of a body that left (or began to leave) the device. */
export function noteSent(kind: TrafficKind, bytes: number, at = Date.now()): void {
  if (bytes <= 0) return;
  sentBodies.push({ kind, bytes, at });
  if (sentBodies.length > MAX_NOTES) sentBodies = sentBodies.slice(-MAX_NOTES);
  tell();
}

/** A request about to go to `url` is of `kind`, with a body of `bodyBytes`. */
export function noteRequest(kind: TrafficKind, url: string, bodyBytes: number): void {
  const kinds = expectedKinds.get(url) ?? [];
  kinds.push(kind);
  expectedKinds.set(url, kinds.slice(-MAX_NOTES));
  if (expectedKinds.size > MAX_NOTES) expectedKinds.delete(expectedKinds.keys().next().value!);
  noteSent(kind, bodyBytes);
}

/** The kind noted for the oldest request to `url` not yet reported by the browser, if any. */
export function takeExpectedKind(url: string): TrafficKind | undefined {
  const kinds = expectedKinds.get(url);
  const kind = kinds?.shift();
  if (kinds && kinds.length === 0) expectedKinds.delete(url);
  return kind;
}

export function takeSentBodies(): SentBody[] {
  const taken = sentBodies;
  sentBodies = [];
  return taken;
}

export function onNote(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** UTF-8 bytes of a text body, as it goes on the wire. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;
