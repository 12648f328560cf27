/**
 * The coach's social profiles as icon links. Addresses go through the shared normaliser, so
 * only https profile addresses on each network's own domain are ever linked.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { normaliseSocialLinks, SOCIAL_NETWORKS, type SocialNetworkName } from '@machines/lib/social-links';
import type { SocialLinks } from '@/api/gen/api-v1/model';
import styles from './social-icons.module.css';

const ICONS: Record<SocialNetworkName, ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  twitter: (
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
      <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    </>
  ),
};

const NAMES: Record<SocialNetworkName, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetworkName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[network]}
    </svg>
  );
}

/** The normalised links in the spec's order, dropping empty networks. */
export function socialEntries(links: SocialLinks | undefined): Array<{ network: SocialNetworkName; url: string }> {
  const normalised = normaliseSocialLinks(links);
  return SOCIAL_NETWORKS.flatMap((network) => (normalised[network] ? [{ network, url: normalised[network] }] : []));
}

export function SocialLinksList({
  links,
  ownerName,
  className,
  tone = 'inherit',
}: {
  links: SocialLinks | undefined;
  ownerName: string;
  className?: string;
  tone?: 'inherit' | 'filled';
}) {
  const { t } = useLingui();
  const entries = socialEntries(links);
  if (entries.length === 0) return null;
  return (
    <ul
      className={[styles.list, tone === 'filled' ? styles.filled : '', className].filter(Boolean).join(' ')}
      aria-label={t`Redes sociais de ${ownerName}`}
    >
      {entries.map(({ network, url }) => (
        <li key={network}>
          <a
            className={styles.link}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${NAMES[network]} de ${ownerName}`}
            data-network={network}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
