/**
 * The edit panel: a rail at the right edge of the page (the page gets extra right padding for
 * it) with saving, publishing and every editor; on phones the same actions open from a
 * floating action button. Also the bar that says there are unsaved changes and the banner that
 * offers back a draft kept from an earlier visit.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import {
  Camera,
  Eye,
  Globe,
  GlobeLock,
  Image as ImageIcon,
  Images,
  LogOut,
  Menu,
  MessageSquareQuote,
  Palette,
  Save,
  ScanEye,
  Settings,
  Share2,
  Smartphone,
  Type,
  Video,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDisclosure } from '@/lib/use-disclosure';
import { canSaveDraft, validateDraft } from '@machines/lib/profile-rules';
import { hasDirtyDraft } from '@machines/profile-editor.machine';
import { useEditSession, useEditorState, type EditDialog } from './edit-session';
import { DRAFT_ERROR_MESSAGES } from './messages';
import { FirstSiteChecklist } from './first-site-checklist';
import { HistoryButtons, useHistoryShortcuts } from './history-controls';
import { usePhonePreviewOffered } from './phone-preview';
import { ConfirmDialog } from './ui/confirm-dialog';
import styles from './edit-panel.module.css';
import { intlTag } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';

interface PanelAction {
  id: string;
  label: string;
  icon: ReactNode;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  tone?: 'primary' | 'publish';
  pressed?: boolean;
  note?: string;
}

function usePanelActions(): PanelAction[] {
  const { t } = useLingui();
  const { editor, publishing, openDialog, setAsVisitor, phonePreview, setPhonePreview } = useEditSession();
  const phoneOffered = usePhonePreviewOffered();
  const dirty = useEditorState((s) => hasDirtyDraft(s.context));
  const valid = useEditorState((s) => canSaveDraft(s.context.draft));
  const saving = useEditorState((s) => s.hasTag('saving'));
  const username = useEditorState((s) => s.context.profile?.username ?? '');
  const published = useSelector(publishing, (s) => s.context.published);
  const publishBusy = useSelector(publishing, (s) => s.hasTag('busy'));
  const dialogAction = (id: string, label: string, Icon: LucideIcon, dialog: EditDialog): PanelAction => ({
    id,
    label,
    icon: <Icon size={20} aria-hidden="true" />,
    onSelect: () => openDialog(dialog),
  });

  return [
    {
      id: 'save',
      label: saving ? t`Salvando…` : t`Salvar`,
      icon: <Save size={20} aria-hidden="true" />,
      onSelect: () => editor.send({ type: 'draft.save' }),
      disabled: !dirty || !valid || saving,
      tone: 'primary',
      note: dirty ? t`Há alterações não salvas` : t`Tudo salvo`,
    },
    {
      id: 'publish',
      label: published ? t`Despublicar` : t`Publicar`,
      icon: published ? <GlobeLock size={20} aria-hidden="true" /> : <Globe size={20} aria-hidden="true" />,
      // Taking the site offline asks first; publishing is one click.
      onSelect: () => (published ? openDialog({ kind: 'unpublish' }) : publishing.send({ type: 'publish' })),
      disabled: publishBusy,
      tone: 'publish',
      note: published ? t`Site publicado` : t`Site não publicado`,
    },
    dialogAction('texts', t`Textos`, Type, { kind: 'texts' }),
    dialogAction('avatar', t`Foto`, Camera, { kind: 'avatar' }),
    dialogAction('appearance', t`Aparência`, Palette, { kind: 'appearance' }),
    dialogAction('background', t`Fundo`, ImageIcon, { kind: 'background' }),
    dialogAction('gallery', t`Galeria`, Images, { kind: 'gallery.manage' }),
    dialogAction('videos', t`Vídeos`, Video, { kind: 'video.manage' }),
    dialogAction('testimonies', t`Depoimentos`, MessageSquareQuote, { kind: 'testimony.manage' }),
    dialogAction('settings', t`Configurações`, Settings, { kind: 'settings' }),
    dialogAction('share', t`Compartilhar`, Share2, { kind: 'share' }),
    {
      id: 'visitor',
      label: t`Ver como visitante`,
      icon: <ScanEye size={20} aria-hidden="true" />,
      onSelect: () => setAsVisitor(true),
    },
    // A toggle, and only where the frame fits beside the editor (phone-preview.tsx).
    ...(phoneOffered
      ? [
          {
            id: 'phone',
            label: t`Prévia no celular`,
            icon: <Smartphone size={20} aria-hidden="true" />,
            onSelect: () => setPhonePreview(!phonePreview),
            pressed: phonePreview,
          },
        ]
      : []),
    {
      id: 'view',
      label: t`Ver site`,
      icon: <Eye size={20} aria-hidden="true" />,
      href: username ? `/${encodeURIComponent(username)}` : undefined,
      disabled: !published,
    },
    { id: 'logout', label: t`Sair`, icon: <LogOut size={20} aria-hidden="true" />, href: '/logout' },
  ];
}

function ActionItem({ action, onDone }: { action: PanelAction; onDone?: () => void }) {
  const className = [styles.action, action.tone ? styles[action.tone] : ''].join(' ');
  const content = (
    <>
      {action.icon}
      <span className={styles.actionLabel}>{action.label}</span>
      {action.note ? <span className="visually-hidden">{`(${action.note})`}</span> : null}
    </>
  );
  if (action.id === 'logout') {
    // In-app navigation, so the leave guard can ask first when something is unsaved.
    return (
      <Link className={className} to="/logout" preload={false} onClick={onDone}>
        {content}
      </Link>
    );
  }
  if (action.href && !action.disabled) {
    return (
      <a
        className={className}
        href={action.href}
        target={action.id === 'view' ? '_blank' : undefined}
        rel={action.id === 'view' ? 'noopener noreferrer' : undefined}
        onClick={onDone}
      >
        {content}
      </a>
    );
  }
  // aria-disabled, not disabled: a control that disables itself while it works (save, publish)
  // keeps the keyboard focus.
  return (
    <button
      type="button"
      className={className}
      aria-disabled={action.disabled || undefined}
      aria-pressed={action.pressed}
      onClick={() => {
        if (action.disabled) return;
        onDone?.();
        action.onSelect?.();
      }}
    >
      {content}
    </button>
  );
}

/**
 * Whether the page's edits are saved: most saves show only here and on the page itself (no
 * toast), so screen readers hear it through a polite live region.
 */
