/**
 * Create and edit of a content: the form at 60% beside its live preview at
 * 40%; the save button stays disabled until every field holds.
 */
import { CONTENT_THEMES, CONTENT_TYPES, SCENE_NAMES } from '../../domain/contents/content-schema';
import { t } from '../../i18n/i18n';
import { RecordFormFrame, selectInput, textInput } from '../../kit/record-form-frame';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ContentFiles } from './content-files';
import { isExperimental, isVr } from './content-form-values';
import { ContentPreview } from './content-preview';
import {
  classNameOf,
  classOptions,
  subjectNameOf,
  subjectOptions,
  themeLabel,
  typeLabel,
} from './content-record';
import { useContentForm, type ContentFormMode } from './use-content-form';
import { useMasters } from './use-masters';

const SCENE_OPTIONS = SCENE_NAMES.map((scene) => ({ value: scene, label: scene }));

export function ContentForm({ mode, onClose }: { mode: ContentFormMode; onClose: () => void }) {
  const form = useContentForm(mode, onClose);
  const { masters } = useMasters();
  const { values } = form;
  const vr = isVr(values);
  const typeOptions = CONTENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));

  return (
    <div className="content-editor">
      <div className="content-editor__form">
        <RecordFormFrame
          form={form}
          title={form.editing ? t('Edit Content') : t('Create Content')}
          submitLabel={form.editing ? t('Update Content') : t('Create Content')}
          onClose={onClose}
          requireValid
        >
          <SelectField
            label={t('Content Type')}
            options={typeOptions}
            placeholder={t('Select content type')}
            {...selectInput(form, 'content_type')}
          />
          <SelectField
            label={t('Class')}
            options={classOptions(masters)}
            placeholder={t('Select class')}
            unknownLabel={(id) => classNameOf(masters, id)}
            {...selectInput(form, 'class')}
            onChange={form.chooseClass}
          />
          <SelectField
            label={t('Subject')}
            options={subjectOptions(masters, values.class)}
            placeholder={values.class ? t('Select subject') : t('Select a class first')}
            unknownLabel={(id) => subjectNameOf(masters, id)}
            {...selectInput(form, 'subject')}
            disabled={form.submitting || !values.class}
          />
          <TextField label={t('Chapter Number')} inputMode="numeric" {...textInput(form, 'chapter_number')} />
          <TextField label={t('Chapter Title')} {...textInput(form, 'chapter_title')} />
          <TextField label={t('Chapter Subtitle')} {...textInput(form, 'chapter_subtitle')} />
          {vr ? (
            <>
              <TextField label={t('Scene Description')} {...textInput(form, 'scene_id')} />
              <TextField label={t('Audio Link')} type="url" {...textInput(form, 'audio_link')} />
            </>
          ) : (
            <SelectField
              label={t('Theme')}
              options={CONTENT_THEMES.map((theme) => ({ value: theme, label: themeLabel(theme) }))}
              placeholder={t('Select theme')}
              {...selectInput(form, 'theme')}
            />
          )}
          <CheckboxField
            label={t('Experimental')}
            name="is_experimental"
            checked={isExperimental(values)}
            disabled={form.submitting}
            onChange={(event) => form.setExperimental(event.target.checked)}
          />
          {isExperimental(values) && (
            <SelectField
              label={t('Scene Name')}
              options={SCENE_OPTIONS}
              placeholder={t('Select scene')}
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
