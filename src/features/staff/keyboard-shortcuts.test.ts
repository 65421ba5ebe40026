import { shortcutOf } from './keyboard-shortcuts';

/** A key press on `target`, as the window's listener receives it. */
function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('the queue’s keyboard shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('maps the bump bar’s keys to the moves', () => {
    expect(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].map((key) => shortcutOf(press(key)))).toEqual([
      'previous',
      'previous',
      'next',
      'next',
    ]);
    expect(shortcutOf(press('Enter'))).toBe('bump');
    expect(shortcutOf(press(' '))).toBe('bump');
    expect(shortcutOf(press('Backspace'))).toBe('undo');
    expect(shortcutOf(press('u'))).toBe('undo');
    expect(shortcutOf(press('?'))).toBe('help');
    expect(shortcutOf(press('x'))).toBeUndefined();
  });

  it('leaves typing, focused buttons, dialogs and modified keys alone', () => {
    document.body.innerHTML =
      '<input id="reason"><select id="language"></select><button id="move">Start</button><dialog open><p id="inside">x</p></dialog>';
    const byId = (id: string) => document.getElementById(id) as Element;
    expect(shortcutOf(press('u', byId('reason')))).toBeUndefined();
    expect(shortcutOf(press('Backspace', byId('reason')))).toBeUndefined();
    expect(shortcutOf(press('ArrowDown', byId('language')))).toBeUndefined();
    expect(shortcutOf(press('Enter', byId('move')))).toBeUndefined();
    expect(shortcutOf(press('ArrowRight', byId('move')))).toBe('next');
    expect(shortcutOf(press('u', byId('inside')))).toBeUndefined();
    expect(shortcutOf(press('u', document.body, { ctrlKey: true }))).toBeUndefined();
  });
});