function SaveStatus({ className }: { className?: string }) {
  const { t } = useLingui();
  const dirty = useEditorState((s) => hasDirtyDraft(s.context));
  const busy = useEditorState((s) => s.context.active !== null || s.context.queue.length > 0);
  const failed = useEditorState((s) => s.context.last?.ok === false && s.context.last.refusal !== 'draftInvalid');
  const text = busy
    ? t`Salvando…`
    : dirty
      ? t`Há alterações não salvas`
      : failed
        ? t`A última alteração não foi salva`
        : t`Tudo salvo`;
  return (
    <p role="status" className={className} data-state={busy ? 'busy' : dirty || failed ? 'unsaved' : 'saved'}>
      {text}
    </p>
  );
}

/** The rail at the right edge (wide screens), and the first-site checklist beside the site. */
export function EditPanel() {
  const { t } = useLingui();
  const actions = usePanelActions();
  const { publishing } = useEditSession();
  const published = useSelector(publishing, (s) => s.context.published);
  useHistoryShortcuts();
  return (
    <>
      <nav id="edit-panel" tabIndex={-1} className={styles.rail} aria-label={t`Painel de edição`} data-edit-rail="">
        <p className={`${styles.badge} ${published ? styles.live : ''}`}>{published ? t`Publicado` : t`Rascunho`}</p>
        <SaveStatus className={styles.status} />
        <HistoryButtons tone="rail" />
        <ul className={styles.list}>
          {actions.map((action) => (
            <li key={action.id}>
              <ActionItem action={action} />
            </li>
          ))}
        </ul>
      </nav>
      <FirstSiteChecklist />
    </>
  );
}

/**
 * How far the floating button must rise to clear the hero's call to action when that sits at the
 * bottom of the screen (short phones): the button and its status then stand just above it.
 */
function useLiftOverHeroCta(row: RefObject<HTMLDivElement | null>): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const cta = document.querySelector('[data-hero-cta]');
      const own = row.current;
      if (!cta || !own) return;
      // The row's place without a lift: fixed at the bottom, so its bottom margin never changes.
      const bottom = parseFloat(getComputedStyle(own.parentElement ?? own).bottom) || 0;
      const rowBottom = window.innerHeight - bottom;
      const rowTop = rowBottom - own.offsetHeight;
      const box = cta.getBoundingClientRect();
      const covered = box.height > 0 && box.bottom > rowTop - GAP && box.top < rowBottom;
      setLift(covered ? Math.ceil(rowBottom - (box.top - GAP)) : 0);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The call to action also moves without a scroll: the template and the bars above the site
    // arrive after the button, and the page's height changes with them.
    const layout = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    layout?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      layout?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [row]);
  return lift;
}
/** The space kept between the floating button and the call to action it stands above. */
const GAP = 8;

