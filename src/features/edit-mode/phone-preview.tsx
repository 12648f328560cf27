/**
 * "Prévia no celular": the owner's site as a visitor sees it on a phone, in a frame 390 px wide
 * beside the editor (wide screens only: on a phone the editor already is the phone's page).
 *
 * The frame is an <iframe> of this origin whose document holds copies of the page's style sheets
 * (kept in step as more load with later code), and the site is rendered into its body through a
 * React portal: the same React tree as the editor, so the draft being typed, saved changes, list
 * changes and an appearance panel's unsaved preview show in the frame as they show in the editor,
 * with no message passing and no reload. Being a real viewport, the frame evaluates the site's
 * media queries at 390 px, so the site's own phone layout shows (the site's menu reads the width
 * of the window it is drawn in, src/features/coach-site/sections/site-nav.tsx). The site's
 * dialogs (a gallery picture, the session request) open over the editor, as the modal's portal
 * is the page's.
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { emptyDocument } from '@/lib/trusted-types';
import { useMediaQuery } from '@/lib/use-media-query';
import { VisitorSiteContext } from '@/lib/visitor-site';
import { useEditSession } from './edit-session';
import styles from './phone-preview.module.css';

/** The phone the frame stands for: an iPhone 14's viewport, in CSS pixels. */
const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;

/**
 * From this width the editor has room for the frame beside it (and its own rail): the site keeps
 * about 490 px. Below it the preview is not offered.
 */
const WIDE_ENOUGH = '(min-width: 1024px)';

/** Whether the screen is wide enough for the phone preview beside the editor. */
export function usePhonePreviewOffered(): boolean {
  return useMediaQuery(WIDE_ENOUGH);
}

const STYLE_SHEETS = 'link[rel~="stylesheet"], style';

/**
 * Keeps copies of the page's style sheets in the frame's <head>, in their order: those there now,
 * those later code adds (each lazily loaded part brings its CSS as a new <link>) and any whose
 * text changes (the dev server's hot updates). Copied <link>s load from this origin as the page's
 * do, which the Content Security Policy allows. Calls `onReady` once the first copies have loaded.
 */
function mirrorStyleSheets(from: Document, to: Document, onReady: () => void): () => void {
  const copies = new Map<Element, Element>();
  const sync = () => {
    const sources = [...from.head.querySelectorAll(STYLE_SHEETS)];
    for (const [source, copy] of copies)
      if (!sources.includes(source)) {
        copy.remove();
        copies.delete(source);
      }
    let before: Element | null = null;
    for (const source of [...sources].reverse()) {
      let copy = copies.get(source);
      if (!copy) {
        copy = to.importNode(source, true);
        copies.set(source, copy);
        to.head.insertBefore(copy, before);
      } else if (source.textContent !== copy.textContent) {
        copy.textContent = source.textContent;
      } else if (source.getAttribute('href') !== copy.getAttribute('href')) {
        copy.setAttribute('href', source.getAttribute('href') ?? '');
      }
      before = copy;
    }
    to.documentElement.lang = from.documentElement.lang;
    to.documentElement.dir = from.documentElement.dir;
  };
  sync();
  // Copies are made in the frame's realm: `instanceof` the page's HTMLLinkElement fails there.
  const links = [...copies.values()].filter((copy) => copy.localName === 'link') as HTMLLinkElement[];
  let live = true;
  const loaded = links.map((link) =>
    link.sheet
      ? Promise.resolve()
      : new Promise<void>((done) => {
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
        }),
  );
  const timeout = new Promise<void>((done) => setTimeout(done, 3_000));
  void Promise.race([Promise.allSettled(loaded), timeout]).then(() => live && onReady());
  const observer = new MutationObserver(sync);
  observer.observe(from.head, { childList: true, subtree: true, characterData: true, attributes: true });
  observer.observe(from.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  return () => {
    live = false;
    observer.disconnect();
  };
}

/** The phone's bezel on both sides together (the slot's padding, phone-preview.module.css). */
const BEZEL = 12;

/** The scale that fits the phone into its slot (never larger than life). */
function useFitScale(slot: HTMLElement | null): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    if (!slot) return;
    const measure = () =>
      setScale(Math.min(1, (slot.clientWidth - BEZEL) / PHONE_WIDTH, (slot.clientHeight - BEZEL) / PHONE_HEIGHT) || 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(slot);
    return () => observer.disconnect();
  }, [slot]);
  return scale;
}

