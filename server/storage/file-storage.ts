/**
 * Where finished uploads live: one small interface with a local folder and an S3-compatible object
 * store behind it. Keys are upload ids (UUIDs), never a name a client gave.
 */
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /** Takes over a finished local file (moved or sent, then gone from `localPath`). */
  putFile(key: string, localPath: string, size: number): Promise<void>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** Forgets the key; nothing stored is not an error. */
  remove(key: string): Promise<void>;
}
