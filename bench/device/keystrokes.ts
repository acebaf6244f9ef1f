/**
 * A search keystroke timed in the page: from the key's event to the frame after it (React renders a
 * typed character synchronously, before the next frame), with a check that the table then shows only
 * pupils whose name holds the typed text.
 */
import type { Page } from 'playwright-core';

export interface Keystroke {
  key: string;
  ms: number;
  /** The table showed only matching names (or none) when the time was taken. */
  filtered: boolean;
}

export async function timeKeystroke(page: Page, key: string): Promise<Keystroke> {
  const armed = page.evaluate(
    () =>
      new Promise<{ ms: number; filtered: boolean }>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        input.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                const needle = input.value.trim().toLowerCase();
                const names = [...document.querySelectorAll('table tbody tr td:first-child')].map((cell) =>
                  (cell.textContent ?? '').toLowerCase(),
                );
                resolve({
                  ms: performance.now() - start,
                  filtered: names.every((name) => name.includes(needle)),
                });
              };
              channel.port2.postMessage(null);
            });
          },
          { once: true },
        );
      }),
  );
  // The listener is in place once the evaluation has started running in the page.
  await page.evaluate(() => undefined);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  return { key, ...(await armed) };
}
