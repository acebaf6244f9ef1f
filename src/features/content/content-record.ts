/**
 * Reading the mirror's contents and their class and subject masters: the names a row
 * shows, where the API takes a content's writes, and where a stored link is played from.
 */
import type { Mirrored } from '../../data/db/app-db';
import { getApiRoot } from '../../data/api/api-root';
import type { RecordEndpoint } from '../../data/records/record-writes';
import { classTitle } from '../../ui/class-title';
import { defineMessages } from '../../domain/i18n/languages';
import { textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import type { SelectOption } from '../../ui/select-field';

export type ContentRecord = Mirrored<'contents'>;
export type MasterClassRecord = Mirrored<'masterClasses'>;
export type MasterSubjectRecord = Mirrored<'masterSubjects'>;

/** `POST /contents`, `PATCH|DELETE /contents/:id`. */
export const CONTENTS_ENDPOINT: RecordEndpoint<'contents'> = { entity: 'contents', path: '/contents' };

/** The masters by id, as the list, the form and the detail page read them. */
export interface Masters {
  classes: ReadonlyMap<string, MasterClassRecord>;
  subjects: ReadonlyMap<string, MasterSubjectRecord>;
}

/** A master class's name in the chosen language ('Class 5': इयत्ता ५), else its id. */
export const classNameOf = (masters: Masters, id: unknown): string => {
  const master = masters.classes.get(text(id));
  return (master && classTitle(master)) || text(id);
};

export const subjectNameOf = (masters: Masters, id: unknown): string =>
  text(masters.subjects.get(text(id))?.subject_name) || text(id);

/** The classes to choose from, in grade order, then name. */
export function classOptions(masters: Masters): SelectOption[] {
  return [...masters.classes.values()]
    .sort((a, b) => a.grade - b.grade || text(a.class_name).localeCompare(text(b.class_name)))
    .map((row) => ({ value: row._id, label: classTitle(row) }));
}

/** The subjects of one class to choose from (the form's subject depends on its class), by name. */
export function subjectOptions(masters: Masters, classId: string): SelectOption[] {
  return [...masters.subjects.values()]
    .filter((subject) => subject.subject_master_class_id === classId)
    .map((row) => ({ value: row._id, label: text(row.subject_name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The video themes by their stored (English) names, shown in the chosen language. */
const THEME_NAMES: readonly string[] = Object.values(
  defineMessages({ nature: 'Nature Theme', kids: 'Kids Theme' }),
);

export const themeLabel = (theme: unknown): string => {
  const name = text(theme);
  return THEME_NAMES.includes(name) ? t(name) : name;
};

export const typeLabel = (type: unknown): string =>
  type === 'vr' ? 'VR' : type === 'video' ? t('Video') : text(type);

/**
 * Where the browser fetches a stored link: an uploaded file's path (`/api/files/<id>`) is resolved
 * against the API's origin, so a page served elsewhere than its API still plays it; a URL stays as is.
 */
export function playableUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    return new URL(link, new URL(getApiRoot(), window.location.href)).href;
  } catch {
    return null;
  }
}
