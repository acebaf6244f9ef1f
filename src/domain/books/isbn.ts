/**
 * ISBNs of a school's books: ISBN-10 (its check digit may be X) or ISBN-13, typed with or without
 * hyphens and spaces. Stored without them, so '978-81-7450-123-4' and '9788174501234' are one book.
 */

/** The ISBN as stored: hyphens and spaces removed, an ISBN-10's 'x' upper-cased. */
export const normalIsbn = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** 10 or 13 characters of the right kind: digits, and an X only as an ISBN-10's check digit. */
export const isIsbnShaped = (isbn: string): boolean => /^(\d{9}[\dX]|\d{13})$/.test(isbn);

/** The check digit of a normalised, well-shaped ISBN is right. */
export function hasValidCheckDigit(isbn: string): boolean {
  const digits = [...isbn].map((char) => (char === 'X' ? 10 : Number(char)));
  if (digits.length === 10) {
    // ISBN-10: the digits weighted 10 down to 1 sum to a multiple of 11.
    return digits.reduce((sum, digit, index) => sum + digit * (10 - index), 0) % 11 === 0;
  }
  // ISBN-13: weights 1 and 3 in turn sum to a multiple of 10.
  return digits.reduce((sum, digit, index) => sum + digit * (index % 2 === 0 ? 1 : 3), 0) % 10 === 0;
}
