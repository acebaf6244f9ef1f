/**
 * The content list's rules: the filters (class, subject, type), the
 * search, the order and the cards, all on the device's mirror.
 */
import { textField as text } from '../../domain/people/record-status';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { classNameOf, subjectNameOf, type ContentRecord, type Masters } from './content-record';

export type TypeFilter = 'all' | 'video' | 'vr';

export interface ContentFilters {
  classId: string;
  subjectId: string;
  type: TypeFilter;
  /** Trimmed, lower-cased: the debounced search. */
  search: string;
}

export const isFiltered = (filters: ContentFilters) =>
  filters.classId !== '' || filters.subjectId !== '' || filters.type !== 'all' || filters.search !== '';

/** Title, subtitle, theme, scene, class and subject names. */
function matchesSearch(content: ContentRecord, masters: Masters, needle: string): boolean {
  return [
    content.chapter_title,
    content.chapter_subtitle,
    content.theme,
    content.scene_id,
    content.scene_name,
    classNameOf(masters, content.class),
    subjectNameOf(masters, content.subject),
  ].some((field) => text(field).toLowerCase().includes(needle));
}

export function selectContents(
  contents: readonly ContentRecord[],
  masters: Masters,
  filters: ContentFilters,
): ContentRecord[] {
  return contents.filter(
    (content) =>
      (!filters.classId || content.class === filters.classId) &&
      (!filters.subjectId || content.subject === filters.subjectId) &&
      (filters.type === 'all' || content.content_type === filters.type) &&
      (!filters.search || matchesSearch(content, masters, filters.search)),
  );
}

/** Newest first; a content made on this device and not sent yet has no time from the server: on top. */
export const sortContents = (contents: readonly ContentRecord[]) =>
  [...contents].sort(
    (a, b) =>
      text(b.createdAt || '9999').localeCompare(text(a.createdAt || '9999')) ||
      text(a.chapter_title).localeCompare(text(b.chapter_title)),
  );

/** Total Content (the list's total), Video Content and VR Content (counted in the same list). */
export function contentCards(contents: readonly ContentRecord[]) {
  return [
    { label: t('Total Content'), value: contents.length },
    { label: t('Video Content'), value: contents.filter((c) => c.content_type === 'video').length },
    { label: t('VR Content'), value: contents.filter((c) => c.content_type === 'vr').length },
  ];
}

/** 'Showing 11 to 20 of 23 results (filtered)'. */
export function showingText(page: number, pageSize: number, total: number, filtered: boolean): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const values = { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) };
  return filtered
    ? t('Showing {from} to {to} of {total} results (filtered)', values)
    : t('Showing {from} to {to} of {total} results', values);
}
