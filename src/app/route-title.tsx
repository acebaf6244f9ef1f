import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { t } from '../i18n/i18n';

export const APP_NAME = 'Shala Admin';

/** What a route of src/app/routes.tsx declares about itself: the screen's name in the browser tab. */
export interface RouteHandle {
  title: string;
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

/** "Schools · Shala Admin": the deepest matched route's title in the language shown, so each screen has its own tab name. */
export function RouteTitle() {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.title;

  useEffect(() => {
    document.title = title ? `${t(title)} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return null;
}
