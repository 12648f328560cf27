/** What every wizard step receives from the form. */
import type { WizardEvent } from '@machines/wizard.machine';
import type { WizardData } from '@machines/lib/wizard-validation';

export interface StepProps {
  data: WizardData;
  currentYear: number;
  /** The translated validation message of a field, once the coach left it or tried to move on. */
  errorFor: (key: string) => string | null;
  /** Marks a field as visited so its message shows. */
  touch: (key: string) => void;
  send: (event: WizardEvent) => void;
}
