/** The words of the data-pack settings, the usage table and the budget warning. */
import { t, texts } from '../../../i18n/i18n';

export const DATA_PACK_TEXTS = texts({
  title: 'Mobile data',
  dataSaver: 'Data saver',
  dataSaverHint: (size: string) =>
    t(
      'Lesson videos and files over {size} wait for Wi-Fi unless you choose Send now on them, and records are refreshed only once they are out of date.',
      { size },
    ),
  budget: 'Monthly data budget (MB)',
  budgetHint: (share: string) =>
    t(
      'Leave empty for no budget. When this tablet has used {share} of it, a warning shows once that month.',
      {
        share,
      },
    ),
  usageCaption: 'Data used by this tablet',
  usageNote:
    'Counted on this tablet from what the browser reports, both ways; your network may count a little more.',
  kind: 'Used for',
  sync: 'Records pulled',
  outbox: 'Changes sent',
  uploads: 'Files uploaded',
  app: 'App updates',
  other: 'Other',
  total: 'Total',
  dismiss: 'OK',
  budgetWarning: (used: string, budget: string) =>
    t('This tablet has used {used} of its monthly data budget of {budget}.', { used, budget }),
} as const);
