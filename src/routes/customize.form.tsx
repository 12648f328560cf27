/** /customize/form: the customize wizard. */
import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/customize/form')({ component: WizardPage });
