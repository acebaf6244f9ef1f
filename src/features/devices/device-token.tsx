/**
 * A device's API token on its detail page: masked (the mirror holds only its hint), revealed on demand
 * from the server, never kept on this device (tablets are shared).
 */
import { useState } from 'react';
import { messageOf } from '../../data/api/api-error';
import { readString, unwrapRecord } from '../../data/api/envelope';
import { request } from '../../data/api/request';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { t, texts } from '../../i18n/i18n';
import { Spinner } from '../../ui/spinner';
import { CopyTokenButton } from './copy-token-button';
import type { DeviceRecord } from './device-record';

const TOKEN_TEXTS = texts({
  reveal: 'Reveal',
  hide: 'Hide',
  needsConnection: 'Connect to the internet to see the API token: it is not kept on this device.',
  revealFailed: 'Could not fetch the API token',
} as const);

async function fetchToken(deviceId: string): Promise<string> {
  const body = unwrapRecord(await request(`/devices/${encodeURIComponent(deviceId)}/token`));
  const token = body && readString(body, 'api_token');
  if (!token) throw new Error(TOKEN_TEXTS.revealFailed);
  return token;
}

export function DeviceToken({ device }: { device: DeviceRecord }) {
  const online = useSyncStatus((s) => s.online);
  const [revealed, setRevealed] = useState<{ hint: string; token: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A rotation since the reveal changes the hint: the revealed token is then the old one.
  const token = revealed?.hint === device.api_token_hint ? revealed.token : null;

  const reveal = async () => {
    if (!online) {
      setProblem(TOKEN_TEXTS.needsConnection);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setRevealed({ hint: device.api_token_hint, token: await fetchToken(device._id) });
    } catch (error) {
      setProblem(messageOf(error, TOKEN_TEXTS.revealFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="device-detail__token-field">
      <span className="device-detail__token" data-testid="device-token">
        {token ?? device.api_token_hint}
      </span>
      <div className="device-detail__token-actions">
        {token ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => setRevealed(null)}>
              {TOKEN_TEXTS.hide}
            </button>
            <CopyTokenButton token={token} />
          </>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void reveal()}
          >
            {busy && <Spinner />}
            <span>{TOKEN_TEXTS.reveal}</span>
          </button>
        )}
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
