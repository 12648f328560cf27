/**
 * The signed-in coach's menu in the platform header: their name on a disclosure button that
 * opens links to their public site and to sign out. The header loads it on demand, so visitors
 * never download the owner's profile call.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { getGetFirstLoginQueryOptions, getGetMyProfileQueryOptions } from '@/api/gen/api-v1/owner/owner';
import styles from './header.module.css';
import { plainText } from '@/lib/display-text';
import { useDisclosure } from '@/lib/use-disclosure';

export default function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  // A coach who has not finished the customize wizard has no profile (and no site) yet: asking
  // for it would only answer 404, so the menu waits for the first-login answer.
  const { data: firstLogin } = useQuery(getGetFirstLoginQueryOptions());
  const hasSite = firstLogin?.profile.alreadySiteAccess === true;
  const { data: profile } = useQuery(getGetMyProfileQueryOptions({ query: { enabled: hasSite } }));
  const root = useRef<HTMLDivElement>(null);
  // Escape closes the list and gives the focus back to its button; a click or focus outside closes it.
  const { open, setOpen, id: listId, buttonProps } = useDisclosure(root);
  // Shown on one line, cut by CSS; bidi controls go so a name cannot reorder what follows it.
  const name = plainText([profile?.firstName, profile?.secondName].filter(Boolean).join(' ')) || profile?.username;

  const follow = () => {
    setOpen(false);
    onNavigate();
  };
  return (
    <div ref={root} className={styles.account}>
      <button {...buttonProps} className={styles.accountButton}>
        <span className={styles.accountName} title={name}>
          {name ?? t`Minha conta`}
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.accountList} hidden={!open}>
        {profile?.username ? (
          <li>
            <Link to="/$username" params={{ username: profile.username }} onClick={follow}>
              {t`Meu site`}
            </Link>
          </li>
        ) : null}
        <li>
          {/* Pointing at /logout must not sign out: only the click does. */}
          <Link to="/logout" preload={false} onClick={follow}>
            {t`Sair`}
          </Link>
        </li>
      </ul>
    </div>
  );
}
