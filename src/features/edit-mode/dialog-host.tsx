/** Renders the session's open dialogs and panels, stacked in the order they were opened. */
import { AppearancePanel } from './appearance-panel';
import { AvatarDialog } from './avatar-dialog';
import { BackgroundPanel } from './background-panel';
import { useEditSession, type EditDialog } from './edit-session';
import { FieldEditorDialog } from './field-editors';
import { GalleryAddDialog, GalleryCaptionDialog, GalleryDeleteDialog, GalleryManagerDialog } from './gallery';
import { SettingsDialog } from './settings-dialog';
import { TestimonyDeleteDialog, TestimonyDialog, TestimonyManagerDialog } from './testimonies';
import { TextsDialog } from './texts-dialog';
import { VideoDialog, VideoManagerDialog } from './videos';

function DialogFor({ dialog, onClose }: { dialog: EditDialog; onClose: () => void }) {
  switch (dialog.kind) {
    case 'field':
      return <FieldEditorDialog group={dialog.group} onClose={onClose} />;
    case 'texts':
      return <TextsDialog onClose={onClose} />;
    case 'avatar':
      return <AvatarDialog onClose={onClose} />;
    case 'settings':
      return <SettingsDialog onClose={onClose} />;
    case 'appearance':
      return <AppearancePanel onClose={onClose} />;
    case 'background':
      return <BackgroundPanel onClose={onClose} />;
    case 'gallery.add':
      return <GalleryAddDialog onClose={onClose} />;
    case 'gallery.caption':
      return <GalleryCaptionDialog url={dialog.url} onClose={onClose} />;
    case 'gallery.delete':
      return <GalleryDeleteDialog url={dialog.url} onClose={onClose} />;
    case 'gallery.manage':
      return <GalleryManagerDialog onClose={onClose} />;
    case 'video.add':
      return <VideoDialog initial={{ mode: 'adding' }} onClose={onClose} />;
    case 'video.caption':
      return <VideoDialog initial={{ mode: 'editing', id: dialog.id }} onClose={onClose} />;
    case 'video.delete':
      return <VideoDialog initial={{ mode: 'confirmDelete', id: dialog.id }} onClose={onClose} />;
    case 'video.play':
      return <VideoDialog initial={{ mode: 'playing', id: dialog.id }} onClose={onClose} />;
    case 'video.manage':
      return <VideoManagerDialog onClose={onClose} />;
    case 'testimony.add':
      return <TestimonyDialog onClose={onClose} />;
    case 'testimony.edit':
      return <TestimonyDialog id={dialog.id} onClose={onClose} />;
    case 'testimony.delete':
      return <TestimonyDeleteDialog id={dialog.id} onClose={onClose} />;
    case 'testimony.manage':
      return <TestimonyManagerDialog onClose={onClose} />;
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
