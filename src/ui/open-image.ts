/**
 * "View" of a person: their profile image in a new tab, or a default image drawn on
 * the device (initials in a circle) so it works offline and needs no file from the server.
 */
import { t } from '../i18n/i18n';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function defaultAvatarSvg(name: string): string {
  const label = escapeXml(name.trim() || t('Profile'));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="360" viewBox="0 0 320 360">',
    `<title>${label}</title>`,
    '<rect width="320" height="360" fill="#f8fafc"/>',
    '<circle cx="160" cy="150" r="120" fill="#dbeafe"/>',
    `<text x="160" y="150" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="#1d4ed8">${escapeXml(initialsOf(name))}</text>`,
    `<text x="160" y="330" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" fill="#0f172a">${label}</text>`,
    '</svg>',
  ].join('');
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

export function openImage(imageUrl: unknown, name: string): void {
  const url = safeImageUrl(imageUrl);
  if (url) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  // A data: URL may not be opened as a page; a blob: URL of this site may.
  const blobUrl = URL.createObjectURL(new Blob([defaultAvatarSvg(name)], { type: 'image/svg+xml' }));
  window.open(blobUrl, '_blank');
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
