/** What the tablet keeps in IndexedDB, read from the page as it is stored. */
import type { Page } from 'playwright-core';

/** Every store of every database of the page's origin: `{ database: { store: rows } }`. */
export function storedOnTablet(page: Page): Promise<Record<string, Record<string, unknown[]>>> {
  return page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
    const stored: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await done(indexedDB.open(name));
      const stores: Record<string, unknown[]> = {};
      for (const store of database.objectStoreNames)
        stores[store] = await done(database.transaction(store).objectStore(store).getAll());
      database.close();
      stored[name] = stores;
    }
    return stored;
  });
}
