import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/i18n';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={t('Breadcrumb')} className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 && (
              <li className="breadcrumbs__separator" aria-hidden="true">
                {'>'}
              </li>
            )}
            <li className="breadcrumbs__item">
              {item.to ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current="page">{item.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
