import { useEffect, useRef, useState } from 'react';
import { useUploadRow } from '../../data/uploads/use-uploads';
import { uploadIdOfLink } from '../../domain/uploads/upload-rules';
import { t } from '../../i18n/i18n';
import { playableUrl } from './content-record';

/** A file still on this device, played from its database row (offline too). */
function DeviceVideo({ blob, label }: { blob: Blob; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (video.current) video.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <video ref={video} className="content-video" controls preload="metadata" aria-label={label} />;
}

/** A content's video: from this device while its file is kept here (chosen offline), then from the server. */
export function ContentVideo({ link, label }: { link: string; label: string }) {
  const row = useUploadRow(uploadIdOfLink(link));
  const [failed, setFailed] = useState<string | null>(null);
  if (row === undefined) return null;
  if (row) return <DeviceVideo blob={row.blob} label={label} />;
  const src = playableUrl(link);
  if (!src || failed === src) {
    return <p className="content-preview__note">{t('The video cannot be played here.')}</p>;
  }
  return (
    <video
      className="content-video"
      src={src}
      controls
      preload="metadata"
      aria-label={label}
      onError={() => setFailed(src)}
    />
  );
}