/** The frame beside the editor while the owner has it open (and the screen has room for it). */
export function PhonePreview() {
  const { phonePreview } = useEditSession();
  const offered = usePhonePreviewOffered();
  return phonePreview && offered ? <PhonePreviewPanel /> : null;
}

function PhonePreviewPanel() {
  const { t } = useLingui();
  const { setPhonePreview, dialogs } = useEditSession();
  // The site as the route draws it for visitors, from the profile the editor shows: the draft
  // being typed, saved changes and an appearance panel's preview come with each render.
  const site = useContext(VisitorSiteContext);
  const panel = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameDoc, setFrameDoc] = useState<Document | null>(null);
  const [ready, setReady] = useState(false);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const scale = useFitScale(slot);

  // The frame's document: set here rather than as a prop, so that it can be a trusted value.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onLoad = () => {
      const doc = element.contentDocument;
      if (doc?.body) setFrameDoc(doc);
    };
    element.addEventListener('load', onLoad);
    element.srcdoc = emptyDocument();
    return () => element.removeEventListener('load', onLoad);
  }, []);

  useEffect(() => {
    if (!frameDoc) return;
    return mirrorStyleSheets(document, frameDoc, () => setReady(true));
  }, [frameDoc]);

  // Escape closes the frame, from the page or from inside the frame, unless something above it
  // takes it first: a dialog (Radix marks the Escape it uses), the site's open menu in the frame.
  const close = useCallback(() => {
    // The focus was in the frame or on its button, which leave: it goes back to the toggle.
    const active = document.activeElement;
    const inside = !active || active === document.body || panel.current?.contains(active);
    setPhonePreview(false);
    if (inside)
      document.querySelector<HTMLElement>('[data-edit-rail] button[aria-pressed]')?.focus({ preventScroll: true });
  }, [setPhonePreview]);
  const dialogsOpen = dialogs.length > 0;
  // The appearance and background panels slide in over the rail: the phone stands left of them,
  // so their unsaved choice shows in it too.
  const besidePanel = dialogs.some((dialog) => dialog.kind === 'appearance' || dialog.kind === 'background');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || dialogsOpen) return;
      if (frameDoc?.querySelector('[aria-expanded="true"]')) return;
      close();
    };
    const views: Window[] = frameDoc?.defaultView ? [window, frameDoc.defaultView] : [window];
    for (const view of views) view.addEventListener('keydown', onKey);
    return () => {
      for (const view of views) view.removeEventListener('keydown', onKey);
    };
  }, [frameDoc, dialogsOpen, close]);

  const title = t`Prévia no celular`;
  return (
    <section
      ref={panel}
      className={`${styles.panel} ${besidePanel ? styles.besidePanel : ''}`}
      aria-labelledby="phone-preview-title"
      data-phone-preview=""
    >
      <header className={styles.header}>
        <h2 id="phone-preview-title" className={styles.title}>
          {title} <span className={styles.size}>{`${PHONE_WIDTH} px`}</span>
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t`Fechar a prévia no celular`}>
          <X size={20} aria-hidden="true" />
        </button>
      </header>
      <div ref={setSlot} className={styles.slot}>
        <div className={styles.phone} style={{ width: PHONE_WIDTH * scale, height: PHONE_HEIGHT * scale }}>
          <iframe
            ref={frame}
            className={styles.frame}
            data-ready={ready || undefined}
            title={t`Seu site como um visitante o vê no celular`}
            width={PHONE_WIDTH}
            height={PHONE_HEIGHT}
            style={{ transform: `scale(${scale})` }}
          />
        </div>
      </div>
      {frameDoc ? createPortal(site, frameDoc.body) : null}
    </section>
  );
}
