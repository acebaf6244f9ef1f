/** The content form's files (spec §5): the video (required for video content when creating), the asset and the PDF. */
import { textInput } from '../../kit/record-form-frame';
import { TextField } from '../../ui/text-field';
import type { ContentFormState } from './use-content-form';

export function ContentFiles({ form }: { form: ContentFormState }) {
  const videoRequired = form.values.content_type === 'video' && !form.editing;
  return (
    <>
      <TextField label={videoRequired ? 'Video File *' : 'Video File'} {...textInput(form, 'video_link')} />
      <TextField label="Asset File" {...textInput(form, 'asset_link')} />
      <TextField label="PDF File" {...textInput(form, 'pdf_link')} />
    </>
  );
}
