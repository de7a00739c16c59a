import type { LocalProgressDeps } from "../../src/web/lib/local-progress";

/** localStorage's calls over a Map, for stores that are given their storage. */
export function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** idb-keyval's calls over a Map: values are kept as given, as IndexedDB clones them. */
export function memoryDb(entries: Record<string, unknown> = {}): LocalProgressDeps["db"] & {
  items: Map<string, unknown>;
} {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getMany: async (keys) => keys.map((key) => structuredClone(items.get(key))),
    setMany: async (pairs) => {
      for (const [key, value] of pairs) items.set(key, structuredClone(value));
    },
    delMany: async (keys) => {
      for (const key of keys) items.delete(key);
    },
  };
}
