import { describe, expect, it } from 'vitest';
import { PageCache } from '../../server/modules/sync/page-cache';

describe('PageCache', () => {
  it('serves a page only at the state it was made at', () => {
    const cache = new PageCache(1000);
    const page = cache.put('school:a 0 500', 7, '{"changes":[]}');
    expect(cache.get('school:a 0 500', 7)).toBe(page);
    expect(cache.get('school:a 0 500', 8)).toBeUndefined();
    expect(cache.get('school:b 0 500', 7)).toBeUndefined();
  });

  it('names a page by its key and state, in quotes and nothing a header cannot carry', () => {
    const cache = new PageCache(1000);
    const etag = cache.put('school:"odd" 0 500', 7, 'x').etag;
    expect(etag).toMatch(/^"7-[\w-]+"$/);
    expect(cache.put('school:"odd" 0 500', 8, 'x').etag).not.toBe(etag);
    expect(cache.put('school:other 0 500', 7, 'x').etag).not.toBe(etag);
  });

  it('lets the least recently used pages go once the pages kept pass the budget', () => {
    const cache = new PageCache(30);
    cache.put('a', 1, '0123456789');
    cache.put('b', 1, '0123456789');
    cache.get('a', 1);
    cache.put('c', 1, '0123456789');
    cache.put('d', 1, '0123456789');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
  });

  it('answers a page larger than the budget without keeping it', () => {
    const cache = new PageCache(5);
    expect(cache.put('a', 1, '0123456789').body).toBe('0123456789');
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
