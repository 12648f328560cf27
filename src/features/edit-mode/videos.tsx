/**
 * Video management in edit mode. One dialog walks through the spec's states: adding (a link
 * from YouTube or Vimeo only; 'Url inválida' and Save disabled otherwise, an empty link shows
 * no error; the caption is filled from the host's info service when it answers), editing the
 * caption, confirming the delete, and playing. At most 16 videos.
 */
import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Clapperboard, Video as VideoIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal, useUnsavedChanges } from '@/components/ui/modal';
import { useCoachTextLang } from '@/lib/coach-text-lang';
import { pictureUrl } from '@/lib/picture-url';
import type { Video } from '@/api/gen/api-v1/model';
import { FIELD_LIMITS, MAX_VIDEOS } from '@machines/lib/profile-rules';
import { isAcceptedVideoLink, parseVideoUrl, videoEmbedUrl } from '@machines/lib/video-url';
import { fetchVideoInfo } from './api/owner-api';
import { ListAddTile, ListItemActions, ListManagerDialog, useListItems } from './edit-lists';
import { useEditSession } from './edit-session';
import { VIDEO_HOST_UNKNOWN, VIDEO_LIMIT, VIDEO_URL_INVALID } from './messages';
import { CaptionField } from './ui/caption-field';
import { LimitedField } from './ui/limited-field';
import { FormActions } from './ui/form-actions';
import footer from './ui/dialog-footer.module.css';
import gallery from './gallery.module.css';
import styles from './videos.module.css';

export type VideoMode =
  | { mode: 'adding' }
  | { mode: 'editing'; id: string }
  | { mode: 'confirmDelete'; id: string }
  | { mode: 'playing'; id: string };

/** Only a thumbnail the page may draw (src/lib/picture-url.ts) is shown. */
export function safeThumbnail(value: string | undefined): string {
  return pictureUrl(value, 'video-thumbnail') ?? '';
}

/** The placeholder that opens the add-video dialog (hidden at 16 videos). */
export function VideoAddTile() {
  return <ListAddTile list="videos" />;
}

/** Caption and delete buttons under one video of the site. */
export function VideoItemActions({
  index,
  video,
  withPlay = false,
}: {
  index: number;
  /** The video the manager shows at `index`. */
  video?: Video;
  withPlay?: boolean;
}) {
  return <ListItemActions list="videos" index={index} item={video} withPlay={withPlay} />;
}

export function VideoDialog({ initial, onClose }: { initial: VideoMode; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const videos = useListItems('videos');
  const [state, setState] = useState<VideoMode>(initial);
  const current = state.mode === 'adding' ? undefined : videos.find((v) => v.id === state.id);

  const title =
    state.mode === 'adding'
      ? t`Adicionar vídeo`
      : state.mode === 'editing'
        ? t`Editar legenda do vídeo`
        : state.mode === 'confirmDelete'
          ? t`Excluir vídeo`
          : current?.caption || t`Vídeo`;

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      icon={<VideoIcon size={20} />}
      size={state.mode === 'playing' ? 'lg' : 'md'}
    >
      {state.mode === 'adding' ? (
        <AddVideoForm
          count={videos.length}
          existing={videos}
          onCancel={onClose}
          onAdd={(video) => {
            editor.send({ type: 'operation', op: { type: 'videos.add', video } });
            onClose();
          }}
        />
      ) : !current ? (
        <p className={styles.error} role="alert">
          {i18n._(VIDEO_HOST_UNKNOWN)}
        </p>
      ) : state.mode === 'editing' ? (
        <CaptionForm
          video={current}
          onCancel={onClose}
          onSave={(caption) => {
            editor.send({ type: 'operation', op: { type: 'videos.update', id: current.id, caption } });
            onClose();
          }}
        />
      ) : state.mode === 'confirmDelete' ? (
        <>
          <p>{t`Confirma a exclusão do vídeo?`}</p>
          <VideoCard video={current} />
          <div className={footer.footer}>
            <Button variant="ghost" onClick={onClose} autoFocus>
              {t`Cancelar`}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                editor.send({ type: 'operation', op: { type: 'videos.remove', id: current.id } });
                onClose();
              }}
            >
              {t`Excluir`}
            </Button>
          </div>
        </>
      ) : (
        <Player video={current} onEdit={() => setState({ mode: 'editing', id: current.id })} />
      )}
    </Modal>
  );
}

