/** happy-dom lays nothing out: every list is 1000 px of lines in a 200 px box. */
export function fakeLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['scrollHeight', 'clientHeight'].map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 200 });
  return () => {
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(proto, k, d);
      else delete (proto as unknown as Record<string, unknown>)[k];
    }
  };
}
