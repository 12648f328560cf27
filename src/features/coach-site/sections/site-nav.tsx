/**
 * The coach site's menu: the coach's name and phone, links to the sections visitors can see,
 * social icons and the language selector. At widths up to 990px, and wherever its parts would
 * not fit side by side (a long name, long labels in another language), it folds into a hamburger
 * whose panel also carries the social links. A click closes the panel and scrolls to the
 * section. Disabled in edit mode. Template 3 centres the name among the links.
 */
import { useLingui } from '@lingui/react/macro';
import { Menu, Phone, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type RefObject,
} from 'react';
import { ToggleButton } from '@/components/ui/button';
import { LanguageSelect } from '@/components/ui/language-select';
import { useLocale } from '@/lib/use-locale';
import { internationalDigits } from '@machines/lib/phone';
import { visibleSections, type SiteSection } from '@machines/lib/site-sections';
import { SECTION_LABELS } from '../labels';
import { useSite } from '../site-context';
import { coachName } from '@/lib/display-text';
import { menuHeight } from '../theme';
import { SocialLinksList } from './social-icons';
import styles from './site-nav.module.css';

export type NavTone = 'light' | 'dark' | 'accent';

/** The tel: address of a stored phone number, always with its country code. */
export function telHref(tel: string): string {
  const digits = internationalDigits(tel);
  return digits ? `tel:+${digits}` : 'tel:';
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to a section and moves focus to its heading without a second jump. `doc` is the
 * document the site is in: edit mode's phone preview draws it in a frame.
 */
export function goToSection(id: string, doc = document): void {
  const target = doc.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const heading = target.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  // A frame's document (about:srcdoc) cannot take the page's address.
  if (doc === document) window.history.replaceState(window.history.state, '', `#${id}`);
}

/** Up to this window width the menu is always folded, by its style sheet alone. */
const FOLD_WIDTH = 990;

/** The window an element is drawn in: edit mode's phone preview draws the site in a frame. */
const viewOf = (element: Element | null): Window => element?.ownerDocument.defaultView ?? window;

function narrow(view: Window): boolean {
  return view.innerWidth <= FOLD_WIDTH;
}

/** Whether two boxes share any area (a pixel of slack for rounding). */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
}

/** Whether the unfolded menu's parts (marked `data-menu-part`) overlap or leave the bar. */
function crowded(nav: HTMLElement): boolean {
  const bar = nav.getBoundingClientRect();
  const parts = [...nav.querySelectorAll<HTMLElement>('[data-menu-part]')]
    .filter((part) => part.offsetParent !== null)
    .map((part) => part.getBoundingClientRect())
    .filter((box) => box.width > 0);
  return parts.some(
    (box, i) =>
      box.left < bar.left - 1 || box.right > bar.right + 1 || parts.slice(i + 1).some((other) => overlap(box, other)),
  );
}

/**
 * Whether a window wider than FOLD_WIDTH must fold the menu all the same, because its parts do
 * not fit side by side. Narrower windows fold by the style sheet, from the server's HTML on, so
 * the state starts unfolded on the server and in the browser alike. Measured before the browser
 * paints, so a crowded menu is never seen; once folded, it tries unfolding again only when the
 * bar has grown beyond the width at which it last was crowded.
 */
function useCrowded(nav: RefObject<HTMLElement | null>, content: string): boolean {
  const [folded, setFolded] = useState(false);
  const crowdedAt = useRef(0);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const check = () => {
      if (narrow(viewOf(element))) return;
      const width = element.clientWidth;
      if (folded) setFolded(width <= crowdedAt.current);
      else if (crowded(element)) {
        crowdedAt.current = width;
        setFolded(true);
      }
    };
    check();
    // The parts change size without the bar when the web font arrives.
    let live = true;
    void element.ownerDocument.fonts?.ready.then(() => live && check());
    if (typeof ResizeObserver === 'undefined')
      return () => {
        live = false;
      };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const part of element.querySelectorAll('[data-menu-part]')) observer.observe(part);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [nav, folded, content]);
  return folded;
}

export function SiteNav({ tone = 'light', centeredName = false }: { tone?: NavTone; centeredName?: boolean }) {
  const { t, i18n } = useLingui();
  const { profile, template, canEdit } = useSite();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sections = visibleSections(profile);
  const name = coachName(profile);
  const tel = profile.tel?.trim();
  const navRef = useRef<HTMLElement>(null);
  // What changes the menu's width besides the window: the name, the sections and their language.
  const locale = useLocale();
  const crowdedFold = useCrowded(navRef, `${name}|${tel ?? ''}|${sections.join()}|${locale}`);

  useEffect(() => {
    if (!open) return;
    const view = viewOf(navRef.current);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // The panel closes when the menu unfolds under it.
    const onResize = () => {
      if (!crowdedFold && !narrow(view)) setOpen(false);
    };
    view.addEventListener('keydown', onKey);
    view.addEventListener('resize', onResize);
    return () => {
      view.removeEventListener('keydown', onKey);
      view.removeEventListener('resize', onResize);
    };
  }, [open, crowdedFold]);

  const onLink = (event: MouseEvent<HTMLAnchorElement>, id: SiteSection) => {
    event.preventDefault();
    if (canEdit) return;
    setOpen(false);
    goToSection(id, event.currentTarget.ownerDocument);
  };

  const links = sections.map((id) => (
    <li key={id} data-menu-part="">
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
    <div className={styles.brand} data-menu-part="">
      <a
        className={styles.name}
        title={coachName(profile, Infinity)}
        href="#top"
        onClick={(e) => {
          e.preventDefault();
          if (canEdit) return;
          setOpen(false);
          viewOf(e.currentTarget).scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
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
      data-top-bar=""
      className={[
        styles.bar,
        styles[tone],
        centeredName ? styles.centered : '',
        crowdedFold ? styles.folded : '',
        open ? styles.open : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ '--site-menu-height': `${menuHeight(template)}px` } as CSSProperties}
      data-template={template}
    >
      <nav ref={navRef} className={styles.nav} aria-label={t`Menu do site de ${name}`}>
        <div className={centeredName ? styles.mobileOnly : styles.brandSlot}>{brand}</div>
        <ToggleButton className={styles.burger} open={open} setOpen={setOpen} controls={panelId} disabled={canEdit}>
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          <span className="visually-hidden">{open ? t`Fechar menu` : t`Abrir menu`}</span>
        </ToggleButton>
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
          <div className={styles.tools} data-menu-part="">
            <SocialLinksList links={profile.socialLinks} ownerName={name} className={styles.social} />
            <LanguageSelect tone={tone === 'light' ? 'dark' : 'light'} />
          </div>
        </div>
      </nav>
    </header>
  );
}
