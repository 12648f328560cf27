/**
 * The site's three lists in edit mode (gallery, videos, testimonies) side by side: their limits,
 * the dialog that adds to each, what edit mode calls them and how their add tile and manager
 * dialog look. The add tile and the manager dialog of every list are built from these tables;
 * each list's own file draws its items.
 */
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ImagePlus,
  Images,
  MessageSquareQuote,
  Pencil,
  Play,
  Plus,
  Trash2,
  Video,
  type LucideIcon,
} from 'lucide-react';
import {
  MAX_GALLERY,
  MAX_TESTIMONIES,
  MAX_VIDEOS,
  resolveOperation,
  type ProfileOperation,
} from '@machines/lib/profile-rules';
import type { EditorTask } from '@machines/profile-editor.machine';
import type { Profile } from './api/owner-api';
import { useEditSession, useEditorState, type EditDialog } from './edit-session';
import { AddTile, ItemActions, ManagerDialog, type ItemAction } from './list-editing';
import { DragHandle, SortableItem, SortableList } from './sortable-list';
import {
  EMPTY_GALLERY,
  EMPTY_TESTIMONIES,
  EMPTY_VIDEOS,
  GALLERY_LIMIT,
  TESTIMONY_LIMIT,
  VIDEO_LIMIT,
} from './messages';
import { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
import gallery from './gallery.module.css';
import testimonies from './testimonies.module.css';

type ListName = 'gallery' | 'videos' | 'testimonies';

type ListItem<L extends ListName> = NonNullable<Profile[L]>[number];

const MAX: Record<ListName, number> = { gallery: MAX_GALLERY, videos: MAX_VIDEOS, testimonies: MAX_TESTIMONIES };

const ADD_DIALOG: Record<ListName, EditDialog> = {
  gallery: { kind: 'gallery.add' },
  videos: { kind: 'video.add' },
  testimonies: { kind: 'testimony.add' },
};

const TITLE = { gallery: msg`Galeria`, videos: msg`Vídeos`, testimonies: msg`Depoimentos` };

const ADD_LABEL = {
  gallery: msg`Adicionar imagem`,
  videos: msg`Adicionar vídeo`,
  testimonies: msg`Adicionar depoimento`,
};

/** "3 de 24 imagens", under the manager's title. */
const SUMMARY = {
  gallery: (items: readonly unknown[]) => msg`${items.length} de ${MAX_GALLERY} imagens`,
  videos: (items: readonly unknown[]) => msg`${items.length} de ${MAX_VIDEOS} vídeos`,
  testimonies: (items: readonly unknown[]) => msg`${items.length} de ${MAX_TESTIMONIES} depoimentos`,
};

/** Said while a change to the list is saving. */
const SAVING = {
  gallery: msg`Salvando alterações da galeria…`,
  videos: msg`Salvando alterações dos vídeos…`,
  testimonies: msg`Salvando alterações dos depoimentos…`,
};

const REORDER_HINT = msg`Para mudar a ordem, arraste um item pela alça ou use-a com o teclado.`;

const EMPTY = { gallery: EMPTY_GALLERY, videos: EMPTY_VIDEOS, testimonies: EMPTY_TESTIMONIES };

const LIMIT = { gallery: GALLERY_LIMIT, videos: VIDEO_LIMIT, testimonies: TESTIMONY_LIMIT };

const ADD_ICON: Record<ListName, ReactNode> = {
  gallery: <ImagePlus size={32} aria-hidden="true" />,
  videos: <Plus size={32} aria-hidden="true" />,
  testimonies: <Plus size={28} aria-hidden="true" />,
};

/** A class of the list's own for its add tile, besides the one every add tile has. */
const ADD_TILE_CLASS: Partial<Record<ListName, string>> = { testimonies: testimonies.addTile };

const MANAGER_ICON: Record<ListName, ReactNode> = {
  gallery: <Images size={20} />,
  videos: <Video size={20} />,
  testimonies: <MessageSquareQuote size={20} />,
};

const MANAGER_SIZE = { gallery: 'xl', videos: 'xl', testimonies: 'lg' } as const;

/** The manager's list and item classes: pictures and videos in a grid, testimonies one under another. */
const MANAGER_LIST = {
  gallery: { list: gallery.managerGrid, item: gallery.managerItem },
  videos: { list: gallery.managerGrid, item: gallery.managerItem },
  testimonies: { list: testimonies.list, item: testimonies.item },
};

interface ListAction {
  label: MessageDescriptor;
  icon: LucideIcon;
  dialog: EditDialog;
}

/**
 * The buttons under one item (its number `n` or its author in their names): edit and delete,
 * and for a video in the manager (`withPlay`) watch first.
 */
const ITEM_ACTIONS: { [L in ListName]: (item: ListItem<L>, n: number, withPlay: boolean) => ListAction[] } = {
  gallery: ({ url }, n) => [
    { label: msg`Editar imagem ${n}`, icon: Pencil, dialog: { kind: 'gallery.caption', url } },
    { label: msg`Excluir imagem ${n}`, icon: Trash2, dialog: { kind: 'gallery.delete', url } },
  ],
  videos: ({ id }, n, withPlay) => [
    ...(withPlay
      ? [{ label: msg`Assistir ao vídeo ${n}`, icon: Play, dialog: { kind: 'video.play', id } } as const]
      : []),
    { label: msg`Editar legenda do vídeo ${n}`, icon: Pencil, dialog: { kind: 'video.caption', id } },
    { label: msg`Excluir vídeo ${n}`, icon: Trash2, dialog: { kind: 'video.delete', id } },
  ],
  testimonies: ({ id, author: who }) => [
    { label: msg`Editar depoimento de ${who}`, icon: Pencil, dialog: { kind: 'testimony.edit', id } },
    { label: msg`Excluir depoimento de ${who}`, icon: Trash2, dialog: { kind: 'testimony.delete', id } },
  ],
};

/** How the manager's reorder announcements name an item at position `n`. */
const ITEM_NAME: { [L in ListName]: (item: ListItem<L>, n: number) => MessageDescriptor } = {
  gallery: (_, n) => msg`Imagem ${n}`,
  videos: (_, n) => msg`Vídeo ${n}`,
  testimonies: ({ author: who }) => msg`Depoimento de ${who}`,
};

/** The label of an item's drag handle in the manager. */
const MOVE_LABEL: { [L in ListName]: (item: ListItem<L>, n: number) => MessageDescriptor } = {
  gallery: (_, n) => msg`Mover imagem ${n}`,
  videos: (_, n) => msg`Mover vídeo ${n}`,
  testimonies: ({ author: who }) => msg`Mover depoimento de ${who}`,
};

/** The operation that moves an item to position `to`. */
const MOVE_OP: { [L in ListName]: (item: ListItem<L>, to: number) => ProfileOperation } = {
  gallery: ({ url }, to) => ({ type: 'gallery.move', url, to }),
  videos: ({ id }, to) => ({ type: 'videos.move', id, to }),
  testimonies: ({ id }, to) => ({ type: 'testimonies.move', id, to }),
};

/** An item's React key: a picture's address, a video's host and id, a testimony's id. */
function itemKey(item: ListItem<ListName>): string | number {
  if ('url' in item) return item.url;
  if ('host' in item) return `${item.host}-${item.id}`;
  return item.id;
}

/** The list's items in the profile being edited. */
export function useListItems<L extends ListName>(list: L): Array<ListItem<L>> {
  return useEditorState((s) => s.context.profile?.[list] ?? []);
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The list's items in the order the manager shows: the saved order with the moves still saving
 * on top, so that an item dropped in its new place stays there while its move is sent.
 */
function useManagedItems<L extends ListName>(list: L): Array<ListItem<L>> {
  return useEditorState((s) => {
    const { profile, active, queue } = s.context;
    const tasks: EditorTask[] = [...(active ? [active.task] : []), ...queue.map((q) => q.task)];
    let items: Array<ListItem<L>> = profile?.[list] ?? [];
    for (const task of tasks) {
      if (task.type !== 'operation' || task.op.type !== `${list}.move`) continue;
      const result = resolveOperation({ [list]: items }, task.op);
      if (result.ok) items = (result.update[list] as Array<ListItem<L>> | undefined) ?? items;
    }
    return items;
  }, sameItems);
}

/** The placeholder tile that opens the list's add dialog (hidden once the list is full). */
export function ListAddTile({ list }: { list: ListName }) {
  const { i18n } = useLingui();
  const count = useListItems(list).length;
  return (
    <AddTile
      count={count}
      max={MAX[list]}
      dialog={ADD_DIALOG[list]}
      icon={ADD_ICON[list]}
      label={i18n._(ADD_LABEL[list])}
      className={ADD_TILE_CLASS[list]}
    />
  );
}

/**
 * The buttons under the list's item at `index` (none once it is gone), or under `item` shown at
 * `index` in the manager, where a handle to move it comes first.
 */
export function ListItemActions<L extends ListName>({
  list,
  index,
  item: shown,
  withPlay = false,
}: {
  list: L;
  index: number;
  item?: ListItem<L>;
  withPlay?: boolean;
}) {
  const { i18n } = useLingui();
  const saved = useListItems(list)[index];
  const item = shown ?? saved;
  if (!item) return null;
  const actions = ITEM_ACTIONS[list](item, index + 1, withPlay);
  return (
    <ItemActions
      leading={<DragHandle />}
      actions={actions.map(({ label, ...action }): ItemAction => ({ ...action, label: i18n._(label) }))}
    />
  );
}

/**
 * The list's manager dialog: every item, each drawn by `children`, and with `withAddTile` the
 * add tile after them while there is room.
 */
export function ListManagerDialog<L extends ListName>({
  list,
  withAddTile = false,
  onClose,
  children,
}: {
  list: L;
  withAddTile?: boolean;
  onClose: () => void;
  children: (item: ListItem<L>, index: number) => ReactNode;
}) {
  const { i18n } = useLingui();
  const { editor } = useEditSession();
  const items = useManagedItems(list);
  const classes = MANAGER_LIST[list];
  const keys = items.map(itemKey);
  return (
    <ManagerDialog
      title={i18n._(TITLE[list])}
      icon={MANAGER_ICON[list]}
      size={MANAGER_SIZE[list]}
      description={i18n._(SUMMARY[list](items))}
      count={items.length}
      max={MAX[list]}
      operations={`${list}.`}
      savingText={i18n._(SAVING[list])}
      emptyText={i18n._(EMPTY[list])}
      limitText={i18n._(LIMIT[list])}
      addLabel={i18n._(ADD_LABEL[list])}
      addDialog={ADD_DIALOG[list]}
      onClose={onClose}
    >
      {items.length > 1 ? <p className={gallery.reorderHint}>{i18n._(REORDER_HINT)}</p> : null}
      <SortableList
        entries={items.map((item, index) => ({ id: keys[index]!, name: i18n._(ITEM_NAME[list](item, index + 1)) }))}
        layout={list === 'testimonies' ? 'column' : 'grid'}
        onMove={(id, to) => {
          const item = items[keys.indexOf(id)];
          if (item) editor.send({ type: 'operation', op: MOVE_OP[list](item, to) });
        }}
      >
        <ul className={classes.list}>
          {items.map((item, index) => (
            <SortableItem
              key={keys[index]}
              id={keys[index]!}
              handleLabel={i18n._(MOVE_LABEL[list](item, index + 1))}
              className={classes.item}
            >
              {children(item, index)}
            </SortableItem>
          ))}
          {withAddTile && items.length < MAX[list] ? (
            <li className={classes.item}>
              <ListAddTile list={list} />
            </li>
          ) : null}
        </ul>
      </SortableList>
    </ManagerDialog>
  );
}

/** Asks before deleting one item of a list; on yes sends `remove` and closes. */
export function DeleteItemDialog({
  remove,
  onClose,
  ...dialog
}: Pick<ConfirmDialogProps, 'title' | 'message' | 'children'> & { remove: ProfileOperation; onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  return (
    <ConfirmDialog
      {...dialog}
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      icon={<Trash2 size={20} />}
      confirmLabel={t`Excluir`}
      danger
      onConfirm={() => {
        editor.send({ type: 'operation', op: remove });
        onClose();
      }}
    />
  );
}
