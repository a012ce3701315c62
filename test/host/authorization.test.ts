/**
 * The authorization matrix: every command type, sent with every role, from every seat that does not
 * hold that role, is refused with `seat.wrong-role`; a held role the rules do not allow is refused by
 * the engine (`command.role`); spectators, strangers and early birds get their own reasons. Nothing
 * refused changes the game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_ROLES, ROLES, type CommandType } from '../../shared/engine';
import { PROTOCOL_VERSION, type ClientCommand } from '../../shared/protocol';
import { startTestHost, type TestHost } from './support/hosts';
import { seatTable, type Table } from './support/table';
import { TestClient } from './support/test-client';

type Body<T extends CommandType> = Omit<Extract<ClientCommand, { type: T }>, 'role'>;
const BODIES: { [T in CommandType]: Body<T> } = {
  place: { type: 'place', cell: 0 },
  course: { type: 'course', direction: 'N' },
  mark: { type: 'mark', system: 'torpedo' },
  cross: { type: 'cross', slot: 0 },
  stop: { type: 'stop' },
  resume: { type: 'resume' },
  mine: { type: 'mine', cell: 0 },
  detonate: { type: 'detonate', cell: 0 },
  torpedo: { type: 'torpedo', cell: 0 },
  drone: { type: 'drone', sector: 1 },
  sonar: { type: 'sonar' },
  sonarAnswer: { type: 'sonarAnswer', facts: [{ kind: 'column', value: 0 }, { kind: 'row', value: 1 }] },
  silence: { type: 'silence', direction: 'N', distance: 1 },
  scenario: { type: 'scenario', cell: 0 },
  surface: { type: 'surface' },
  secureHull: { type: 'secureHull' },
  checkHull: { type: 'checkHull', approve: true },
  dive: { type: 'dive' },
  endTurn: { type: 'endTurn' },
};
const TYPES = Object.keys(BODIES) as CommandType[];

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host.close();
});

describe.each([
  ['crews of four (one role per seat)', { blue: 4, yellow: 4 }],
  ['merged seats (crews of three and two)', { blue: 3, yellow: 2 }],
] as const)('authorization matrix, %s', (_name, crews) => {
  let table: Table;
  beforeAll(async () => {
    table = await seatTable(host.url, { mode: 'realtime', mapId: 'alpha-15', crews }, { spectators: 1 });
  });

  it('a role the seat does not hold is refused with seat.wrong-role, whatever the command', async () => {
    let checked = 0;
    for (const { client, seat } of table.seated) {
      for (const type of TYPES) {
        for (const role of ROLES.filter((r) => !seat.roles.includes(r))) {
          const answer = await client.act({ ...BODIES[type], role } as ClientCommand);
          expect(answer, `${seat.id} sending ${type} as ${role}`).toMatchObject({
            type: 'rejected',
            reason: 'seat.wrong-role',
            data: { role, seat: seat.id, roles: seat.roles.join('+') },
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a held role the rules do not allow for the command is refused by the engine (command.role)', async () => {
    for (const { client, seat } of table.seated) {
      for (const type of TYPES) {
        for (const role of seat.roles.filter((r) => !COMMAND_ROLES[type].includes(r))) {
          const answer = await client.act({ ...BODIES[type], role } as ClientCommand);
          expect(answer, `${seat.id} sending ${type} as ${role}`).toMatchObject({ type: 'rejected', reason: 'command.role' });
        }
      }
    }
  });

  it('spectators are refused with seat.spectator for every command and role', async () => {
    const spectator = table.spectators[0]!;
    for (const type of TYPES) {
      for (const role of ROLES) {
        const answer = await spectator.act({ ...BODIES[type], role } as ClientCommand);
        expect(answer).toMatchObject({ type: 'rejected', reason: 'seat.spectator' });
      }
    }
  });

  it('nothing refused changed the game: every client still sees move 0', async () => {
    for (const client of table.all) {
      client.send({ type: 'ping', t: 1 });
      await client.next('pong');
      expect(client.lastState === undefined || client.lastState.view.phase === 'placing').toBe(true);
      expect(client.drain().filter((m) => m.type === 'state')).toEqual([]);
      expect(client.invalid).toEqual([]);
    }
  });
});

describe('commands from outside a game', () => {
  it('before hello: protocol.hello-first; before joining: lobby.not-joined; before the start: lobby.not-started', async () => {
    const client = await TestClient.connect(host.url);
    expect(await client.act({ type: 'surface', role: 'captain' })).toMatchObject({ type: 'rejected', reason: 'protocol.hello-first' });
    client.send({ type: 'list' });
    expect(await client.next('error')).toMatchObject({ code: 'protocol.hello-first', inReplyTo: 'list' });
    await client.hello();
    expect(await client.act({ type: 'surface', role: 'captain' })).toMatchObject({ type: 'rejected', reason: 'lobby.not-joined' });
    await client.create({ mode: 'turn' });
    client.send({ type: 'takeSeat', team: 'blue', roles: ['captain'] });
    await client.next('lobby', (l) => l.seats.blue[0]!.holder !== null);
    expect(await client.act({ type: 'surface', role: 'captain' })).toMatchObject({ type: 'rejected', reason: 'lobby.not-started' });
    await client.close();
  });

  it('a command naming its team is malformed: the team always comes from the seat', async () => {
    const client = await TestClient.connect(host.url);
    await client.hello();
    client.sendRaw(JSON.stringify({ type: 'command', seq: 5, command: { type: 'surface', role: 'captain', team: 'yellow' } }));
    const error = await client.next('error');
    expect(error).toMatchObject({ code: 'protocol.malformed', inReplyTo: 'command', seq: 5 });
    expect(error.detail).toMatch(/team/);
    await client.close();
  });

  it('another protocol version is refused', async () => {
    const client = await TestClient.connect(host.url);
    client.send({ type: 'hello', v: PROTOCOL_VERSION + 1, name: 'future' });
    expect(await client.next('error')).toMatchObject({ code: 'protocol.version', inReplyTo: 'hello' });
    await client.close();
  });
});
