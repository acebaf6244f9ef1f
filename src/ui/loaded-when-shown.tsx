import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { TRANSPORT_MESSAGES } from '../data/api/api-error';
import { t } from '../i18n/i18n';
import { Contained } from './contained';
import { ErrorBox } from './message-box';
import { Spinner } from './spinner';
import { TryAgainButton } from './try-again-button';

/** Tries again once the browser is back online. */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

/**
 * A part of a page whose code downloads the first time it is shown (a spinner meanwhile), so the sign-in
 * page's first download carries only what everyone sees. The service worker precaches it. If the
 * download fails, the part says so with a Try Again button (`quiet`: shows nothing and tries again once
 * online); the rest of the page stays.
 */
export function loadedWhenShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { quiet = false }: { quiet?: boolean } = {},
): ComponentType<P> {
  // React keeps a lazy component's failed download: a new try needs a new one.
  const makePart = () => lazy(() => load().then((component) => ({ default: component })));
  let Part = makePart();
  return function LoadedWhenShown(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Part = makePart();
      setAttempt((count) => count + 1);
    };
    const failed = quiet ? (
      <RetryWhenOnline retry={retry} />
    ) : (
      <ErrorBox>
        {t(TRANSPORT_MESSAGES.network)}{' '}
        <TryAgainButton onRetry={() => Promise.resolve(retry())} className="button--link" />
      </ErrorBox>
    );
    return (
      <Contained key={attempt} instead={failed}>
        {/* `quiet`: nothing while it loads (a notice appearing a moment later needs no spinner). */}
        <Suspense fallback={quiet ? null : <Spinner label={t('Loading...')} />}>
          <Part {...props} />
        </Suspense>
      </Contained>
    );
  };
}
