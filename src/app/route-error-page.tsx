import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { t } from '../i18n/i18n';

/** Errors while rendering a route: the words of the original, plus a way out. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? t(error.message)
      : null;
  return (
    <section className="page route-error" role="alert">
      <h1 className="page-header__title">{t('Unexpected Application Error!')}</h1>
      {detail && <p className="route-error__detail">{detail}</p>}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('Reload')}
      </button>
    </section>
  );
}
