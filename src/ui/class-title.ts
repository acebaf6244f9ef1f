/**
 * A class's name as a screen shows it, in the chosen language: 'Class 5 - A' is 'इयत्ता ५ - अ' in
 * Marathi. Only a name derived from the grade (every class the app makes) is said anew; any other
 * name a server sends is shown as it is. Sorting, search keys and stored labels keep `classLabel`.
 */
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/i18n';
import { textField as text } from '../domain/people/record-status';
import { classLabel, gradeNumber, type ClassLike } from '../domain/classes/class-order';
import { classNameOf, SECTIONS } from '../domain/classes/class-schema';

type Section = (typeof SECTIONS)[number];

/** Sections as the languages write them (the stored value stays A to D). */
const sectionName = (section: Section): string => ({ A: t('A'), B: t('B'), C: t('C'), D: t('D') })[section];

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/** A section letter as shown: the stored A to D in the chosen language, anything else as it is. */
export const shownSection = (section: unknown): string => {
  const value = text(section).trim();
  return isSection(value) ? sectionName(value) : value;
};

/** A class named by its stored English label ('Class 7 - A', as the activity log keeps it), shown as `classTitle` shows it. */
export function classTitleOfLabel(label: string): string {
  const match = /^Class (\d+)(?: - ([A-D]))?$/.exec(label.trim());
  if (!match) return label;
  return classTitle({ class_name: `Class ${match[1]}`, grade: Number(match[1]), section: match[2] ?? '' });
}

export function classTitle(klass: ClassLike): string {
  const grade = gradeNumber(klass);
  if (!Number.isFinite(grade) || text(klass.class_name).trim() !== classNameOf(grade))
    return classLabel(klass);
  const section = shownSection(klass.section);
  const values = { grade: formatNumber(grade), section };
  return section ? t('Class {grade} - {section}', values) : t('Class {grade}', values);
}
