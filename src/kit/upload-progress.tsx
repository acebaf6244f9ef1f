import { percentSent } from '../data/uploads/upload-progress-store';
import type { UploadRow } from '../data/uploads/upload-types';
import { useSentBytes } from '../data/uploads/use-uploads';

export const UPLOAD_STATUS_TEXT = {
  waiting: 'Saved on this device, waiting to upload',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: 'Uploaded',
  failed: 'Not uploaded',
} as const;

/** Where a file is, in words and as a bar: on the device, on its way (real bytes sent), or on the server. */
export function UploadProgress({ row, label }: { row: UploadRow | null; label: string }) {
  const sent = useSentBytes(row);
  const percent = row ? percentSent(sent, row.size) : 100;
  const text = !row
    ? UPLOAD_STATUS_TEXT.uploaded
    : row.status === 'failed'
      ? UPLOAD_STATUS_TEXT.failed
      : row.status === 'sending'
        ? UPLOAD_STATUS_TEXT.uploading(percent)
        : UPLOAD_STATUS_TEXT.waiting;
  return (
    <div className={`upload-progress upload-progress--${row?.status ?? 'uploaded'}`}>
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="upload-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="upload-progress__text" aria-live="polite">
        {text}
      </span>
    </div>
  );
}
