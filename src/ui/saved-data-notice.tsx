/** "Saved data from 14:02": shown when a screen's data is older than its TTL (docs/sync.md, "Scopes and freshness"). */
export function SavedDataNotice({ pulledAt, offline }: { pulledAt: number | null; offline: boolean }) {
  if (pulledAt === null) {
    return offline ? (
      <p className="saved-data-notice" role="status">
        You are offline and this screen has no saved data on this device yet.
      </p>
    ) : null;
  }
  const when = new Date(pulledAt);
  const sameDay = when.toDateString() === new Date().toDateString();
  const text = sameDay
    ? when.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : when.toLocaleString([], { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <p className="saved-data-notice" role="status">
      Saved data from {text}
      {offline ? ' · offline' : ''}
    </p>
  );
}
