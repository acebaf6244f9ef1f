/**
 * Create and edit of a content (spec §2, §5 Content form): the form at 60% beside its live preview at
 * 40%; the save button stays disabled until every field holds.
 */
import { CONTENT_THEMES, CONTENT_TYPES, SCENE_NAMES } from '../../domain/contents/content-schema';
import { RecordFormFrame, selectInput, textInput } from '../../kit/record-form-frame';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ContentFiles } from './content-files';
import { isExperimental, isVr } from './content-form-values';
import { ContentPreview } from './content-preview';
import { classNameOf, classOptions, subjectNameOf, subjectOptions, typeLabel } from './content-record';
import { useContentForm, type ContentFormMode } from './use-content-form';
import { useMasters } from './use-masters';

const TYPE_OPTIONS = CONTENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));
const THEME_OPTIONS = CONTENT_THEMES.map((theme) => ({ value: theme, label: theme }));
const SCENE_OPTIONS = SCENE_NAMES.map((scene) => ({ value: scene, label: scene }));

export function ContentForm({ mode, onClose }: { mode: ContentFormMode; onClose: () => void }) {
  const form = useContentForm(mode, onClose);
  const { masters } = useMasters();
  const { values } = form;
  const vr = isVr(values);

  return (
    <div className="content-editor">
      <div className="content-editor__form">
        <RecordFormFrame
          form={form}
          title={form.editing ? 'Edit Content' : 'Create Content'}
          submitLabel={form.editing ? 'Update Content' : 'Create Content'}
          onClose={onClose}
          requireValid
        >
          <SelectField
            label="Content Type"
            options={TYPE_OPTIONS}
            placeholder="Select content type"
            {...selectInput(form, 'content_type')}
          />
          <SelectField
            label="Class"
            options={classOptions(masters)}
            placeholder="Select class"
            unknownLabel={(id) => classNameOf(masters, id)}
            {...selectInput(form, 'class')}
            onChange={form.chooseClass}
          />
          <SelectField
            label="Subject"
            options={subjectOptions(masters, values.class)}
            placeholder={values.class ? 'Select subject' : 'Select a class first'}
            unknownLabel={(id) => subjectNameOf(masters, id)}
            {...selectInput(form, 'subject')}
            disabled={form.submitting || !values.class}
          />
          <TextField label="Chapter Number" inputMode="numeric" {...textInput(form, 'chapter_number')} />
          <TextField label="Chapter Title" {...textInput(form, 'chapter_title')} />
          <TextField label="Chapter Subtitle" {...textInput(form, 'chapter_subtitle')} />
          {vr ? (
            <>
              <TextField label="Scene Description" {...textInput(form, 'scene_id')} />
              <TextField label="Audio Link" type="url" {...textInput(form, 'audio_link')} />
            </>
          ) : (
            <SelectField
              label="Theme"
              options={THEME_OPTIONS}
              placeholder="Select theme"
              {...selectInput(form, 'theme')}
            />
          )}
          <CheckboxField
            label="Experimental"
            name="is_experimental"
            checked={isExperimental(values)}
            disabled={form.submitting}
            onChange={(event) => form.setExperimental(event.target.checked)}
          />
          {isExperimental(values) && (
            <SelectField
              label="Scene Name"
              options={SCENE_OPTIONS}
              placeholder="Select scene"
              {...selectInput(form, 'scene_name')}
            />
          )}
          <ContentFiles form={form} />
        </RecordFormFrame>
      </div>
      <ContentPreview values={values} masters={masters} />
    </div>
  );
}
