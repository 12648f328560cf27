/**
 * Edit mode put together: the slots the coach site renders while the owner edits (field
 * pencils, section toolbars, list item actions and add tiles) and the overlay (edit panel, phone
 * preview, floating action button, unsaved-changes bar, recovered-draft banner, dialogs, leave
 * guard).
 * The route renders the site with `canEdit` and these slots inside `EditModeFrame`, and the
 * texts' languages around it (ContentLanguageProvider).
 */
import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CoachSiteEditSlots } from '@/lib/site-edit-slots';
import { ContentLanguageBar } from './content-language-bar';
import { DialogHost } from './dialog-host';
import { EditableFrame } from './editable-frame';
import { EditPanel, FloatingActionButton, RecoverBanner, SaveBar } from './edit-panel';
import { useEditSession, useEditorState } from './edit-session';
import { GalleryAddTile, GalleryItemActions } from './gallery';
import { LeaveGuard } from './leave-guard';
import { PhonePreview } from './phone-preview';
import { SectionToolbar } from './section-toolbar';
import { TestimonyAddTile, TestimonyItemActions } from './testimonies';
import { VideoAddTile, VideoItemActions } from './videos';
import styles from './edit-mode.module.css';

/** Every slot the coach site offers, filled. */
export function useEditSlots(): Required<CoachSiteEditSlots> {
  return useMemo<Required<CoachSiteEditSlots>>(
    () => ({
      sectionToolbar: (section, state, name) => (
        <SectionToolbar block={section} name={name} hasContent={state.hasContent} />
      ),
      field: (field, display) => <EditableFrame field={field}>{display}</EditableFrame>,
      galleryItem: (index) => <GalleryItemActions index={index} />,
      galleryAdd: <GalleryAddTile />,
      videoItem: (index) => <VideoItemActions index={index} />,
      videoAdd: <VideoAddTile />,
      testimonyItem: (index) => <TestimonyItemActions index={index} />,
      testimonyAdd: <TestimonyAddTile />,
      overlay: <EditOverlay />,
    }),
    [],
  );
}

/** Clears an appearance preview once its save is done (or failed), unless a panel is open. */
function usePreviewCleanup() {
  const { preview, setPreview, dialogs } = useEditSession();
  const idle = useEditorState((s) => s.context.queue.length === 0 && s.context.active === null);
  const panelOpen = dialogs.some((d) => d.kind === 'appearance' || d.kind === 'background');
  const hasPreview = Object.keys(preview).length > 0;
  useEffect(() => {
    if (hasPreview && idle && !panelOpen) setPreview({});
  }, [hasPreview, idle, panelOpen, setPreview]);
}

export function EditOverlay() {
  usePreviewCleanup();
  return (
    <>
      <EditPanel />
      <PhonePreview />
      <FloatingActionButton />
      <RecoverBanner />
      <SaveBar />
      <DialogHost />
      <LeaveGuard />
    </>
  );
}

/**
 * The edit panel comes after the whole site, every pencil and toolbar of it: the keyboard reaches
 * it from the top of the page in a few presses. Wide screens show the rail, where the focus goes;
 * phones its floating button (the rail is not displayed there: it has no box).
 */
function goToEditPanel(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const rail = document.getElementById('edit-panel');
  const target =
    rail && rail.getClientRects().length > 0 ? rail : document.querySelector<HTMLElement>('[data-edit-fab]');
  target?.focus();
}

/**
 * The page around the site in edit mode: a skip link to the edit panel, the bar of the texts'
 * languages above the site, and extra right padding for the edit panel.
 */
export function EditModeFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={styles.frame}>
      <a href="#edit-panel" className="skip-link" onClick={goToEditPanel}>
        {t`Pular para o painel de edição`}
      </a>
      <ContentLanguageBar />
      {children}
    </div>
  );
}
