/**
 * Reordering a list of the site in its manager dialog, by dnd-kit: each item is dragged by its
 * handle with a mouse or a finger, or with the keyboard (Space or Enter picks it up, the arrows
 * move it, Space or Enter drops it, Escape puts it back), and every step is announced to screen
 * readers in the page's language. A drop hands the item and its new position to `onMove`.
 */
import { createContext, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import gallery from './gallery.module.css';

export interface SortableEntry {
  id: UniqueIdentifier;
  /** How announcements name the item, e.g. "Imagem 2". */
  name: string;
}

/** The grip of the item around, drawn where the item's buttons are. */
const HandleContext = createContext<ReactNode>(null);

/**
 * While an item is being moved, Escape belongs to the move (it puts the item back): the dialog
 * around the list must not close on it. Radix closes on an Escape whose default nobody prevented,
 * listening before dnd-kit does, so the key is marked here first.
 */
function useEscapeCancelsMove(moving: boolean): void {
  useEffect(() => {
    if (!moving) return undefined;
    const mark = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    window.addEventListener('keydown', mark, { capture: true });
    return () => window.removeEventListener('keydown', mark, { capture: true });
  }, [moving]);
}

/** A list whose items move by drag or keyboard; `layout` says how they are laid out. */
export function SortableList({
  entries,
  layout,
  onMove,
  children,
}: {
  entries: SortableEntry[];
  layout: 'grid' | 'column';
  onMove: (id: UniqueIdentifier, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [moving, setMoving] = useState(false);
  // The live region sits inside the dialog: a modal hides what is outside it from screen readers.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  useEscapeCancelsMove(moving);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((entry) => entry.id);
  const count = entries.length;
  /** The moved item's name and a position (of `at`, 1-based) that announcements read. */
  const place = (id: UniqueIdentifier, at: UniqueIdentifier) => ({
    name: entries.find((entry) => entry.id === id)?.name ?? '',
    position: ids.indexOf(at) + 1,
  });
  // dnd-kit reports the item over its own place as the move starts: that would replace the
  // announcement of the pick-up, so only a change of place is announced.
  const lastPlace = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastPlace.current = active.id;
      const { name, position } = place(active.id, active.id);
      return t`Você pegou ${name}, na posição ${position} de ${count}. Use as setas para mover, Espaço ou Enter para soltar, Esc para cancelar.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastPlace.current) return undefined;
      lastPlace.current = over.id;
      const { name, position } = place(active.id, over.id);
      return t`${name} está na posição ${position} de ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      const { name, position } = place(active.id, over.id);
      return t`Você soltou ${name} na posição ${position} de ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const { name, position } = place(active.id, active.id);
      return t`Movimento cancelado. ${name} voltou à posição ${position} de ${count}.`;
    },
  };
  const end = ({ active, over }: DragEndEvent) => {
    setMoving(false);
    if (!over || over.id === active.id) return;
    const to = ids.indexOf(over.id);
    if (to !== -1) onMove(active.id, to);
  };
  return (
    <>
      <div ref={setLiveRegion} />
      {liveRegion ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            container: liveRegion,
            screenReaderInstructions: {
              draggable: t`Para mudar a ordem, pressione Espaço ou Enter para pegar o item, use as setas para movê-lo e pressione Espaço ou Enter para soltá-lo, ou Esc para cancelar.`,
            },
          }}
          onDragStart={() => setMoving(true)}
          onDragCancel={() => setMoving(false)}
          onDragEnd={end}
        >
          <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
            {children}
          </SortableContext>
        </DndContext>
      ) : (
        children
      )}
    </>
  );
}

/** One item of a `SortableList`, drawn as a list item; the `DragHandle` inside moves it. */
export function SortableItem({
  id,
  handleLabel,
  className,
  children,
}: {
  id: UniqueIdentifier;
  /** The grip's name, e.g. "Mover imagem 2". */
  handleLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t`item reordenável` },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={`${gallery.iconButton} ${gallery.dragHandle}`}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
    >
      <GripVertical size={16} aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={[className, isDragging ? gallery.dragging : ''].filter(Boolean).join(' ')}
      data-dragging={isDragging || undefined}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </li>
  );
}

/** The grip that moves the item around it; nothing outside a `SortableItem` (the site's own lists). */
export function DragHandle() {
  return useContext(HandleContext);
}
