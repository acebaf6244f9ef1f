/**
 * The content form's files (spec §5): the video (required for video content, the mark dropped in edit
 * mode), the asset and the PDF. A chosen file is kept on this device at once and the form holds its
 * link; the save waits in the outbox for the upload (see save-content.ts).
 */
import type { UploadKind } from '../../domain/uploads/upload-rules';
import { UploadField } from '../../kit/upload-field';
import type { ContentField } from './content-form-values';
import type { ContentFormState } from './use-content-form';

const FILES: ReadonlyArray<{ kind: UploadKind; name: string; label: string; field: ContentField }> = [
  { kind: 'video', name: 'video_file', label: 'Video File', field: 'video_link' },
  { kind: 'asset', name: 'asset_file', label: 'Asset File', field: 'asset_link' },
  { kind: 'pdf', name: 'pdf_file', label: 'PDF File', field: 'pdf_link' },
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
          label={file.label}
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
