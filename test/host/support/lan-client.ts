/**
 * The joining side of the two-namespace LAN test, run inside its own network namespace:
 * `node --import tsx test/host/support/lan-client.ts <interface address> <broadcast address>`.
 * Browses by mDNS and by the UDP fallback, joins the first game found each way, prints one JSON line.
 */
import { browseMdns, probeHost, queryUdp, UDP_DISCOVERY_PORT } from '../../../electron/host';
import { TestClient } from './test-client';

const [iface, broadcast] = process.argv.slice(2);
if (!iface || !broadcast) {
  console.error('usage: lan-client.ts <interface address> <broadcast address>');
  process.exit(2);
}

/** Each join is a new member: names are unique in a game (issue 19.3), so each way has its own. */
async function joinFirstGame(address: string, port: number, code: string, name: string): Promise<string> {
  const client = await TestClient.connect(`ws://${address}:${port}/ws`, { name });
  await client.hello();
  const joined = await client.join(code);
  const lobby = await client.next('lobby');
  await client.close();
  return `${joined.code}:${joined.memberId}:${lobby.members.length}`;
}

const [mdns, udp] = await Promise.all([
  browseMdns({ interface: iface, timeoutMs: 2500 }),
  queryUdp({ targets: [broadcast], port: UDP_DISCOVERY_PORT, bindAddress: iface, timeoutMs: 2500 }),
]);
const result: Record<string, unknown> = { mdns, udp };
const byMdns = mdns[0];
if (byMdns) {
  const status = await probeHost(byMdns.address, byMdns.port);
  result.probed = status;
  const code = status?.games?.[0]?.code;
  if (code) result.joinedByMdns = await joinFirstGame(byMdns.address, byMdns.port, code, 'LAN player');
}
const byUdp = udp[0];
const udpCode = byUdp?.games?.[0]?.code;
if (byUdp && udpCode) result.joinedByUdp = await joinFirstGame(byUdp.address, byUdp.port, udpCode, 'UDP player');
console.log(JSON.stringify(result));
process.exit(0);
