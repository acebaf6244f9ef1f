/**
 * /content/:id, a content's detail: title, subtitle, the video player, the chapter's facts, an
 * Edit mode, and for VR content with an audio link 'Download Audio File' under Additional Resources.
 * Read from the mirror, so it opens offline; the player streams the file by byte ranges, so it seeks.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { textField as text } from '../../domain/people/record-status';
import { formatField } from '../../i18n/format-field';
import { t } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { PendingBadge } from '../../ui/pending-badge';
import { ScopeNotice } from '../../ui/saved-data-notice';
import { RecordNotShown } from '../../kit/record-not-shown';
import { ContentForm } from './content-form';
import { ContentVideo } from './content-video';
import {
  classNameOf,
  playableUrl,
  subjectNameOf,
  themeLabel,
  typeLabel,
  type ContentRecord,
} from './content-record';
import { CONTENT_DETAIL_TEXTS as D } from './content-texts';
import { useContent } from './use-content';
import { useMasters } from './use-masters';
import '../../styles/device-wizard.css';
import '../../styles/content.css';
import { FactList } from '../../ui/fact-list';

function ContentFacts({ content }: { content: ContentRecord }) {
  const { masters } = useMasters();
  const vr = content.content_type === 'vr';
  const facts: [string, string][] = [
    [t('Content Type'), typeLabel(content.content_type)],
    vr ? [t('Scene ID'), text(content.scene_id)] : [t('Theme'), themeLabel(content.theme)],
    [t('Class'), classNameOf(masters, content.class)],
    [t('Subject'), subjectNameOf(masters, content.subject)],
    [t('Chapter Number'), formatField(content.chapter_number)],
  ];
  if (content.is_experimental) facts.push([t('Scene Name'), text(content.scene_name)]);
  return (
    <section className="device-detail__card" aria-label={t('Content facts')}>
      <FactList
        className="device-detail__facts"
        facts={facts.map(([term, detail]) => [term, detail.trim() || '—'] as const)}
      />
    </section>
  );
}

function Player({ link }: { link: string | null }) {
  if (!link) return <p className="content-preview__note">{D.noVideo}</p>;
  return <ContentVideo link={link} label={D.player} />;
}

function AdditionalResources({ content }: { content: ContentRecord }) {
  const audio = content.content_type === 'vr' ? playableUrl(content.audio_link) : null;
  const pdf = playableUrl(content.pdf_link);
  const asset = playableUrl(content.asset_link);
  if (!audio && !pdf && !asset) return null;
  return (
    <section className="device-detail__card" aria-labelledby="content-resources">
      <h2 id="content-resources" className="people-form__title">
        {D.resources}
      </h2>
      <ul className="content-detail__resources">
        {audio && (
          <li>
            <a href={audio} download target="_blank" rel="noreferrer">
              {D.audio}
            </a>
          </li>
        )}
        {pdf && (
          <li>
            <a href={pdf} target="_blank" rel="noreferrer">
              {D.pdf}
            </a>
          </li>
        )}
        {asset && (
          <li>
            <a href={asset} download>
              {D.asset}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

export function ContentDetailPage() {
  const id = useParams().id ?? '';
  const { scope, lookup, pending } = useContent(id);
  const [editing, setEditing] = useState(false);
  const notice = <ScopeNotice scope={scope} />;
  const back = (
    <Link to="/content" className="button button--secondary">
      {D.back}
    </Link>
  );

  if (lookup.state !== 'found') {
    return (
      <RecordNotShown
        title={D.title}
        scope={scope}
        actions={back}
        loading={lookup.state === 'loading'}
        loadingLabel={D.loading}
        notFound={<EmptyState title={D.notFound} hint={D.notFoundHint} />}
      />
    );
  }

  const { content } = lookup;
  return (
    <section className="page device-detail content-detail">
      <PageHeader
        title={text(content.chapter_title)}
        subtitle={content.chapter_subtitle ?? undefined}
        actions={
          <>
            {back}
            {!editing && (
              <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
                {D.edit}
              </button>
            )}
          </>
        }
      />
      {notice}
      <PendingBadge status={pending} />
      {editing ? (
        <ContentForm
          mode={{ kind: 'edit', record: content, videoField: 'video_file' }}
          onClose={() => setEditing(false)}
        />
      ) : (
        <>
          <Player link={content.video_link} />
          <ContentFacts content={content} />
          <AdditionalResources content={content} />
        </>
      )}
    </section>
  );
}
