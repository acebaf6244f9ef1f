/** Counted things of an import ('3 subjects', 'Import 3 subjects') in the chosen language. */
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';

/** Catalog ids (`defineMessages`) of one thing and of several. */
export interface Noun {
  one: string;
  many: string;
}

/** '3 subjects': the count in the chosen locale, the noun in the chosen language. */
export const counted = (n: number, noun: Noun) => `${formatNumber(n)} ${t(n === 1 ? noun.one : noun.many)}`;

/** 'Import 3 subjects': the import's button, and the label of its change waiting to be sent. */
export const importLabel = (n: number, noun: Noun) => t('Import {items}', { items: counted(n, noun) });
