/**
 * The change-background panel: the background images offered by GET /types/background-images
 * (each with a desktop and a mobile variant), grouped by category and previewed live on the
 * page. Save stores the choice; Cancel puts the page back.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { backgroundImagesOptions } from './api/owner-api';
import { useEditSession, useEditorState } from './edit-session';
import { PreviewPanel } from './preview-panel';
import styles from './background-panel.module.css';

/**
 * The categories' names in the visitor's language: the API names them in Portuguese. A name
 * the app does not know is shown as the API gives it.
 */
const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  Natureza: msg`Natureza`,
  Abstrato: msg`Abstrato`,
  Cidades: msg`Cidades`,
  Minimalista: msg`Minimalista`,
};

interface Choice {
  desktop: string;
  mobile: string;
}

/** One radio of the panel, drawn as its label: a picture tile or "no background". */
function BackgroundOption({
  className,
  selected,
  onSelect,
  children,
}: {
  className: string | undefined;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className={`${className} ${selected ? styles.selected : ''}`}>
      <input type="radio" name="background" checked={selected} onChange={onSelect} />
      {children}
    </label>
  );
}

export function BackgroundPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor, setPreview } = useEditSession();
  const saved = useEditorState((s) => s.context.profile?.backgroundImg) as Choice | undefined;
  const { data: categories, isPending, isError, refetch } = useQuery(backgroundImagesOptions());
  const [choice, setChoice] = useState<Choice>({ desktop: saved?.desktop ?? '', mobile: saved?.mobile ?? '' });

  const pick = (next: Choice) => {
    setChoice(next);
    setPreview({ backgroundImg: next });
  };
  const save = () => {
    if (choice.desktop !== (saved?.desktop ?? '') || choice.mobile !== (saved?.mobile ?? '')) {
      editor.send({ type: 'operation', op: { type: 'patch', patch: { backgroundImg: choice } } });
    } else setPreview({});
    onClose();
  };

  return (
    <PreviewPanel
      title={t`Imagem de fundo`}
      description={t`Cada imagem tem uma versão para computador e outra para celular.`}
      onSave={save}
      onClose={onClose}
    >
      {isPending ? <Loading text={t`Carregando imagens…`} /> : null}
      {isError ? (
        <p className={styles.error} role="alert">
          {t`Não foi possível carregar as imagens.`}{' '}
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            {t`Tentar de novo`}
          </Button>
        </p>
      ) : null}
      <div role="radiogroup" aria-label={t`Imagens de fundo`}>
        <BackgroundOption
          className={styles.none}
          selected={choice.desktop === ''}
          onSelect={() => pick({ desktop: '', mobile: '' })}
        >
          <span>{t`Sem imagem de fundo`}</span>
        </BackgroundOption>
        {(categories ?? []).map((category) => {
          const known = CATEGORY_NAMES[category.name];
          const name = known ? i18n._(known) : category.name;
          return (
            <section key={category.name} className={styles.category} aria-label={name}>
              <h3 className={styles.categoryName}>{name}</h3>
              <div className={styles.grid}>
                {category.images.map((image, i) => {
                  const desktop = image['url-desktop'];
                  const mobile = image['url-mobile'];
                  return (
                    <BackgroundOption
                      key={desktop}
                      className={styles.option}
                      selected={choice.desktop === desktop}
                      onSelect={() => pick({ desktop, mobile })}
                    >
                      <img className={styles.desktop} src={desktop} alt="" loading="lazy" />
                      <img className={styles.mobile} src={mobile} alt="" loading="lazy" />
                      <span className="visually-hidden">{t`${name}, imagem ${i + 1}`}</span>
                    </BackgroundOption>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </PreviewPanel>
  );
}
