/**
 * The player whose ping `bench:host` measures, in a process of its own as a player's device is: in
 * the benchmark's process its pongs waited behind the crowd's 28 clients parsing their states (that
 * process's loop held 20–35 ms at worst), which is the benchmark measuring itself, not the host.
 * Joins a game, pings every `pingMs`; parent → `{ type: 'measure' }` starts keeping the round trips,
 * `{ type: 'stop' }` ends and answers `{ type: 'pings', pongs }`: each ping's send and pong times
 * (wall-clock ms, comparable with the host's), so slow pings can be split at the host's handling.
 * Args: url, game code, local address, ping interval (ms). Sends `{ type: 'ready' }` once joined.
 */
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '../../shared/protocol';

const [url, code, localAddress, pingMs] = process.argv.slice(2);
const epochNow = () => performance.timeOrigin + performance.now();
const ws = new WebSocket(url!, { perMessageDeflate: false, localAddress: localAddress! });
const send = (message: ClientMessage) => ws.send(JSON.stringify(message));
const pongs: [number, number][] = [];
let measuring = false;
let pinger: ReturnType<typeof setInterval> | null = null;

ws.on('open', () => send({ type: 'hello', v: PROTOCOL_VERSION, name: 'pinger' }));
ws.on('message', (data) => {
  const message = JSON.parse(data.toString()) as HostMessage;
  if (message.type === 'pong') {
    if (measuring && message.t !== undefined) pongs.push([message.t, epochNow()]);
  } else if (message.type === 'welcome') send({ type: 'join', code: code! });
  else if (message.type === 'joined') {
    pinger = setInterval(() => send({ type: 'ping', t: epochNow() }), Number(pingMs));
    process.send!({ type: 'ready' });
  } else if (message.type === 'error') {
    console.error(`pinger: ${message.code} ${message.detail}`);
    process.exit(1);
  }
});
ws.on('error', (error) => {
  console.error(`pinger: ${error.message}`);
  process.exit(1);
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'measure') measuring = true;
  if (message.type !== 'stop') return;
  measuring = false;
  if (pinger) clearInterval(pinger);
  ws.terminate();
  process.send!({ type: 'pings', pongs }, () => process.exit(0));
});
