/**
 * Listeners by key (an audience, a channel, a table): each added with its undo, and a key forgotten once
 * its last listener is undone.
 */
export function createListenerSets<Listener>() {
  const sets = new Map<string, Set<Listener>>();
  return {
    /** Adds `listener` under `key`; returns the undo. */
    add(key: string, listener: Listener): () => void {
      let set = sets.get(key);
      if (!set) {
        set = new Set();
        sets.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && sets.get(key) === set) sets.delete(key);
      };
    },
    /** The key's listeners as they are now: a copy, so a listener may add or undo one while they are called. */
    of(key: string): Listener[] {
      const set = sets.get(key);
      return set ? [...set] : [];
    },
    /** Whether any listener is under `key`. */
    has(key: string): boolean {
      return sets.has(key);
    },
    /** The keys with listeners. */
    keys(): IterableIterator<string> {
      return sets.keys();
    },
  };
}
