/**
 * Sync pages kept for as long as they are current (docs/sync.md, "Pages kept until the next write"):
 * a page is the same for every reader of its scope until a change stamps a newer sequence value, so
 * one made for the first tablet of a school serves the next ones, compressed once. Each entry knows
 * the latest change it was made at; an older entry is never served. The oldest-used go first once
 * the pages kept pass `maxBytes`.
 */
import { createHash } from 'node:crypto';
import type { Encoding } from '../../http/compression';

export interface CachedPage {
  /** The scope's latest change the page was made at. */
  latest: number;
  /** Names this page at this state: the answer's ETag. */
  etag: string;
  body: string;
  /** The body in each encoding made so far. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  /** The page kept under `key` when it was made at `latest`. */
  get(key: string, latest: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page || page.latest !== latest) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  put(key: string, latest: number, body: string): CachedPage {
    this.remove(key);
    const name = createHash('sha256').update(key).digest('base64url').slice(0, 16);
    const page: CachedPage = { latest, etag: `"${latest}-${name}"`, body, encoded: new Map() };
    if (body.length > this.maxBytes) return page;
    this.pages.set(key, page);
    this.bytes += body.length;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return page;
  }

  private remove(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}