function Player({ video, onEdit }: { video: Video; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const src = videoEmbedUrl(video.host, video.id);
  return (
    <>
      {src ? (
        <div className={styles.player}>
          <iframe
            src={src}
            title={video.caption || t`Vídeo`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : (
        <p className={styles.error} role="alert">
          {i18n._(VIDEO_HOST_UNKNOWN)}
        </p>
      )}
      <div className={footer.footer}>
        <Button variant="ghost" onClick={onEdit}>
          {t`Editar legenda`}
        </Button>
      </div>
    </>
  );
}

function VideoCard({ video }: { video: Video }) {
  const { t } = useLingui();
  const written = useCoachTextLang();
  const thumb = safeThumbnail(video.thumbnail);
  return (
    <div className={styles.card}>
      {thumb ? (
        <img src={thumb} alt="" />
      ) : (
        <span className={styles.noThumb} aria-hidden="true">
          <Clapperboard size={28} />
        </span>
      )}
      {video.caption ? (
        <p {...written}>{video.caption}</p>
      ) : (
        <p>
          <span className={gallery.noCaption}>{t`Sem legenda`}</span>
        </p>
      )}
    </div>
  );
}

function CaptionForm({
  video,
  onSave,
  onCancel,
}: {
  video: Video;
  onSave: (caption: string) => void;
  onCancel: () => void;
}) {
  const [caption, setCaption] = useState(video.caption ?? '');
  useUnsavedChanges(caption !== (video.caption ?? ''));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(caption.trim());
      }}
    >
      <VideoCard video={{ ...video, caption }} />
      <CaptionField of="video" value={caption} onChange={setCaption} autoFocus />
      <FormActions onCancel={onCancel} />
    </form>
  );
}

function AddVideoForm({
  count,
  existing,
  onAdd,
  onCancel,
}: {
  count: number;
  existing: Video[];
  onAdd: (video: Video) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [link, setLink] = useState('');
  // The caption follows the video's title until the owner types one.
  const [captionState, setCaptionState] = useState({ text: '', touched: false });
  const caption = captionState.text;
  const [thumbnail, setThumbnail] = useState('');
  const [looking, setLooking] = useState(false);
  useUnsavedChanges(link.trim() !== '' || caption.trim() !== '');
  const hintId = useId();
  const parsed = parseVideoUrl(link);
  const accepted = isAcceptedVideoLink(link);
  const duplicate = parsed !== null && existing.some((v) => v.id === parsed.id && v.host === parsed.host);
  const full = count >= MAX_VIDEOS;
  const host = parsed?.host;
  const id = parsed?.id;

  // The host's info service names the video; a failed lookup is silently ignored.
  useEffect(() => {
    if (!host || !id) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      setLooking(true);
      void fetchVideoInfo(host, id).then((info) => {
        if (cancelled) return;
        setLooking(false);
        if (!info) return;
        setThumbnail(safeThumbnail(info.thumbnail));
        const title = info.title?.slice(0, FIELD_LIMITS.videoCaption);
        if (title) setCaptionState((c) => (c.touched ? c : { text: title, touched: false }));
      });
    }, 300);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [host, id]);

  if (full) {
    return (
      <>
        <p className={styles.error} role="alert">
          {i18n._(VIDEO_LIMIT)}
        </p>
        <div className={footer.footer}>
          <Button onClick={onCancel}>{t`Fechar`}</Button>
        </div>
      </>
    );
  }

  const linkError = !accepted ? i18n._(VIDEO_URL_INVALID) : duplicate ? t`Este vídeo já está na lista.` : null;
  const canSave = parsed !== null && !duplicate;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!parsed || duplicate) return;
        onAdd({ id: parsed.id, host: parsed.host, thumbnail, caption: caption.trim() });
      }}
      noValidate
    >
      <p id={hintId} className={styles.hint}>
        {t`Cole o endereço de um vídeo do YouTube ou do Vimeo. Você tem ${count} de ${MAX_VIDEOS} vídeos.`}
      </p>
      <LimitedField
        label={t`Link do vídeo`}
        type="url"
        inputMode="url"
        value={link}
        onChange={setLink}
        autoFocus
        placeholder="https://www.youtube.com/watch?v=…"
        error={linkError}
      />
      <CaptionField
        of="video"
        value={caption}
        onChange={(text) => setCaptionState({ text, touched: true })}
        hint={looking ? t`Buscando o título do vídeo…` : undefined}
      />
      {thumbnail ? <img className={styles.preview} src={thumbnail} alt="" /> : null}
      <FormActions canSave={canSave} onCancel={onCancel} />
    </form>
  );
}

export function VideoManagerDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListManagerDialog list="videos" onClose={onClose}>
      {(video, index) => (
        <>
          <VideoCard video={video} />
          <VideoItemActions index={index} video={video} withPlay />
        </>
      )}
    </ListManagerDialog>
  );
}
