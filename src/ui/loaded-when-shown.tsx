import { lazy, Suspense, type ComponentType } from 'react';
import { t } from '../i18n/i18n';
import { Spinner } from './spinner';

/**
 * A part of a page whose code downloads the first time it is shown (a spinner meanwhile), so the sign-in
 * page's first download carries only what everyone sees. The service worker precaches it.
 */
export function loadedWhenShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { quiet = false }: { quiet?: boolean } = {},
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LoadedWhenShown(props: P) {
    return (
      // `quiet`: nothing while it loads (a notice appearing a moment later needs no spinner).
      <Suspense fallback={quiet ? null : <Spinner label={t('Loading...')} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