/** The floating action button of phones: opens the panel's actions. */
export function FloatingActionButton() {
  const { t } = useLingui();
  const actions = usePanelActions();
  const { open, setOpen, id: menuId, buttonProps } = useDisclosure();
  const row = useRef<HTMLDivElement>(null);
  const lift = useLiftOverHeroCta(row);
  return (
    <div className={styles.fabWrap} style={!open && lift ? { transform: `translateY(${-lift}px)` } : undefined}>
      {open ? (
        <nav id={menuId} className={styles.sheet} aria-label={t`Ações de edição`}>
          <HistoryButtons tone="sheet" />
          <ul className={styles.sheetList}>
            {actions.map((action) => (
              <li key={action.id}>
                <ActionItem action={action} onDone={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div ref={row} className={styles.fabRow}>
        <SaveStatus className={styles.fabStatus} />
        <button {...buttonProps} className={styles.fab} data-edit-fab="">
          {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          <span className="visually-hidden">{open ? t`Fechar ações de edição` : t`Abrir ações de edição`}</span>
        </button>
      </div>
    </div>
  );
}

/** Shown while the draft holds unsaved edits: what blocks saving, discard and save. */
export function SaveBar() {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const dirty = useEditorState((s) => hasDirtyDraft(s.context));
  const draft = useEditorState((s) => s.context.draft);
  const saving = useEditorState((s) => s.hasTag('saving'));
  const [confirm, setConfirm] = useState(false);
  // The bar leaves once the edits are saved or discarded, taking the focused button with it:
  // the focus then goes to the page rather than being lost on the document body.
  const focusInside = useRef(false);
  useEffect(() => {
    if (dirty || !focusInside.current) return;
    focusInside.current = false;
    const frame = requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [dirty]);
  if (!dirty) return null;
  const errors = validateDraft(draft);
  const firstError = Object.values(errors)[0];
  return (
    <div
      className={styles.saveBar}
      role="region"
      aria-label={t`Alterações não salvas`}
      onFocus={() => {
        focusInside.current = true;
      }}
    >
      <p className={styles.saveText}>
        <strong>{t`Você tem alterações não salvas.`}</strong>
        {firstError ? <span className={styles.saveError}>{i18n._(DRAFT_ERROR_MESSAGES[firstError])}</span> : null}
      </p>
      <div className={styles.saveActions}>
        <Button variant="ghost" size="sm" onClick={() => setConfirm(true)}>
          {t`Descartar`}
        </Button>
        <Button size="sm" disabled={!!firstError || saving} onClick={() => editor.send({ type: 'draft.save' })}>
          {saving ? t`Salvando…` : t`Salvar alterações`}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t`Descartar alterações`}
        message={t`As alterações que você ainda não salvou serão perdidas.`}
        confirmLabel={t`Descartar`}
        danger
        onConfirm={() => {
          editor.send({ type: 'draft.revert' });
          setConfirm(false);
        }}
      />
    </div>
  );
}

/** Offers back the unsaved edits of an earlier visit. */
export function RecoverBanner() {
  const { t } = useLingui();
  const locale = useLocale();
  const { editor } = useEditSession();
  const recoverable = useEditorState((s) => s.context.recoverable);
  if (!recoverable) return null;
  const when = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(recoverable.savedAt),
  );
  return (
    <div className={styles.recover} role="region" aria-label={t`Alterações recuperadas`}>
      <p>{t`Encontramos alterações que não foram salvas (${when}). Quer recuperá-las?`}</p>
      <div className={styles.saveActions}>
        <Button variant="ghost" size="sm" onClick={() => editor.send({ type: 'draft.dismiss' })}>
          {t`Descartar`}
        </Button>
        <Button size="sm" onClick={() => editor.send({ type: 'draft.restore' })}>
          {t`Recuperar alterações`}
        </Button>
      </div>
    </div>
  );
}

/** Asks before taking the site offline: visitors and search engines stop finding it. */
export function UnpublishDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { publishing } = useEditSession();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Despublicar o site?`}
      message={t`Visitantes e buscadores deixam de ver seu site até você publicá-lo de novo. Textos, fotos e vídeos continuam guardados.`}
      confirmLabel={t`Despublicar`}
      icon={<GlobeLock size={20} />}
      danger
      onConfirm={() => {
        publishing.send({ type: 'unpublish' });
        onClose();
      }}
    />
  );
}
