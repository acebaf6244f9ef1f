/** The content area as the kit takes it: its words and its delete. */
import { t } from '../../i18n/i18n';
import type { RecordsArea } from '../../kit/records-page';
import type { ContentRecord } from './content-record';
import { contentTitle } from './content-table';
import { CONTENT_TEXTS, CONTENT_WRITE_MESSAGES } from './content-texts';
import { deleteContent } from './save-content';

export const CONTENT_AREA: RecordsArea<ContentRecord> = {
  entity: 'contents',
  texts: CONTENT_TEXTS,
  get messages() {
    return CONTENT_WRITE_MESSAGES(false);
  },
  get statsLabel() {
    return t('Content counts');
  },
  nameOf: contentTitle,
  remove: deleteContent,
};
