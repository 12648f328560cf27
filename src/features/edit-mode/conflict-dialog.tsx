/**
 * Opens when a write was held back because another tab or device saved the same part of the
 * profile meanwhile (see the profile editor's `conflict` state). A list change can be merged
 * into the saved list or dropped (reload); a text changed on both sides is kept as the owner's
 * or replaced by the saved one. Closing writes nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { TriangleAlert } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useLocale } from '@/lib/use-locale';
import type { profileEditorMachine } from '@machines/profile-editor.machine';
import { useFieldLabel } from './field-labels';
import footer from './ui/dialog-footer.module.css';
import styles from './conflict-dialog.module.css';

const valueIn = (from: object, field: string): unknown => (from as Record<string, unknown>)[field];

export function ConflictDialog({ editor }: { editor: ActorRefFrom<typeof profileEditorMachine> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const conflict = useSelector(editor, (s) => (s.hasTag('conflict') ? s.context.conflict : null));
  const update = useSelector(editor, (s) => s.context.active?.update ?? null);
  const labelOf = useFieldLabel();
  if (!conflict || !update) return null;

  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).format([...new Set(conflict.fields.map(labelOf))]);
  const texts = conflict.fields.flatMap((field) => {
    const mine = valueIn(update, field);
    const saved = valueIn(conflict.server, field) ?? '';
    return typeof mine === 'string' && typeof saved === 'string' ? [{ field, mine, saved }] : [];
  });
  const resolve = (choice: 'mine' | 'saved') => editor.send({ type: 'conflict.resolve', choice });

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : editor.send({ type: 'conflict.dismiss' }))}
      title={t`Alterado em outra aba`}
      icon={<TriangleAlert size={20} />}
      size="md"
      description={t`Enquanto você editava, outra aba ou outro aparelho salvou: ${parts}. Nada foi sobrescrito.`}
    >
      {conflict.mergeable ? (
        <p className={styles.hint}>
          {t`Mesclar aplica a sua alteração sobre a versão salva. Recarregar descarta a sua alteração e mostra a versão salva.`}
        </p>
      ) : (
        <>
          <p className={styles.hint}>{t`Os dois lados mudaram o mesmo conteúdo. Escolha qual versão fica.`}</p>
          {texts.length > 0 ? (
            <div className={styles.fields}>
              {texts.map(({ field, mine, saved }) => (
                <section key={field} className={styles.field} aria-label={labelOf(field)}>
                  <span className={styles.label}>{labelOf(field)}</span>
                  <div className={styles.versions}>
                    <dl className={styles.version}>
                      <dt>{t`Versão salva`}</dt>
                      <dd>{saved}</dd>
                    </dl>
                    <dl className={styles.version}>
                      <dt>{t`Sua versão`}</dt>
                      <dd>{mine}</dd>
                    </dl>
                  </div>
                </section>
              ))}
            </div>
          ) : null}
        </>
      )}
      <div className={footer.footer}>
        {conflict.mergeable ? (
          <>
            <Button variant="ghost" onClick={() => resolve('saved')}>
              {t`Recarregar`}
            </Button>
            <Button onClick={() => resolve('mine')}>{t`Mesclar`}</Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={() => resolve('saved')}>
              {t`Usar a salva`}
            </Button>
            <Button onClick={() => resolve('mine')}>{t`Manter a minha`}</Button>
          </>
        )}
      </div>
    </Modal>
  );
}
