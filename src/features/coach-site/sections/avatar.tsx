/** The coach's photo, or initials on the theme colour when there is none it may draw. */
import type { CSSProperties } from 'react';
import type { Profile } from '@/api/gen/api-v1/model';
import { pictureUrl } from '@/lib/picture-url';
import { coachName } from '@/lib/display-text';
import styles from './avatar.module.css';

export function Avatar({
  profile,
  size = 160,
  shape = 'circle',
  className,
}: {
  profile: Profile;
  size?: number;
  shape?: 'circle' | 'rounded' | 'square';
  className?: string;
}) {
  const name = coachName(profile);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const cls = [styles.avatar, styles[shape], className].filter(Boolean).join(' ');
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  const photo = pictureUrl(profile.photoUrl);
  if (photo) {
    return <img className={cls} src={photo} alt={name} width={size} height={size} style={style} decoding="async" />;
  }
  return (
    <span className={`${cls} ${styles.initials}`} style={style} role="img" aria-label={name}>
      {initials}
    </span>
  );
}
