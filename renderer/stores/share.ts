/**
 * Structural sharing for state that arrives whole (JSON from the host): `share(previous, next)` is
 * `next` with every part that equals the previous one replaced by the previous object. An unchanged
 * view comes back as the very same object, an unchanged route or sheet as the same array, so Vue's
 * computeds and child components that get them see no change and do not run again.
 * Plain JSON data only (objects, arrays, primitives).
 */
export function share<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const out = next.map((item: unknown, i) => {
      const shared = share(previous[i], item);
      if (shared !== previous[i]) same = false;
      return shared;
    });
    return (same ? previous : out) as T;
  }
  if (Array.isArray(previous)) return next;
  const before = previous as Record<string, unknown>;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const shared = share(before[key], (next as Record<string, unknown>)[key]);
    if (shared !== before[key] || !Object.hasOwn(before, key)) same = false;
    out[key] = shared;
  }
  return (same ? previous : out) as T;
}
