/** /customize: the first-time setup intro. */
import { createFileRoute } from '@tanstack/react-router';
import { CustomizeIntro } from '@/features/wizard/customize-intro';

export const Route = createFileRoute('/customize/')({ component: CustomizeIntro });
