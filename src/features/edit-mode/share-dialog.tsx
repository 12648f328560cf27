/**
 * The share panel: the site's link in each language with a button that copies it, how the link
 * looks when shared on WhatsApp and LinkedIn (the share card, title and description the page's
 * head gives unfurlers, in that language), and a QR code of the address to download. It speaks of
 * the saved site, which is what a shared link shows, and warns while the site is unpublished.
 */
import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { AlertTriangle, Copy, Globe, Share2 } from 'lucide-react';
import type { Profile } from '@/api/gen/api-v1/model';
import { useGetCoachMeta } from '@/api/gen/api-v2/coaches/coaches';
import type { CoachMeta } from '@/api/gen/api-v2/model';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { showErrorMessage, showSuccessToast } from '@/components/ui/toast';
import { coachText } from '@/lib/coach-text';
import { clampText, coachName, TITLE_MAX } from '@/lib/display-text';
import { formatLanguageName } from '@/lib/format';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n';
import { clampDescription, localeUrl } from '@/lib/page-head';
import { coachCardVersion, coachShareDescription, shareCardPath } from '@/lib/share-card';
import { lazyRetry } from '@/lib/retry-import';
import { useLocale } from '@/lib/use-locale';
import { hasDirtyDraft } from '@machines/profile-editor.machine';
import { useEditSession, useEditorState } from './edit-session';
import styles from './share-dialog.module.css';

// The QR code's library comes with the first code the panel shows.
const ShareQrCode = lazyRetry(() => import('./share-qr'));

/** What an unfurler shows of the site's link in one language. */
interface LinkPreview {
  address: string;
  host: string;
  card: string;
  cardAlt: string;
  title: string;
  description: string;
}

/** `meta` is the API's name and description of the coach, which the page's head prefers. */
function linkPreview(profile: Profile, username: string, locale: Locale, meta?: CoachMeta): LinkPreview {
  const page = new URL(`/${encodeURIComponent(username)}`, window.location.origin).toString();
  const name = coachName(profile);
  const phrase = coachText(profile, 'mainPhrase', locale).text;
  const description = coachShareDescription(profile, locale, meta?.description);
  return {
    address: localeUrl(page, locale),
    host: window.location.host,
    card: shareCardPath({ kind: 'coach', username }, locale, coachCardVersion(profile, locale)),
    cardAlt: phrase ? `${name}: ${phrase}` : name,
    title: clampText(meta?.name || name, TITLE_MAX),
    description: description ? clampDescription(description) : '',
  };
}

/**
 * The share card, or while it cannot be had (an unpublished site has none) a stand-in of its
 * size that says so.
 */
