/**
 * Which machine an address belongs to (issue 28.1). Every per-device limit keys on this, never on
 * the exact address: one PC can take a dozen IPv4 aliases for free and an IPv6 device owns a whole
 * /64, so an exact address is no device. The rules:
 * - IPv4 `a.b.c.d` → itself; all of 127.0.0.0/8 → `THIS_MACHINE` (only the host PC reaches its loopback);
 * - IPv6 → its /64 prefix; `::1` → `THIS_MACHINE`; IPv4-mapped `::ffff:a.b.c.d` → the IPv4 rule;
 * - a zone (`fe80::1%eth0`) is dropped; anything unreadable is its own key, prefixed so it can never
 *   equal a real address's key.
 * The host's own screen is told apart from the rest of `THIS_MACHINE` by a key, not by its address
 * (host-screen.ts).
 */
import net from 'node:net';

/** Every loopback address: the host PC itself. */
export const THIS_MACHINE = 'this-machine';

export function machineKey(address: string): string {
  const bare = address.split('%')[0]!.toLowerCase();
  if (net.isIPv4(bare)) return bare.startsWith('127.') ? THIS_MACHINE : bare;
  if (!net.isIPv6(bare)) return `other:${bare}`;
  const groups = expandIPv6(bare);
  // ::ffff:a.b.c.d (and the hex form ::ffff:7f00:1): an IPv4 client on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const v4 = `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
    return machineKey(v4);
  }
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return THIS_MACHINE;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * Each address a machine of its own (IPv4-mapped written as IPv4): for tests and benchmarks that play a
 * LAN's computers on loopback aliases (127.0.0.2, …), which `machineKey` counts as one machine.
 */
export function exactAddress(address: string): string {
  return address.replace(/^::ffff:/, '');
}

/** Whether the address is this PC's loopback (the only way the host's own screen connects). */
export function isThisMachine(address: string): boolean {
  return machineKey(address) === THIS_MACHINE;
}

/** Eight 16-bit groups of a valid IPv6 address (net.isIPv6 checked it), an embedded IPv4 tail included. */
function expandIPv6(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}
