/** The end of a dialog's form: Cancelar, and Salvar, which submits the form. */
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import footer from './dialog-footer.module.css';

export function FormActions({ canSave = true, onCancel }: { canSave?: boolean; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className={footer.footer}>
      <Button variant="ghost" onClick={onCancel}>
        {t`Cancelar`}
      </Button>
      <Button type="submit" disabled={!canSave}>
        {t`Salvar`}
      </Button>
    </div>
  );
}