function CardPicture({ preview, published }: { preview: LinkPreview; published: boolean }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  if (!published || failed === preview.card) {
    return (
      <div className={`${styles.cardImage} ${styles.cardMissing}`}>
        <span className={styles.cardInitials} aria-hidden="true">
          {initials(preview.title)}
        </span>
        <span>{t`A imagem do link aparece quando o site estiver publicado.`}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.cardImage}
      src={preview.card}
      alt={preview.cardAlt}
      width={1200}
      height={630}
      onError={() => setFailed(preview.card)}
    />
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

function WhatsAppPreview({ preview, published }: { preview: LinkPreview; published: boolean }) {
  return (
    <div className={styles.whatsapp}>
      <div className={styles.bubble}>
        <div className={styles.bubbleCard}>
          <CardPicture preview={preview} published={published} />
          <div className={styles.cardText}>
            <strong className={styles.cardTitle}>{preview.title}</strong>
            {preview.description ? <span className={styles.cardDescription}>{preview.description}</span> : null}
            <span className={styles.cardHost}>{preview.host}</span>
          </div>
        </div>
        <span className={styles.bubbleLink}>{preview.address}</span>
      </div>
    </div>
  );
}

function LinkedInPreview({ preview, published }: { preview: LinkPreview; published: boolean }) {
  return (
    <div className={styles.linkedin}>
      <CardPicture preview={preview} published={published} />
      <div className={styles.linkedinText}>
        <strong className={styles.cardTitle}>{preview.title}</strong>
        <span className={styles.cardHost}>{preview.host}</span>
      </div>
    </div>
  );
}

interface LanguagePanelProps {
  preview: LinkPreview;
  locale: Locale;
  username: string;
  published: boolean;
}

function LanguagePanel({ preview, locale, username, published }: LanguagePanelProps) {
  const { t } = useLingui();
  const language = formatLanguageName(locale, useLocale());
  const { address } = preview;
  return (
    <div className={styles.languagePanel}>
      <div className={styles.previews}>
        <figure className={styles.preview}>
          <figcaption>{t`No WhatsApp`}</figcaption>
          <WhatsAppPreview preview={preview} published={published} />
        </figure>
        <figure className={styles.preview}>
          <figcaption>{t`No LinkedIn`}</figcaption>
          <LinkedInPreview preview={preview} published={published} />
        </figure>
      </div>
      <section className={styles.qrSection} aria-label={t`QR code do link em ${language}`}>
        <Suspense fallback={<span className={styles.qrWaiting} aria-hidden="true" />}>
          <ShareQrCode
            address={address}
            filename={`qr-${username}${locale === 'pt' ? '' : `-${locale}`}`}
            label={t`QR code de ${address}`}
          />
        </Suspense>
        <p className={styles.qrNote}>
          {t`Imprima no seu cartão de visita ou mostre na tela: a câmera do celular abre o seu site em ${language}.`}
        </p>
      </section>
    </div>
  );
}

export function ShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { publishing } = useEditSession();
  const profile = useEditorState((s) => s.context.profile);
  const dirty = useEditorState((s) => hasDirtyDraft(s.context));
  const published = useSelector(publishing, (s) => s.context.published);
  const publishBusy = useSelector(publishing, (s) => s.hasTag('busy'));
  const locale = useLocale();
  const copy = async (address: string, language: string) => {
    try {
      await navigator.clipboard.writeText(address);
      showSuccessToast(t`Link em ${language} copiado.`);
    } catch (error) {
      showErrorMessage(t`Não foi possível copiar o link. Selecione o endereço e copie.`, error);
    }
  };
  const [shown, setShown] = useState<Locale>(locale);
  const username = profile?.username ?? '';
  // Only a published coach has one: the profile's name and texts stand in, as on the page.
  const { data: meta } = useGetCoachMeta(username, {
    query: { enabled: Boolean(username) && published, retry: false },
  });
  if (!profile || !username) return null;
  const previews = Object.fromEntries(
    LOCALES.map((language) => [language, linkPreview(profile, username, language, meta)]),
  ) as Record<Locale, LinkPreview>;

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Compartilhar seu site`}
      icon={<Share2 size={20} aria-hidden="true" />}
      description={t`O link do seu site em cada idioma, como ele aparece nas conversas e um QR code para levar a qualquer lugar.`}
      size="lg"
    >
      <div className={styles.body}>
        {published ? null : (
          <div className={styles.warning} role="note">
            <AlertTriangle size={20} aria-hidden="true" />
            <p>{t`Seu site ainda não está publicado: quem abrir o link agora verá uma página não encontrada.`}</p>
            <Button size="sm" disabled={publishBusy} onClick={() => publishing.send({ type: 'publish' })}>
              <Globe size={16} aria-hidden="true" /> {t`Publicar agora`}
            </Button>
          </div>
        )}
        {dirty ? (
          <p
            className={styles.note}
          >{t`Há alterações não salvas: o link mostra o site como foi salvo pela última vez.`}</p>
        ) : null}

        <section aria-labelledby="share-links-title">
          <h3 id="share-links-title" className={styles.heading}>{t`Links do seu site`}</h3>
          <ul className={styles.links}>
            {LOCALES.map((language) => {
              const name = formatLanguageName(language, locale);
              return (
                <li key={language} className={styles.link}>
                  <span className={styles.linkLanguage} lang={language}>
                    {LOCALE_NAMES[language]}
                  </span>
                  <input
                    className={styles.linkAddress}
                    readOnly
                    value={previews[language].address}
                    aria-label={t`Link em ${name}`}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void copy(previews[language].address, name)}
                    aria-label={t`Copiar link em ${name}`}
                  >
                    <Copy size={16} aria-hidden="true" /> {t`Copiar`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="share-previews-title">
          <h3 id="share-previews-title" className={styles.heading}>{t`Como o link aparece`}</h3>
          <Tabs
            label={t`Idioma da prévia`}
            value={shown}
            onValueChange={(value) => setShown(value as Locale)}
            items={LOCALES.map((language) => ({
              value: language,
              label: <span lang={language}>{LOCALE_NAMES[language]}</span>,
              content: (
                <LanguagePanel
                  preview={previews[language]}
                  locale={language}
                  username={username}
                  published={published}
                />
              ),
            }))}
          />
        </section>
      </div>
    </Modal>
  );
}
