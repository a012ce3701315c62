import { computed, type ComputedRef } from 'vue';

/** Equal as data: the same primitives, arrays and plain objects all the way down. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameData(x, b[i]));
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * A computed that keeps its last value while the new one is equal to it. Every state message is a new
 * view, so lists and records derived from it are new objects even when nothing in them changed; Vue
 * then sees a changed prop and renders the child again (a systems panel, the course buttons, the map's
 * pickable cells). Keeping the old object tells Vue nothing changed, and nothing downstream runs.
 */
export function computedKeepingEqual<T>(get: () => T): ComputedRef<T> {
  return computed<T>((previous) => {
    const next = get();
    return previous !== undefined && sameData(previous, next) ? previous : next;
  });
}
