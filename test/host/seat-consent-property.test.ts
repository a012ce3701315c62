/**
 * Issue 19 property: over whole bot games, an outsider (its own computer) and the enemy (a member of
 * blue, and a second tab on blue's computer) try every message sequence — names, drops, rejoins, `addBot`,
 * seat requests and answers, rematch, spectating. No crew's view reaches a device that is not of that
 * crew, unless a member of that crew accepted a request that told them truthfully who asked; and a
 * device of no crew gets no update that carries nothing new (the count of updates tells nothing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatLayout } from '../../electron/host/lobby';
import type { Team } from '../../shared/engine';
import type { ClientMessage, HostMessage, HostMessageOf } from '../../shared/protocol';
import { nthName } from '../support/distinct-names';
import { LOOPBACK_COMPUTERS } from './support/computers';
import { hostSession } from './support/session';
import { TestClient } from './support/test-client';

const session = hostSession();
const SETTINGS = { mode: 'turn', mapId: 'training-10' } as const;
const LAYOUT = seatLayout('base', 4);
const ANA_PC = 2;
const CARA_PC = 4;
const EVE_PC = 6;
/** Generous waits: the whole host suite runs in parallel on a loaded machine (no timed assertion). */
const WAIT = 30_000;

type Actor = 'eve' | 'tab';
const seatStep = (kind: 'take' | 'bot') =>
  fc.record({ kind: fc.constant(kind), team: fc.constantFrom<Team>('blue', 'yellow'), seat: fc.integer({ min: 0, max: LAYOUT.length - 1 }) });
const outsiderStep = fc.oneof(
  seatStep('take'),
  seatStep('take'),
  seatStep('bot'),
  fc.record({ kind: fc.constant('answer' as const), request: fc.integer({ min: 1, max: 8 }), accept: fc.boolean() }),
  fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('Cara', 'Ana', 'Cara ', 'Player', 'Dan', 'Eve 2') }),
  fc.constantFrom({ kind: 'leave' as const }, { kind: 'fresh' as const }, { kind: 'token' as const }, { kind: 'rematch' as const }, { kind: 'ready' as const }),
);
const step = fc.oneof(
  fc.record({ actor: fc.constantFrom<Actor>('eve', 'tab'), step: outsiderStep }),
  fc.record({ actor: fc.constant('ana' as const), step: fc.oneof(seatStep('bot'), seatStep('take'), fc.constant({ kind: 'token' as const })) }),
);

interface Device {
  /** The device's current connection (a drop replaces it). */
  client: TestClient;
  readonly pc: number;
  /** The crew this device was of from the start (Ana blue, Cara yellow), if any. */
  readonly crew: Team | null;
  lastView: string | null;
  /** What this person does with a seat request its crew gets. */
  onRequest?: (request: HostMessageOf<'seatRequest'>) => void;
}

