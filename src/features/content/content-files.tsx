/**
 * The content form's files: the video (required for video content, the mark dropped in edit
 * mode), the asset and the PDF. A chosen file is kept on this device at once and the form holds its
 * link; the save waits in the outbox for the upload (see save-content.ts).
 */
import { defineMessages } from '../../domain/i18n/languages';
import type { UploadKind } from '../../domain/uploads/upload-rules';
import { t } from '../../i18n/i18n';
import { UploadField } from '../../kit/upload-field';
import type { ContentField } from './content-form-values';
import type { ContentFormState } from './use-content-form';

const LABELS: Record<UploadKind, string> = defineMessages({
  video: 'Video File',
  asset: 'Asset File',
  pdf: 'PDF File',
});

const FILES: ReadonlyArray<{ kind: UploadKind; name: string; field: ContentField }> = [
  { kind: 'video', name: 'video_file', field: 'video_link' },
  { kind: 'asset', name: 'asset_file', field: 'asset_link' },
  { kind: 'pdf', name: 'pdf_file', field: 'pdf_link' },
];

export function ContentFiles({ form }: { form: ContentFormState }) {
  const videoRequired = form.values.content_type === 'video' && !form.editing;
  // No one "leaves" a file input they never opened: its rule speaks once a type is chosen.
  const chosenType = form.values.content_type !== '';
  return (
    <>
      {FILES.map((file) => (
        <UploadField
          key={file.name}
          kind={file.kind}
          name={file.name}
          label={t(LABELS[file.kind])}
          link={form.values[file.field] || null}
          required={file.kind === 'video' && videoRequired}
          error={
            form.errorOf(file.field) ??
            (file.kind === 'video' && chosenType ? form.errors.video_link : undefined)
          }
          onChange={(link) => form.change(file.field, link)}
        />
      ))}
    </>
  );
}
