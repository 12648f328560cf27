/** Renders the session's open dialogs and panels, stacked in the order they were opened. */
import type { ComponentType } from 'react';
import { AppearancePanel } from './appearance-panel';
import { AvatarDialog } from './avatar-dialog';
import { BackgroundPanel } from './background-panel';
import { UnpublishDialog } from './edit-panel';
import { useEditSession, type EditDialog } from './edit-session';
import { FieldEditorDialog } from './field-editors';
import { GalleryAddDialog, GalleryCaptionDialog, GalleryDeleteDialog, GalleryManagerDialog } from './gallery';
import { SettingsDialog } from './settings-dialog';
import { ShareDialog } from './share-dialog';
import { TestimonyDeleteDialog, TestimonyDialog, TestimonyManagerDialog } from './testimonies';
import { TextsDialog } from './texts-dialog';
import { VideoDialog, VideoManagerDialog } from './videos';

/** The dialogs that take nothing but how to close them. */
const PLAIN_DIALOGS: Partial<Record<EditDialog['kind'], ComponentType<{ onClose: () => void }>>> = {
  texts: TextsDialog,
  avatar: AvatarDialog,
  settings: SettingsDialog,
  appearance: AppearancePanel,
  background: BackgroundPanel,
  unpublish: UnpublishDialog,
  share: ShareDialog,
  'gallery.manage': GalleryManagerDialog,
  'video.manage': VideoManagerDialog,
  'testimony.add': TestimonyDialog,
  'testimony.manage': TestimonyManagerDialog,
};

function DialogFor({ dialog, onClose }: { dialog: EditDialog; onClose: () => void }) {
  const Plain = PLAIN_DIALOGS[dialog.kind];
  if (Plain) return <Plain onClose={onClose} />;
  switch (dialog.kind) {
    case 'field':
      return <FieldEditorDialog group={dialog.group} onClose={onClose} />;
    case 'gallery.add':
      return <GalleryAddDialog files={dialog.files} onClose={onClose} />;
    case 'gallery.caption':
      return <GalleryCaptionDialog url={dialog.url} onClose={onClose} />;
    case 'gallery.delete':
      return <GalleryDeleteDialog url={dialog.url} onClose={onClose} />;
    case 'video.add':
      return <VideoDialog initial={{ mode: 'adding' }} onClose={onClose} />;
    case 'video.caption':
      return <VideoDialog initial={{ mode: 'editing', id: dialog.id }} onClose={onClose} />;
    case 'video.delete':
      return <VideoDialog initial={{ mode: 'confirmDelete', id: dialog.id }} onClose={onClose} />;
    case 'video.play':
      return <VideoDialog initial={{ mode: 'playing', id: dialog.id }} onClose={onClose} />;
    case 'testimony.edit':
      return <TestimonyDialog id={dialog.id} onClose={onClose} />;
    case 'testimony.delete':
      return <TestimonyDeleteDialog id={dialog.id} onClose={onClose} />;
    default:
      return null;
  }
}

export function DialogHost() {
  const { dialogs, closeDialog } = useEditSession();
  return (
    <>
      {dialogs.map((dialog, index) => (
        <DialogFor key={`${index}-${dialog.kind}`} dialog={dialog} onClose={() => closeDialog(dialog.kind)} />
      ))}
    </>
  );
}
