/** Page controls for any list: 'Showing x to y of z results', page numbers with ellipses, Previous/Next. */
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/i18n';

export type PaginationSize = 'sm' | 'md' | 'lg';
export type PaginationVariant = 'default' | 'minimal';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** How many page numbers are shown at most, first and last included. */
  maxVisible?: number;
  size?: PaginationSize;
  variant?: PaginationVariant;
  label?: string;
  /** Off when the screen shows its own summary line. */
  summary?: boolean;
}

export type PageItem = number | 'gap-before' | 'gap-after';

/** The page numbers to show: all of them when they fit, else first, a window around `page`, last, and gaps. */
export function pageItems(page: number, totalPages: number, maxVisible = 5): PageItem[] {
  if (totalPages <= maxVisible) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const inner = Math.max(1, maxVisible - 2);
  const start = Math.min(Math.max(2, page - Math.floor((inner - 1) / 2)), totalPages - inner);
  const end = start + inner - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-before');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < totalPages - 1) items.push('gap-after');
  items.push(totalPages);
  return items;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  maxVisible = 5,
  size = 'md',
  variant = 'default',
  label,
  summary = true,
}: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);

  return (
    <nav
      className={`pagination pagination--${size} pagination--${variant}`}
      aria-label={label ?? t('Pagination')}
    >
      {summary && (
        <p className="pagination__summary">
          {variant === 'minimal'
            ? t('Page {current} of {totalPages}', {
                current: formatNumber(current),
                totalPages: formatNumber(totalPages),
              })
            : t('Showing {from} to {to} of {total} results', {
                from: formatNumber(from),
                to: formatNumber(to),
                total: formatNumber(total),
              })}
        </p>
      )}
      <div className="pagination__controls">
        <button
          type="button"
          className="button button--secondary pagination__step"
          disabled={current === 1}
          onClick={() => onPageChange(current - 1)}
        >
          {t('Previous')}
        </button>
        {variant === 'default' &&
          pageItems(current, totalPages, maxVisible).map((item) =>
            typeof item === 'number' ? (
              <button
                key={item}
                type="button"
                className={`button pagination__page${item === current ? ' pagination__page--current' : ''}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onPageChange(item)}
              >
                {formatNumber(item)}
              </button>
            ) : (
              <span key={item} className="pagination__gap" aria-hidden="true">
                …
              </span>
            ),
          )}
        <button
          type="button"
          className="button button--secondary pagination__step"
          disabled={current === totalPages}
          onClick={() => onPageChange(current + 1)}
        >
          {t('Next')}
        </button>
      </div>
    </nav>
  );
}
