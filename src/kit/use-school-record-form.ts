/**
 * The add/edit form of a school's record (classes, subjects, books): opened empty or with the record's
 * values, checked by the area's rules, saved through its record saves. A create the server refused
 * opens with the server's messages on their fields.
 */
import { useMemo } from 'react';
import * as v from 'valibot';
import type { EntityName, SyncedRecord } from '../data/db/entities';
import { useRefusedCreate } from '../data/records/refused-rows';
import type { FormErrors } from '../ui/use-field-form';
import type { ListTexts, WriteMessages } from './list-texts';
import type { RecordFormMode } from './school-records-page';
import { useRecordForm, withServerErrors } from './use-record-form';

type Fields = Record<string, unknown>;

interface SchoolRecordFormOptions<T extends SyncedRecord, K extends string> {
  entity: EntityName;
  mode: RecordFormMode<T>;
  schoolId: string;
  empty: Record<K, string>;
  /** A module-level function: the record's values as the form holds them. */
  valuesOf: (record: T) => Record<K, string>;
  /** Stable (useCallback): the field rules and the checks against the school on this device. */
  validate: (values: Record<K, string>) => FormErrors<K>;
  /** The form's values as they are saved. */
  schema: v.GenericSchema<unknown, Fields>;
  saves: {
    add: (userId: string, schoolId: string, fields: Fields) => Promise<string>;
    edit: (userId: string, record: T, fields: Fields) => Promise<boolean>;
  };
  messages: WriteMessages;
  texts: Pick<ListTexts, 'noChanges' | 'signedOut'>;
  onClose: () => void;
}

export function useSchoolRecordForm<T extends SyncedRecord, K extends string>(
  options: SchoolRecordFormOptions<T, K>,
) {
  const { entity, mode, valuesOf, validate } = options;
  const record = mode.kind === 'edit' ? mode.record : undefined;
  const refused = useRefusedCreate(entity, record?._id);
  const checked = useMemo(
    () =>
      withServerErrors(
        validate,
        record && refused?.fieldErrors && { values: valuesOf(record), errors: refused.fieldErrors },
      ),
    [validate, valuesOf, record, refused],
  );

  return useRecordForm({
    adding: record === undefined,
    initial: () => (record ? valuesOf(record) : options.empty),
    validate: checked,
    save: async (userId, values) => {
      const fields = v.parse(options.schema, values);
      if (!record) return options.saves.add(userId, options.schoolId, fields);
      return (await options.saves.edit(userId, record, fields)) ? record._id : null;
    },
    messages: options.messages,
    texts: options.texts,
    onClose: options.onClose,
    revealErrors: refused !== undefined,
  });
}
