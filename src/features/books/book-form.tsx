import { GRADES } from '../../domain/school-records/record-fields';
import { RecordFormFrame, selectInput, textInput } from '../../kit/record-form-frame';
import { SelectField } from '../../ui/select-field';
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

const GRADE_OPTIONS = GRADES.map((grade) => ({ value: String(grade), label: `Grade ${grade}` }));

/** The add/edit form of the Books screen. */
export function BookForm({ mode, schoolId, books, onClose }: BookFormProps) {
  const form = useBookForm(mode, schoolId, books, onClose);
  const adding = mode.kind === 'add';
  return (
    <RecordFormFrame
      form={form}
      title={adding ? 'Add New Book' : 'Edit Book'}
      submitLabel={adding ? 'Save Book' : 'Update Book'}
      onClose={onClose}
    >
      <TextField label="Title" {...textInput(form, 'title')} />
      <TextField label="Author" {...textInput(form, 'author')} />
      <TextField label="Subject" {...textInput(form, 'subject')} />
      <SelectField
        label="Grade"
        options={GRADE_OPTIONS}
        placeholder="Select grade"
        {...selectInput(form, 'grade')}
      />
      <TextField label="ISBN" placeholder="ISBN-10 or ISBN-13" {...textInput(form, 'isbn')} />
      <TextField label="Copies" inputMode="numeric" {...textInput(form, 'copies')} />
      <TextField label="Available" inputMode="numeric" {...textInput(form, 'available')} />
    </RecordFormFrame>
  );
}
