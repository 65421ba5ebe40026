// The queue's keyboard shortcuts (bump bars are keyboards): arrows choose a ticket, Enter or Space
// moves it on, Backspace or U undoes the last move, ? shows the list. Typing in a field, a focused
// button or link, an open dialog and modified keys are left alone.
import { useEffect, useRef } from 'react';

export type ShortcutAction = 'previous' | 'next' | 'bump' | 'undo' | 'help';

const KEYS: Record<string, ShortcutAction> = {
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  ArrowRight: 'next',
  ArrowDown: 'next',
  Enter: 'bump',
  ' ': 'bump',
  Backspace: 'undo',
  u: 'undo',
  U: 'undo',
  '?': 'help',
};

/** The action a key press stands for, or undefined when the key belongs to something else. */
export function shortcutOf(event: KeyboardEvent): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return undefined;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], dialog[open]')) return undefined;
  const action = KEYS[event.key];
  // A focused button or link acts on Enter and Space itself.
  if (action === 'bump' && target?.closest('button, a, summary')) return undefined;
  return action;
}

export function useKeyboardShortcuts(onAction: (action: ShortcutAction) => void): void {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
