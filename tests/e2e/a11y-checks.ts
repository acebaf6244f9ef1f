/** Measured in the page: touch targets, focus rings, clipped text and where the keyboard focus is. */
import type { Page } from 'playwright-core';

/**
 * Every visible control smaller than `min` CSS px either way, as 'tag "name" w×h'. A checkbox or radio
 * counts with its label (a tap on either works); a link inside running text is exempt (WCAG 2.5.8).
 */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((least) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [tabindex="0"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      if (own.width === 0 || own.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('.visually-hidden')) continue;
      if (control.matches('a') && control.parentElement?.matches('p, li:not([class])')) continue;
      const boxes = [own];
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type))
        for (const label of control.labels ?? []) boxes.push(label.getBoundingClientRect());
      const width = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
      const height = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
      if (width + 0.5 < least || height + 0.5 < least) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
        const kind =
          control instanceof HTMLInputElement ? `input[${control.type}]` : control.tagName.toLowerCase();
        small.push(`${kind} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, min);
}

/** What has the keyboard focus: its accessible-ish name, whether it is in a dialog or table, and its ring. */
export interface FocusedElement {
  name: string;
  inDialog: boolean;
  inTable: boolean;
  /** An outline at least 2 px wide and not transparent. */
  ringed: boolean;
}

export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const style = getComputedStyle(active);
    return {
      name: active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? active.tagName,
      inDialog: active.closest('[role="dialog"]') !== null,
      inTable: active.closest('table') !== null,
      ringed:
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)',
    };
  });
}

/**
 * Text cut off by its box: elements that hide their overflow while their content is wider or taller
 * (the visually hidden helpers excepted), as 'tag.class "text"'.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.textContent?.trim() || element.getClientRects().length === 0) continue;
      // The 1 px box of text kept for screen readers only.
      if (element.closest('.visually-hidden') || (element.clientWidth <= 1 && element.clientHeight <= 1))
        continue;
      const style = getComputedStyle(element);
      const hidesX = ['hidden', 'clip'].includes(style.overflowX);
      const hidesY = ['hidden', 'clip'].includes(style.overflowY);
      const wider = element.scrollWidth > element.clientWidth + 1;
      const taller = element.scrollHeight > element.clientHeight + 1;
      if ((hidesX && wider) || (hidesY && taller) || (style.textOverflow === 'ellipsis' && wider))
        clipped.push(
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.trim().slice(0, 40)}"`,
        );
    }
    return clipped;
  });
}
