import { t } from '../../i18n/i18n';
import { GradeSelect, RecordFormFrame, textInput } from '../../kit/record-form-frame';
import { TextField } from '../../ui/text-field';
import type { BookRecord } from './book-record';
import { useBookForm, type BookFormMode } from './use-book-form';

interface BookFormProps {
  mode: BookFormMode;
  schoolId: string;
  /** The school's books on this device, for the ISBN check. */
  books: readonly BookRecord[];
  onClose: () => void;
}

/** The add/edit form of the Books screen. */
export function BookForm({ mode, schoolId, books, onClose }: BookFormProps) {
  const form = useBookForm(mode, schoolId, books, onClose);
  const adding = mode.kind === 'add';
  return (
    <RecordFormFrame
      form={form}
      title={adding ? t('Add New Book') : t('Edit Book')}
      submitLabel={adding ? t('Save Book') : t('Update Book')}
      onClose={onClose}
    >
      <TextField label={t('Title')} {...textInput(form, 'title')} />
      <TextField label={t('Author')} {...textInput(form, 'author')} />
      <TextField label={t('Subject')} {...textInput(form, 'subject')} />
      <GradeSelect form={form} name="grade" />
      <TextField label={t('ISBN')} placeholder={t('ISBN-10 or ISBN-13')} {...textInput(form, 'isbn')} />
      <TextField label={t('Copies')} inputMode="numeric" {...textInput(form, 'copies')} />
      <TextField label={t('Available')} inputMode="numeric" {...textInput(form, 'available')} />
    </RecordFormFrame>
  );
}
