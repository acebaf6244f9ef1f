/** The Classes area as the kit takes it: its words and its writes; no CSV. */
import { classTitle } from '../../ui/class-title';
import { CLASS_MESSAGES } from '../../domain/classes/class-schema';
import { t } from '../../i18n/i18n';
import type { SchoolRecordsArea } from '../../kit/school-records-page';
import type { ClassRecord } from './class-record';
import { CLASSES_TEXTS } from './classes-texts';
import { deleteClass, whyClassStays } from './save-class';

export const CLASSES_AREA: SchoolRecordsArea<ClassRecord, never> = {
  entity: 'classes',
  texts: CLASSES_TEXTS,
  messages: CLASS_MESSAGES,
  get statsLabel() {
    return t('Class counts');
  },
  nameOf: classTitle,
  remove: deleteClass,
  whyKept: whyClassStays,
};
