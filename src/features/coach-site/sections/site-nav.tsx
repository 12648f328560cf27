/**
 * The coach site's menu: the coach's name and phone, links to the sections visitors can see,
 * social icons and the language selector. At widths up to 990px it folds into a hamburger
 * whose panel also carries the social links. A click closes the panel and scrolls to the
 * section. Disabled in edit mode. Template 3 centres the name among the links.
 */
import { useLingui } from '@lingui/react/macro';
import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useId, useState, type CSSProperties, type MouseEvent } from 'react';
import { LanguageSelect } from '@/components/ui/language-select';
import { DEFAULT_PHONE_PREFIX, phoneDigits } from '@machines/lib/phone';
import { visibleSections, type SiteSection } from '@machines/lib/site-sections';
import { SECTION_LABELS } from '../labels';
import { useSite } from '../site-context';
import { menuHeight } from '../theme';
import { SocialLinksList } from './social-icons';
import styles from './site-nav.module.css';

export type NavTone = 'light' | 'dark' | 'accent';

/** Brazilian numbers have at most 11 national digits (area code and number). */
const BR_NATIONAL_MAX = 11;
const BR_CODE = phoneDigits(DEFAULT_PHONE_PREFIX);

/**
 * The tel: address of a stored phone number, always with its country code: the number's own
 * "+CC", or +55 for a number stored without "+" (the phone fields' default country), where a
 * trunk 0 before the area code is dropped and a leading 55 beyond 11 digits already is the code.
 */
export function telHref(tel: string): string {
  const digits = phoneDigits(tel);
  if (!digits) return 'tel:';
  if (tel.replace(/[^\d+]/g, '').startsWith('+')) return `tel:+${digits}`;
  if (digits.length > BR_NATIONAL_MAX && digits.startsWith(BR_CODE)) return `tel:+${digits}`;
  return `tel:${DEFAULT_PHONE_PREFIX}${digits.replace(/^0+/, '')}`;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to a section and moves focus to its heading without a second jump. */
export function goToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const heading = target.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  window.history.replaceState(window.history.state, '', `#${id}`);
}

export function SiteNav({ tone = 'light', centeredName = false }: { tone?: NavTone; centeredName?: boolean }) {
  const { t, i18n } = useLingui();
  const { profile, template, canEdit } = useSite();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sections = visibleSections(profile);
  const name = [profile.firstName, profile.secondName].filter(Boolean).join(' ') || profile.username || '';
  const tel = profile.tel?.trim();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onResize = () => {
      if (window.innerWidth > 990) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const onLink = (event: MouseEvent<HTMLAnchorElement>, id: SiteSection) => {
    event.preventDefault();
    if (canEdit) return;
    setOpen(false);
    goToSection(id);
  };

  const links = sections.map((id) => (
    <li key={id}>
      <a
        href={`#${id}`}
        className={styles.link}
        onClick={(e) => onLink(e, id)}
        aria-disabled={canEdit || undefined}
        tabIndex={canEdit ? -1 : undefined}
      >
        {i18n._(SECTION_LABELS[id])}
      </a>
    </li>
  ));
  const half = Math.ceil(links.length / 2);

  const brand = (
    <div className={styles.brand}>
      <a
        className={styles.name}
        href="#top"
        onClick={(e) => {
          e.preventDefault();
          if (canEdit) return;
          setOpen(false);
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        }}
      >
        {name}
      </a>
      {tel ? (
        <a className={styles.tel} href={telHref(tel)} aria-label={t`Telefone: ${tel}`}>
          <Phone size={14} aria-hidden="true" />
          <span>{tel}</span>
        </a>
      ) : null}
    </div>
  );

  return (
    <header
      id="top"
      className={[styles.bar, styles[tone], centeredName ? styles.centered : '', open ? styles.open : '']
        .filter(Boolean)
        .join(' ')}
      style={{ '--site-menu-height': `${menuHeight(template)}px` } as CSSProperties}
      data-template={template}
    >
      <nav className={styles.nav} aria-label={t`Menu do site de ${name}`}>
        <div className={centeredName ? styles.mobileOnly : styles.brandSlot}>{brand}</div>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          disabled={canEdit}
        >
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          <span className="visually-hidden">{open ? t`Fechar menu` : t`Abrir menu`}</span>
        </button>
        <div id={panelId} className={styles.panel} data-open={open}>
          {centeredName ? (
            <div className={styles.split}>
              <ul className={styles.links}>{links.slice(0, half)}</ul>
              <div className={styles.desktopOnly}>{brand}</div>
              <ul className={styles.links}>{links.slice(half)}</ul>
            </div>
          ) : (
            <ul className={styles.links}>{links}</ul>
          )}
          <div className={styles.tools}>
            <SocialLinksList links={profile.socialLinks} ownerName={name} className={styles.social} />
            <LanguageSelect tone={tone === 'light' ? 'dark' : 'light'} />
          </div>
        </div>
      </nav>
    </header>
  );
}
