import { createFileRoute, redirect } from '@tanstack/react-router';
import { clearTokens } from '@/lib/tokens';

export const Route = createFileRoute('/logout')({
  beforeLoad: ({ context }) => {
    clearTokens();
    context.queryClient.clear();
    throw redirect({ to: '/login', replace: true });
  },
});
