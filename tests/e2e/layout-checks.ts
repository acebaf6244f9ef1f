/** What a person sees on a tablet, measured in the page: sideways scrolling, off-screen controls, broken e-mails. */
import type { Locator, Page } from 'playwright-core';

export const TABLET_SIZES = [
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
] as const;

export interface ScrollWidths {
  /** The first table's scrolling wrapper. */
  table: { scrollWidth: number; clientWidth: number };
  page: { scrollWidth: number; clientWidth: number };
}

export function scrollWidths(page: Page): Promise<ScrollWidths> {
  return page.evaluate(() => {
    const wrap = document.querySelector('.schools-table-wrap');
    if (!wrap) throw new Error('no .schools-table-wrap on the page');
    const root = document.documentElement;
    return {
      table: { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth },
      page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
    };
  });
}

/** Left and right edges of an element, to compare with the viewport's width. */
export async function horizontalExtent(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not displayed`);
  return { left: box.x, right: box.x + box.width };
}

export interface EmailBreaks {
  /** How many e-mail addresses were looked at (a check of none would prove nothing). */
  checked: number;
  /** Each line break inside an address that does not come right after '@' or '.'. */
  midWord: string[];
}

/**
 * Every e-mail address in table cells and the school card, and where the browser broke its lines:
 * a break is where the next character's box starts lower than the one before it.
 */
export function emailBreaks(page: Page): Promise<EmailBreaks> {
  return page.evaluate(() => {
    const pattern = () => /[^\s@·,]+@[^\s@·,]+\.[^\s@·,]+/g;
    const holders = [
      ...document.querySelectorAll<HTMLElement>('td, td *, .school-card__line, .school-card__line *'),
    ]
      .filter((element) => element.offsetParent !== null && pattern().test(element.textContent ?? ''))
      .filter((element) => ![...element.children].some((child) => pattern().test(child.textContent ?? '')));
    const midWord: string[] = [];
    let checked = 0;
    for (const holder of holders) {
      const chars: Array<{ char: string; top: number }> = [];
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let offset = 0; offset < text.length; offset += 1) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          chars.push({ char: text[offset]!, top: range.getClientRects()[0]?.top ?? Number.NaN });
        }
      }
      const text = chars.map((c) => c.char).join('');
      for (const match of text.matchAll(pattern())) {
        checked += 1;
        for (let i = match.index; i < match.index + match[0].length - 1; i += 1) {
          const wrapsHere = chars[i + 1]!.top > chars[i]!.top + 1;
          if (wrapsHere && !'@.'.includes(chars[i]!.char))
            midWord.push(`${match[0]} breaks after "${text.slice(match.index, i + 1)}"`);
        }
      }
    }
    return { checked, midWord };
  });
}

/** Lines the brand name "Shala Admin" takes in the header. */
export function brandLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const brand = document.querySelector('.app-header__brand');
    const text = [...(brand?.childNodes ?? [])].find((node) => node.textContent?.includes('Shala Admin'));
    if (!text) throw new Error('no brand name in the header');
    const range = document.createRange();
    range.selectNodeContents(text);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
