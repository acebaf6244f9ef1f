/** "Launch lesson…": a lesson of the headset's manifest (as last read), to start on the headset. */
import { useState } from 'react';
import type { DeviceLessonView } from '../../domain/headsets/headset';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { HEADSET_TEXTS as T } from './headset-texts';

interface LaunchLessonDialogProps {
  /** null when this device has not read the headset's lessons yet. */
  lessons: readonly DeviceLessonView[] | null;
  busy: boolean;
  onLaunch: (contentId: string) => void;
  onCancel: () => void;
}

export function LaunchLessonDialog({ lessons, busy, onLaunch, onCancel }: LaunchLessonDialogProps) {
  const [chosen, setChosen] = useState('');
  const options = (lessons ?? []).map((lesson) => ({
    value: lesson.content_id,
    label: lesson.chapter_title,
  }));
  return (
    <Dialog
      title={T.launchLesson}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {T.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!chosen || busy}
            onClick={() => onLaunch(chosen)}
          >
            {T.launch}
          </button>
        </>
      }
    >
      {lessons && lessons.length > 0 ? (
        <SelectField
          label={T.chooseLesson}
          name="launch-lesson"
          value={chosen}
          placeholder=""
          options={options}
          onChange={setChosen}
        />
      ) : (
        <p>{lessons ? T.noLessons : T.needLessons}</p>
      )}
    </Dialog>
  );
}
