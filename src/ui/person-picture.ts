/** A person's picture: their initials, and the address of their photo when it is a web address. */

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}

/** Only web addresses (absolute or on this site) are opened: never javascript: or data: links. */
export function safeImageUrl(value: unknown, base = location.origin): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
