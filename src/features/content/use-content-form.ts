/**
 * The content form's state: choosing another class clears the
 * subject; turning the experimental toggle off clears the scene name. A create the server refused
 * opens with the server's messages on their fields.
 */
import { useMemo } from 'react';
import { useRefusedCreate } from '../../data/records/refused-rows';
import { useRecordForm, withServerErrors } from '../../kit/use-record-form';
import {
  contentFormErrors,
  contentFormValues,
  EMPTY_CONTENT,
  parsedContent,
  type ContentField,
} from './content-form-values';
import type { ContentRecord } from './content-record';
import { CONTENT_TEXTS, CONTENT_WRITE_MESSAGES } from './content-texts';
import { createContent, editContent } from './save-content';

export type ContentFormMode =
  | { kind: 'add' }
  /** `videoField`: the detail page's edit sends the video as `video_file`. */
  | { kind: 'edit'; record: ContentRecord; videoField?: 'video_link' | 'video_file' };

export function useContentForm(mode: ContentFormMode, onClose: () => void) {
  const record = mode.kind === 'edit' ? mode.record : undefined;
  const refused = useRefusedCreate('contents', record?._id);
  const validate = useMemo(
    () =>
      withServerErrors(
        contentFormErrors,
        record && refused?.fieldErrors && { values: contentFormValues(record), errors: refused.fieldErrors },
      ),
    [record, refused],
  );
  const form = useRecordForm<ContentField>({
    adding: record === undefined,
    initial: () => (record ? contentFormValues(record) : EMPTY_CONTENT),
    validate,
    save: async (userId, values) => {
      const content = parsedContent(values);
      if (!record) return createContent(userId, content);
      const videoField = mode.kind === 'edit' ? mode.videoField : undefined;
      return (await editContent(userId, record, content, videoField)) ? record._id : null;
    },
    messages: CONTENT_WRITE_MESSAGES(record === undefined),
    texts: CONTENT_TEXTS,
    onClose,
    revealErrors: refused !== undefined,
  });

  const { values, change } = form;
  return {
    ...form,
    editing: record !== undefined,
    chooseClass: (classId: string) => {
      change('class', classId);
      if (values.subject) change('subject', '');
    },
    setExperimental: (on: boolean) => {
      change('is_experimental', on ? 'true' : 'false');
      if (!on && values.scene_name) change('scene_name', '');
    },
  };
}

export type ContentFormState = ReturnType<typeof useContentForm>;