describe('issue 19: no crew view by asking nicely', () => {
  it('property: whatever an outsider and the enemy try during whole bot games, a crew\'s view reaches only its crew and those it truthfully let in', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 24 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), async (steps, caraAccepts) => {
        // Each device is a computer of its own (127.0.0.N): the crew is told truthfully which share one.
        await session.start({ botPaceMs: 5, ...LOOPBACK_COMPUTERS });
        const url = session.host().url;
        const problems: string[] = [];
        /** Member id → the team a crew member accepted it into (after a truthful request). */
        const granted = new Map<string, Team>();
        /** Every pending request seen by anyone, by id. */
        const pending = new Map<string, HostMessageOf<'seatRequest'>>();
        const names = new Map<string, { pc: number }>();
        const clients: TestClient[] = [];
        let answers = 0;

        const watch = (device: Device) => {
          device.client.onMessage = (m: HostMessage) => {
            if (m.type === 'seatRequest' && m.status === 'pending') {
              pending.set(m.request, m);
              // The facts must be true: a newcomer, and on the enemy's computer exactly when it is.
              const asker = names.get(m.from.memberId);
              const withAna = (m.from.sameComputerAs ?? []).some((p) => p.name === 'Ana' && p.team === 'blue');
              if (m.from.newcomer !== true) problems.push(`request ${m.request} not marked newcomer`);
              if (asker && withAna !== (asker.pc === ANA_PC)) problems.push(`request ${m.request} from pc ${asker.pc}: sameComputerAs ${JSON.stringify(m.from.sameComputerAs)}`);
              if (m.from.memberId !== device.client.memberId) device.onRequest?.(m);
            }
            if (m.type !== 'state' || m.view.phase === 'over') return;
            const team = m.view.seat.team;
            const member = device.client.memberId!;
            if (team !== null && device.crew !== team && granted.get(member) !== team) {
              problems.push(`${device.client.name} (${member}) got ${team}'s view without a truthful accept`);
            }
            const viewText = JSON.stringify(m.view);
            if (team === null && !m.full && m.events.length === 0 && viewText === device.lastView) {
              problems.push(`${device.client.name} got an update with nothing new`);
            }
            device.lastView = viewText;
          };
        };
        const open = async (name: string, pc: number) => {
          const client = await TestClient.connect(url, { name, localAddress: `127.0.0.${pc}` });
          clients.push(client);
          await client.hello();
          return client;
        };
        const connect = async (name: string, pc: number, crew: Team | null) => {
          const device: Device = { client: await open(name, pc), pc, crew, lastView: null };
          watch(device);
          return device;
        };
        const answer = (by: Device, request: string, accept: boolean) => {
          const asked = pending.get(request);
          // A grant counts only from a member of the crew the request is for.
          if (accept && asked && by.client.lastState?.view.seat.team === asked.seat.team) granted.set(asked.from.memberId, asked.seat.team);
          by.client.send({ type: 'answerSeatRequest', request, accept });
        };
        const joinAs = async (device: Device, code: string, token?: string) => {
          await device.client.join(code, token);
          names.set(device.client.memberId!, { pc: device.pc });
        };

        // Ana (blue) and Cara (yellow) sit down, bots fill the rest; after the start both hand their
        // seats to bots and watch with their crews: a whole bot game with a person in each crew.
        const ana = await connect('Ana', ANA_PC, 'blue');
        const code = (await ana.client.create(SETTINGS)).code;
        names.set(ana.client.memberId!, { pc: ANA_PC });
        const cara = await connect('Cara', CARA_PC, 'yellow');
        await joinAs(cara, code);
        ana.client.send({ type: 'takeSeat', team: 'blue', roles: LAYOUT[0]! });
        ana.client.send({ type: 'ready', ready: true });
        cara.client.send({ type: 'takeSeat', team: 'yellow', roles: LAYOUT[0]! });
        cara.client.send({ type: 'ready', ready: true });
        for (const team of ['blue', 'yellow'] as const) for (const roles of LAYOUT.slice(1)) ana.client.send({ type: 'addBot', team, roles, level: 1 });
        await ana.client.next('lobby', (m) => m.blocker === null, WAIT);
        ana.client.send({ type: 'start' });
        await cara.client.next('state', (m) => m.full, WAIT);
        for (const [device, team] of [[ana, 'blue'], [cara, 'yellow']] as const) {
          device.client.send({ type: 'leaveSeat' });
          device.client.send({ type: 'addBot', team, roles: LAYOUT[0]!, level: 1 });
        }
        await cara.client.next('lobby', (m) => [...m.seats.blue, ...m.seats.yellow].every((s) => s.holder?.bot === true), WAIT);
        // Cara answers every request her crew gets, yes or no as drawn; Ana refuses blue's.
        cara.onRequest = (m) => answer(cara, m.request, caraAccepts[answers++ % caraAccepts.length]!);
        ana.onRequest = (m) => answer(ana, m.request, false);

        const actors: Record<Actor, Device> = { eve: await connect('Eve', EVE_PC, null), tab: await connect('Mal', ANA_PC, null) };
        await joinAs(actors.eve, code);
        await joinAs(actors.tab, code);
        for (const { actor, step: s } of steps) {
          const device = actor === 'ana' ? ana : actors[actor];
          const send = (message: ClientMessage) => device.client.send(message);
          if (s.kind === 'take') send({ type: 'takeSeat', team: s.team, roles: LAYOUT[s.seat]! });
          else if (s.kind === 'bot') send({ type: 'addBot', team: s.team, roles: LAYOUT[s.seat]!, level: 1 });
          else if (s.kind === 'answer') answer(device, `r${s.request}`, s.accept);
          else if (s.kind === 'rename') send({ type: 'rename', name: s.name });
          else if (s.kind === 'leave') send({ type: 'leaveSeat' });
          else if (s.kind === 'ready') send({ type: 'ready', ready: true });
          else if (s.kind === 'rematch') send({ type: 'rematch' });
          else {
            // A drop: back with the token (the same member), or as someone new (a spectator).
            const token = device.client.token!;
            await device.client.terminate();
            // Someone new needs a name of its own (names are unique in a game).
            device.client = await open(s.kind === 'token' ? device.client.name : nthName(device.client.name.split(' ')[0]!, clients.length), device.pc);
            device.lastView = null;
            watch(device);
            await joinAs(device, code, s.kind === 'token' ? token : undefined);
          }
          device.client.send({ type: 'ping' });
          await device.client.next('pong', undefined, WAIT);
        }
        // The outsiders leave and Ana stands up; each crew hands its seats that no bot holds to bots
        // (its own crew may, at once); the game plays to its end.
        cara.client.drain();
        for (const device of Object.values(actors)) await device.client.terminate();
        ana.client.send({ type: 'leaveSeat' });
        const people = (m: HostMessageOf<'lobby'>) => [...m.seats.blue, ...m.seats.yellow].filter((s) => !s.holder?.bot);
        const lobby = await cara.client.next('lobby', (m) => people(m).every((s) => !s.holder?.connected), WAIT);
        for (const seat of people(lobby)) (seat.team === 'blue' ? ana : cara).client.send({ type: 'addBot', team: seat.team, roles: seat.roles, level: 1 });
        // The bots may have ended the game already, while the steps ran (a loaded machine slows the steps,
        // not the bots); a rematch may even have opened a new lobby. Then there is no new end to wait for.
        if (cara.client.lastState?.view.phase !== 'over') await cara.client.next('state', (m) => m.view.phase === 'over', 120_000);
        expect(problems).toEqual([]);
        for (const client of clients) expect(client.invalid).toEqual([]);
        await Promise.all(clients.map((c) => c.terminate()));
        await session.host().close();
      }),
      { numRuns: 5 },
    );
  });
});
