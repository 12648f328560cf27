/**
 * A side panel whose choices show on the page while it is open (appearance, background):
 * Cancelar (or Escape) puts the page back, Salvar keeps them.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useEditSession } from './edit-session';
import { SidePanel } from './ui/side-panel';

interface PreviewPanelProps {
  title: string;
  description: string;
  canSave?: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function PreviewPanel({ title, description, canSave = true, onSave, onClose, children }: PreviewPanelProps) {
  const { t } = useLingui();
  const { setPreview } = useEditSession();
  const cancel = () => {
    setPreview({});
    onClose();
  };
  return (
    <SidePanel
      open
      onCancel={cancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={cancel}>
            {t`Cancelar`}
          </Button>
          <Button onClick={onSave} disabled={!canSave}>
            {t`Salvar`}
          </Button>
        </>
      }
    >
      {children}
    </SidePanel>
  );
}
