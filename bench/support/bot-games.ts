/**
 * Background load for `bench:host`: bot games on a host (turn by turn, one bot per crew: real time needs
 * crews of four), each made by a socket of its own (its own
 * loopback address, as a device each: per-address limits do not apply between them) that stays
 * connected as the game's only person, so its bots play (a game nobody is connected to pauses,
 * issue 19.5). A finished game is replaced by a new one. Runs in a process of its own (forked by the
 * benchmark) so that the measuring process's sockets do not wait for this traffic.
 * Messages: parent → `{ type: 'stop' }`; child → `{ type: 'ready', codes }`, `{ type: 'stopped', games }`.
 */
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '../../shared/protocol';

const ALL_ROLES = ['captain', 'firstMate', 'engineer', 'radioOperator'] as const;

class BotGameOwner {
  games = 0;
  code = '';
  private constructor(private readonly ws: WebSocket) {}

  static open(url: string, localAddress: string): Promise<BotGameOwner> {
    const ws = new WebSocket(url, { perMessageDeflate: false, localAddress });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new BotGameOwner(ws)));
      ws.once('error', reject);
    });
  }

  private send(message: ClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Makes a bot game, starts it, and makes the next one when it ends; resolves once the first plays. */
  start(name: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as HostMessage;
        if (message.type === 'welcome') this.create();
        else if (message.type === 'joined') {
          this.code = message.code;
          this.send({ type: 'addBot', team: 'blue', roles: [...ALL_ROLES], level: 1 });
          this.send({ type: 'addBot', team: 'yellow', roles: [...ALL_ROLES], level: 1 });
        } else if (message.type === 'lobby' && message.code === this.code && message.phase === 'lobby' && message.blocker === null) {
          this.send({ type: 'start' });
        } else if (message.type === 'state' && message.full && message.view.phase !== 'over') {
          this.games++;
          resolve();
        } else if (message.type === 'state' && message.view.phase === 'over') this.create();
        else if (message.type === 'error') reject(new Error(`${name}: ${message.code} ${message.detail}`));
      });
      this.send({ type: 'hello', v: PROTOCOL_VERSION, name });
    });
  }

  private create(): void {
    this.send({ type: 'createGame', settings: { mode: 'turn', mapId: 'alpha-15', crews: { blue: 1, yellow: 1 } } });
  }

  close(): void {
    this.ws.terminate();
  }
}

async function run(url: string, count: number, firstAddress: number): Promise<void> {
  const owners: BotGameOwner[] = [];
  for (let i = 0; i < count; i++) {
    const owner = await BotGameOwner.open(url, `127.0.2.${firstAddress + i}`);
    owners.push(owner);
  }
  await Promise.all(owners.map((owner, i) => owner.start(`bots-${i}`)));
  process.send!({ type: 'ready', codes: owners.map((o) => o.code) });
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'stop') return;
    const games = owners.reduce((n, o) => n + o.games, 0);
    for (const owner of owners) owner.close();
    process.send!({ type: 'stopped', games }, () => process.exit(0));
  });
}

const [url, count] = process.argv.slice(2);
run(url!, Number(count), 10).catch((error) => {
  console.error(`bot games: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
