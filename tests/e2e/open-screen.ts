/** Opening a screen in a walk over many of them, at the cost of a click on one of the app's links. */
import type { Page } from 'playwright-core';

/**
 * Opens `path` the way the app's own links do when it can: a client-side navigation, so the route's
 * screen mounts afresh without the app starting again (a page load runs the whole app start, most of
 * what a walk over many screens would cost). It resolves once the screen shown before has left the page,
 * so what the caller waits for next is the new screen's. It loads the page instead when the signed-in
 * app is not shown yet, when `path` is the route already shown (its screen would keep its state), or
 * when a dialog is open (a dialog may belong to the layout, which a navigation keeps).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const navigated =
    page.url().startsWith('http') &&
    (await page.evaluate((target) => {
      const shown = document.querySelector('.app-shell #main')?.lastElementChild;
      const dialogOpen = document.querySelector('[role="dialog"], dialog[open]') !== null;
      if (!shown || dialogOpen || new URL(target, location.href).pathname === location.pathname) return false;
      (window as { leavingScreen?: Element }).leavingScreen = shown;
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
      return true;
    }, path));
  if (navigated)
    await page.waitForFunction(() => !(window as { leavingScreen?: Element }).leavingScreen?.isConnected);
  else await page.goto(path);
}

/**
 * `screens` reordered so that two in a row are on different routes where it can be (one of each route
 * in turn), so a walk can open most of them with `openScreen` rather than by loading the page.
 */
export function routesInTurn<T>(screens: readonly T[], pathOf: (screen: T) => string): T[] {
  const byPath = new Map<string, T[]>();
  for (const screen of screens) {
    const path = new URL(pathOf(screen), 'http://app').pathname;
    byPath.set(path, [...(byPath.get(path) ?? []), screen]);
  }
  const ordered: T[] = [];
  const queues = [...byPath.values()];
  while (ordered.length < screens.length)
    for (const queue of queues) {
      const next = queue.shift();
      if (next) ordered.push(next);
    }
  return ordered;
}
