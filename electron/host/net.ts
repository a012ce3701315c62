import os from 'node:os';

const ANY = new Set(['0.0.0.0', '::', '']);

/**
 * The addresses a LAN player can reach the host at: every IPv4 address of the machine's network
 * interfaces (loopback last) when bound to all of them, else the one bound.
 */
export function reachableAddresses(bindAddress: string, interfaces = os.networkInterfaces()): string[] {
  if (!ANY.has(bindAddress)) return [bindAddress];
  const lan: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) lan.push(entry.address);
    }
  }
  return [...lan, '127.0.0.1'];
}

export function httpUrl(address: string, port: number): string {
  return address.includes(':') ? `http://[${address}]:${port}/` : `http://${address}:${port}/`;
}
