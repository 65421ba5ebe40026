import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moved } from './menu-model';

/**
 * A list the user reorders by dragging a row, or from the keyboard with its "move up" and "move down"
 * buttons; each move is announced to screen readers (`announce`) and saved through `onReorder`.
 */
export function ReorderableList<T extends { id: string }>({
  items,
  label,
  nameOf,
  onReorder,
  announce,
  children,
}: {
  items: T[];
  /** The list's accessible name. */
  label: string;
  nameOf: (item: T) => string;
  onReorder: (ids: string[]) => void;
  announce: (message: string) => void;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('manage-menu');
  const [dragged, setDragged] = useState<string>();
  const ids = items.map((item) => item.id);
  const move = (item: T, to: number) => {
    const from = ids.indexOf(item.id);
    if (to < 0 || to >= ids.length || to === from) return;
    onReorder(moved(ids, from, to));
    announce(t('reorder.moved', { name: nameOf(item), position: to + 1, count: ids.length }));
  };
  return (
    <ul className="menu-list" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className={`menu-list__item ${dragged === item.id ? 'menu-list__item--dragged' : ''}`}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.id);
            setDragged(item.id);
          }}
          onDragEnd={() => setDragged(undefined)}
          onDragOver={(event) => {
            if (dragged && ids.includes(dragged)) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            const source = items.find((candidate) => candidate.id === dragged);
            setDragged(undefined);
            if (source) move(source, index);
          }}
        >
          <span className="menu-list__handle" aria-hidden="true">
            ⠿
          </span>
          <div className="menu-list__body">{children(item)}</div>
          <div className="menu-list__moves">
            <button
              type="button"
              className="btn btn--link"
              disabled={index === 0}
              onClick={() => move(item, index - 1)}
            >
              {t('reorder.up', { name: nameOf(item) })}
            </button>
            <button
              type="button"
              className="btn btn--link"
              disabled={index === items.length - 1}
              onClick={() => move(item, index + 1)}
            >
              {t('reorder.down', { name: nameOf(item) })}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
