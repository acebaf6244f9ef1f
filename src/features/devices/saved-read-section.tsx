/**
 * A detail-page section read from the server: the last answer kept on this device, labelled with its
 * time when it is not fresh (offline, or the read failed), never a blank or an error page.
 */
import type { ReactNode } from 'react';
import type { SavedRead } from '../../data/answers/use-saved-read';
import { ErrorBox } from '../../ui/message-box';
import { SavedDataNotice } from '../../ui/saved-data-notice';
import { Spinner } from '../../ui/spinner';
import { TryAgainButton } from '../../ui/try-again-button';
import { HEADSET_TEXTS as T } from './headset-texts';

interface SavedReadSectionProps<V> {
  id: string;
  title: string;
  read: SavedRead<V>;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** Shown above the answer, whatever it is (commands saved on this device). */
  before?: ReactNode;
  children: (value: V) => ReactNode;
}

export function SavedReadSection<V>({
  id,
  title,
  read,
  actions,
  before,
  children,
}: SavedReadSectionProps<V>) {
  const { saved, online, error, loading, refresh } = read;
  const failed = online && error !== null && !loading;
  return (
    <section className="device-detail__card headset-section" aria-labelledby={`${id}-title`}>
      <div className="headset-section__head">
        <h2 id={`${id}-title`} className="people-form__title">
          {title}
        </h2>
        {actions}
      </div>
      {saved && (!online || failed) && <SavedDataNotice pulledAt={saved.savedAt} offline={!online} />}
      {failed && (
        <ErrorBox>
          <p>{error}</p>
          <TryAgainButton onRetry={refresh} />
        </ErrorBox>
      )}
      {before}
      {saved ? (
        children(saved.value)
      ) : saved === undefined || (online && !failed) ? (
        <Spinner label={T.loading} />
      ) : (
        !online && <p className="headset-section__empty">{T.notRead}</p>
      )}
    </section>
  );
}
