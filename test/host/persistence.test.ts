/**
 * Persistence: every game's settings, seed and commands are on disk before anyone hears of them.
 * A host closed — or killed with SIGKILL — and started again on the same data folder resumes every
 * game exactly; clients rejoin with their tokens and play on; no acknowledged command is lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishedGame } from './support/games';
import { spawnHost, startTestHost, tempDir, type SpawnedHost, type TestHost } from './support/hosts';
import { bodyOf, checkState, playThrough, rejoin, seatTable } from './support/table';

const SETTINGS = { mode: 'realtime', mapId: 'alpha-15' } as const;

let hosts: TestHost[] = [];
let procs: SpawnedHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  for (const p of procs) if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
  hosts = [];
  procs = [];
});

function logLines(dataDir: string): { file: string; lines: { t: string }[] } {
  const dir = path.join(dataDir, 'games');
  const [name] = fs.readdirSync(dir);
  const file = path.join(dir, name!);
  return { file, lines: fs.readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { t: string }) };
}

describe('persistence and resume', { timeout: 60_000 }, () => {
  it('a host closed mid-game and started again resumes it exactly; clients rejoin and finish it', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const first = await startTestHost({ seed: () => game.seed });
    hosts.push(first);
    const table = await seatTable(first.url, SETTINGS, { spectators: 1 });
    const half = Math.floor(game.commands.length / 2);
    await playThrough(table, game, { to: half });
    await first.close();
    expect((await table.creator.closed).code).toBe(1001);

    const { lines } = logLines(first.dataDir);
    expect(lines.filter((l) => l.t === 'cmd')).toHaveLength(half);

    const second = await startTestHost({ dataDir: first.dataDir });
    hosts.push(second);
    expect(second.events).toContainEqual(expect.objectContaining({ kind: 'game-resumed', code: table.code, moves: half }));
    for (const old of [...table.all]) {
      const { client, state } = await rejoin(table, old, second.url);
      checkState(table, client, state, game, half);
    }
    await playThrough(table, game, { from: half });
    expect(table.creator.lastState!.view.phase).toBe('over');
  });

  it('a torn last line (the write a crash interrupted) is cut off and the game resumes', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const first = await startTestHost({ seed: () => game.seed });
    hosts.push(first);
    const table = await seatTable(first.url, SETTINGS);
    await playThrough(table, game, { to: 20 });
    await first.close();
    const { file } = logLines(first.dataDir);
    const intact = fs.readFileSync(file, 'utf8');
    fs.appendFileSync(file, '{"t":"cmd","m":"m1","seq":99,"c":{"type":"cou');

    const second = await startTestHost({ dataDir: first.dataDir });
    hosts.push(second);
    expect(second.events).toContainEqual(expect.objectContaining({ kind: 'warning', message: expect.stringMatching(/cut \d+ bytes/) }));
    expect(fs.readFileSync(file, 'utf8')).toBe(intact);
    const { client, state } = await rejoin(table, table.creator, second.url);
    checkState(table, client, state, game, 20);
  });

  it('a log damaged in the middle is skipped with a warning and left on disk; other games still load', async () => {
    const dataDir = tempDir();
    const first = await startTestHost({ dataDir });
    hosts.push(first);
    first.host.createGame();
    first.host.createGame({ mode: 'realtime' });
    await first.close();
    const dir = path.join(dataDir, 'games');
    const [broken] = fs.readdirSync(dir).sort();
    fs.appendFileSync(path.join(dir, broken!), 'garbage\n{"t":"start"}\n');
    const second = await startTestHost({ dataDir });
    hosts.push(second);
    expect(second.host.games()).toHaveLength(1);
    expect(second.events).toContainEqual(expect.objectContaining({ kind: 'warning', message: expect.stringContaining('damaged') }));
    expect(fs.readFileSync(path.join(dir, broken!), 'utf8')).toContain('garbage');
  });

  it('`npm run host` killed with SIGKILL mid-game restarts with every acknowledged command; Ctrl-C then stops it cleanly', async () => {
    const game = finishedGame(SETTINGS, 7919, 300);
    const dataDir = tempDir();
    const args = ['--bind', '127.0.0.1', '--data', dataDir, '--no-discovery', '--no-game', '--seed', String(game.seed), '--rate', '1000000'];
    const first = await spawnHost([...args, '--port', '0']);
    procs.push(first);
    const url = (port: number) => `ws://127.0.0.1:${port}/ws`;
    const table = await seatTable(url(first.port), SETTINGS, { spectators: 1 });
    const k = Math.floor(game.commands.length / 2);
    await playThrough(table, game, { to: k });

    // One more command leaves, and the host dies at once: it may or may not have made it to disk.
    const sender = table.clientFor(game.commands[k]!.team, game.commands[k]!.role);
    let acknowledged = false;
    sender.onMessage = (m) => {
      if (m.type === 'accepted') acknowledged = true;
    };
    sender.command(bodyOf(game.commands[k]!));
    first.proc.kill('SIGKILL');
    await first.exited;
    await Promise.all(table.all.map((c) => c.closed));

    const second = await spawnHost([...args, '--port', String(first.port)]);
    procs.push(second);
    expect(second.output()).toContain(`Game ${table.code}`);
    // Where the game stands: the commands the disk held (views carry no move counter).
    const moves = logLines(dataDir).lines.filter((l) => l.t === 'cmd').length;
    for (const old of [...table.all]) {
      const { client, state } = await rejoin(table, old, url(second.port));
      checkState(table, client, state, game, moves);
    }
    expect(moves).toBeGreaterThanOrEqual(acknowledged ? k + 1 : k);
    expect(moves).toBeLessThanOrEqual(k + 1);
    await playThrough(table, game, { from: moves });
    expect(table.creator.lastState!.view.phase).toBe('over');

    second.proc.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(second.output()).toMatch(/game logs flushed/);
    const { lines } = logLines(dataDir);
    expect(lines.filter((l) => l.t === 'cmd')).toHaveLength(game.commands.length);
  });
});
