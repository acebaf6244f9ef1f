/**
 * A file input for a content file: the chosen file is kept on the device at once (`queueUpload`) and
 * its link given to the form, then sent in the background; the field shows where the file is.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { queueUpload, UploadRefused } from '../data/uploads/queue-upload';
import { discardIfUnused } from '../data/uploads/upload-actions';
import { useUploadRow } from '../data/uploads/use-uploads';
import { ALLOWED_EXTENSIONS, uploadIdOfLink, type UploadKind } from '../domain/uploads/upload-rules';
import { defineMessages } from '../domain/i18n/languages';
import { t } from '../i18n/i18n';
import { UploadProgress } from './upload-progress';

const UPLOAD_FIELD_MESSAGES = defineMessages({
  /** Copying a large file into the device's database takes a moment. */
  keeping: 'Keeping the file on this device…',
  keepFailed: 'Could not keep the file on this device. Please try again.',
});

export const KEEP_FAILED_MESSAGE = UPLOAD_FIELD_MESSAGES.keepFailed;

export interface UploadFieldProps {
  kind: UploadKind;
  /** The input's `name` (the API's field name, e.g. `video_file`). */
  name: string;
  label: string;
  /** The link the form holds now: `/api/files/<id>` of an upload, an external URL, or nothing. */
  link: string | null | undefined;
  /** A file was chosen and kept on the device: the link to store and its upload id (for `dependsOn`). */
  onChange: (link: string, uploadId: string) => void;
  required?: boolean;
  /** The form's own message for this field. */
  error?: string | undefined;
}

export function UploadField({ kind, name, label, link, onChange, required, error }: UploadFieldProps) {
  const id = useId();
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);
  // Uploads this field queued: replacing one before the form is saved drops it, and so does leaving the
  // form unsaved (Cancel, another screen): a file no saved change names is neither sent nor kept, and a
  // refusal of it does not stay behind as something that needs attention.
  const queuedHere = useRef(new Set<string>());
  const uploadId = uploadIdOfLink(link);
  const row = useUploadRow(uploadId);

  useEffect(() => {
    const queued = queuedHere.current;
    return () => queued.forEach((id) => void discardIfUnused(id));
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setRefusal(null);
    setKeeping(true);
    try {
      const queued = await queueUpload(file, kind);
      setChosenName(file.name);
      if (uploadId && queuedHere.current.has(uploadId)) void discardIfUnused(uploadId);
      queuedHere.current.add(queued.id);
      onChange(queued.link, queued.id);
    } catch (problem) {
      setRefusal(problem instanceof UploadRefused ? problem.message : KEEP_FAILED_MESSAGE);
      event.target.value = '';
    } finally {
      setKeeping(false);
    }
  };

  const shownName = row?.filename ?? chosenName;
  const message = refusal ?? (row?.status === 'failed' ? row.lastError : undefined) ?? error;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy =
    [uploadId ? statusId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field upload-field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        className="field__input upload-field__input"
        accept={ALLOWED_EXTENSIONS[kind].join(',')}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        disabled={keeping}
        onChange={(event) => void choose(event)}
      />
      {keeping && (
        <p className="field__hint" role="status">
          {t(UPLOAD_FIELD_MESSAGES.keeping)}
        </p>
      )}
      {uploadId && row !== undefined && (
        <div id={statusId} className="upload-field__status">
          {shownName && <span className="upload-field__name">{shownName}</span>}
          <UploadProgress row={row} label={t('{label}: upload progress', { label })} />
        </div>
      )}
      {message && (
        <p id={errorId} className="field__error" role="alert">
          {t(message)}
        </p>
      )}
    </div>
  );
}
