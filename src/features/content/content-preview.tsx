/** The content form's live preview (spec §2: 40% beside the form): the chapter as it will be shown. */
import { ContentVideo } from './content-video';
import { isExperimental, isVr, type ContentFormValues } from './content-form-values';
import { classNameOf, subjectNameOf, typeLabel, type Masters } from './content-record';

/** As the saved text will be: spaces collapsed. */
const shown = (value: string) => value.replace(/\s+/g, ' ').trim();

export function ContentPreview({ values, masters }: { values: ContentFormValues; masters: Masters }) {
  const vr = isVr(values);
  const facts: [string, string][] = [
    ['Type', values.content_type ? typeLabel(values.content_type) : '—'],
    ['Class', values.class ? classNameOf(masters, values.class) : '—'],
    ['Subject', values.subject ? subjectNameOf(masters, values.subject) : '—'],
    ['Chapter', values.chapter_number.trim() || '—'],
    vr ? ['Scene', shown(values.scene_id) || '—'] : ['Theme', values.theme || '—'],
  ];
  if (isExperimental(values)) facts.push(['Experimental scene', values.scene_name || '—']);
  return (
    <aside className="content-editor__preview" aria-label="Preview">
      <h2 className="people-form__title">Preview</h2>
      <p className="content-preview__title">{shown(values.chapter_title) || 'Chapter title'}</p>
      {shown(values.chapter_subtitle) && (
        <p className="content-preview__subtitle">{shown(values.chapter_subtitle)}</p>
      )}
      {values.video_link ? (
        <ContentVideo link={values.video_link} label="Video preview" />
      ) : (
        <p className="content-preview__note">No video chosen yet.</p>
      )}
      <dl className="content-preview__facts">
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
