/**
 * On the not-found page of a coach's address, for the coach it belongs to, signed in in this
 * browser: the site is not published, so visitors get this page, and the editor is where to
 * publish it. Visitors, and coaches signed in as someone else, see the not-found page alone.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { GlobeLock } from 'lucide-react';
import { getGetMyUsernameQueryOptions } from '@/api/gen/api-v1/owner/owner';
import { buttonClass } from '@/components/ui/button';
import { isLoggedIn } from '@/lib/tokens';
import styles from './unpublished-notice.module.css';

export default function UnpublishedNotice({ username }: { username: string }) {
  const { t } = useLingui();
  const signedIn = isLoggedIn();
  const { data } = useQuery({
    ...getGetMyUsernameQueryOptions(),
    enabled: signedIn,
    retry: false,
    staleTime: Infinity,
  });
  if (!signedIn || data?.username !== username) return null;
  return (
    <div className={styles.notice} role="status">
      <GlobeLock size={20} aria-hidden="true" />
      <p>{t`Este é o seu site. Ele não está publicado, por isso os visitantes veem esta página.`}</p>
      <Link to="/$username/edit" params={{ username }} className={buttonClass('primary', 'sm')}>
        {t`Publicar na edição`}
      </Link>
    </div>
  );
}
