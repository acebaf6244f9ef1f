import type { MatcherFunction } from '@testing-library/react';

/**
 * Matches the innermost element whose whole text is `text`, even when the text is split across child
 * elements (an e-mail with its line-break points, for one): `getByText(wholeText('a · b@c.in'))`.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
}
