/** The content form's live preview (40% beside the form): the chapter as it will be shown. */
import { formatField } from '../../i18n/format-field';
import { t } from '../../i18n/i18n';
import { ContentVideo } from './content-video';
import { isExperimental, isVr, type ContentFormValues } from './content-form-values';
import { classNameOf, subjectNameOf, themeLabel, typeLabel, type Masters } from './content-record';
import { FactList } from '../../ui/fact-list';

/** As the saved text will be: spaces collapsed. */
const shown = (value: string) => value.replace(/\s+/g, ' ').trim();

export function ContentPreview({ values, masters }: { values: ContentFormValues; masters: Masters }) {
  const vr = isVr(values);
  const facts: [string, string][] = [
    [t('Type'), values.content_type ? typeLabel(values.content_type) : '—'],
    [t('Class'), values.class ? classNameOf(masters, values.class) : '—'],
    [t('Subject'), values.subject ? subjectNameOf(masters, values.subject) : '—'],
    [t('Chapter'), formatField(values.chapter_number.trim()) || '—'],
    vr ? [t('Scene'), shown(values.scene_id) || '—'] : [t('Theme'), themeLabel(values.theme) || '—'],
  ];
  if (isExperimental(values)) facts.push([t('Experimental scene'), values.scene_name || '—']);
  return (
    <aside className="content-editor__preview" aria-label={t('Preview')}>
      <h2 className="people-form__title">{t('Preview')}</h2>
      <p className="content-preview__title">{shown(values.chapter_title) || t('Chapter title')}</p>
      {shown(values.chapter_subtitle) && (
        <p className="content-preview__subtitle">{shown(values.chapter_subtitle)}</p>
      )}
      {values.video_link ? (
        <ContentVideo link={values.video_link} label={t('Video preview')} />
      ) : (
        <p className="content-preview__note">{t('No video chosen yet.')}</p>
      )}
      <FactList className="content-preview__facts" facts={facts} />
    </aside>
  );
}
