import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import type { ReactNode } from 'react';

export function HomeLink({ children }: { children: ReactNode }) {
  return (
    <Link to="/home" className={buttonClass('primary', 'lg')}>
      {children}
    </Link>
  );
}
