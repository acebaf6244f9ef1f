/**
 * The submit flow every record form shares, adding or editing: refuse while a field has a
 * message, save on the device, say where the change is, close. A failure keeps the form open.
 */
import { useEffect, useState } from 'react';
import { notifyError, notifyInfo } from '../ui/toast';
import { useFieldForm, type FormErrors } from '../ui/use-field-form';
import { announceSaved, signedInUserId } from './announce-save';
import type { ListTexts, WriteMessages } from './list-texts';

interface RecordFormOptions<K extends string> {
  adding: boolean;
  initial: () => Record<K, string>;
  /** Stable (useCallback): the form's messages for these values. */
  validate: (values: Record<K, string>) => FormErrors<K>;
  /** Saves on the device: the id of the record saved, or null when an edit changed nothing. */
  save: (userId: string, values: Record<K, string>) => Promise<string | null>;
  messages: WriteMessages;
  texts: Pick<ListTexts, 'noChanges' | 'signedOut'>;
  onClose: () => void;
  /** Show every field's message at once (a create the server refused opens with its messages). */
  revealErrors?: boolean;
}

export function useRecordForm<K extends string>(options: RecordFormOptions<K>) {
  const form = useFieldForm(options.initial, options.validate);
  const [submitting, setSubmitting] = useState(false);
  const { adding, messages, revealErrors } = options;
  const { touchAll } = form;

  useEffect(() => {
    if (revealErrors) touchAll();
  }, [revealErrors, touchAll]);

  const submit = async () => {
    if (submitting) return;
    if (!form.valid) {
      form.touchAll();
      return;
    }
    const userId = signedInUserId(options.texts.signedOut);
    if (!userId) return;
    setSubmitting(true);
    try {
      const savedId = await options.save(userId, form.values);
      if (savedId) void announceSaved(adding ? messages.added : messages.updated, savedId);
      else notifyInfo(options.texts.noChanges);
      options.onClose();
    } catch {
      notifyError(messages.saveFailed);
      setSubmitting(false);
    }
  };

  return { ...form, submitting, submit };
}

/**
 * The server's messages of a refused create, shown on their fields until the person changes them
 * (a Teacher ID taken meanwhile on another device, say).
 */
export function withServerErrors<K extends string>(
  validate: (values: Record<K, string>) => FormErrors<K>,
  refused: { values: Record<K, string>; errors: Partial<Record<string, string>> } | undefined,
) {
  return (values: Record<K, string>): FormErrors<K> => {
    const errors = validate(values);
    if (!refused) return errors;
    for (const field of Object.keys(values) as K[]) {
      const message = refused.errors[field];
      if (message && !errors[field] && values[field] === refused.values[field]) errors[field] = message;
    }
    return errors;
  };
}
