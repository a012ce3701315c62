/**
 * `npm run host -- --scenario alpha --mode realtime`: the host without Electron. Prints the join code
 * and URLs, shows who joins, stops cleanly on Ctrl-C (every log is fsync'd as it is written; closing
 * flushes and closes the files).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { parseCli, USAGE, type CliConfig } from './cli-args';
import type { HostEvent } from './game-room';
import { describeGame as describe, eventLine, logText } from './log-text';
import { startHost } from './server';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function time(): string {
  return new Date().toTimeString().slice(0, 8);
}

function printEvent(event: HostEvent): void {
  const line = `[${time()}] ${eventLine(event)}`;
  if (event.kind === 'warning') console.warn(line);
  else console.log(line);
}

async function main(): Promise<void> {
  // A console that went away (a closed pipe) must not take the host down with it.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  let config: CliConfig;
  try {
    config = parseCli(process.argv.slice(2), repoRoot, (p) => fs.existsSync(p));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exit(2);
  }
  if (config.help) {
    console.log(USAGE);
    return;
  }
  let ready = false;
  const host = await startHost({
    port: config.port,
    bindAddress: config.bindAddress,
    dataDir: config.dataDir,
    ...(config.rendererDir ? { rendererDir: config.rendererDir } : {}),
    modelsDir: config.modelsDir,
    ...(config.hostName ? { hostName: config.hostName } : {}),
    discovery: config.discovery,
    allowOpenSpectator: config.openSpectator,
    limits: config.limits,
    ...(config.seed === undefined ? {} : { seed: () => config.seed! }),
    // Until the banner is out, only warnings: resumed games are listed with it.
    onEvent: (event) => (ready || event.kind === 'warning' ? printEvent(event) : undefined),
  });

  console.log(`Rumbo host — protocol ${PROTOCOL_VERSION}`);
  console.log(`Listening on port ${host.port}`);
  for (const url of host.urls) console.log(`  ${url}`);
  console.log(`Data: ${config.dataDir}`);
  console.log(`Host key: ${host.fingerprint} (players see it next to this host's games)`);
  console.log(config.rendererDir ? `App: ${config.rendererDir}` : 'App: not built (npm run build) — browsers get a status page only');
  // The host's own screen (issue 28.1): a browser on this PC opened with this link may close new games, lock a game, remove a member.
  if (config.rendererDir) console.log(`Host screen (open on this PC only, do not share): http://127.0.0.1:${host.port}/?hostKey=${host.hostKey}`);
  if (config.discovery) {
    const mdns = config.discovery.mdns;
    const iface = typeof mdns === 'object' && mdns.interface ? ` on ${mdns.interface}` : '';
    const udp = config.discovery.udp ? `, UDP ${config.discovery.udp.port}` : '';
    console.log(`Discovery: mDNS _rumbo._tcp${iface}${udp}`);
  } else console.log('Discovery: off');

  const damaged = host.damaged();
  if (damaged.length > 0) {
    console.log(`\nDamaged game logs (left on disk untouched, not loaded):`);
    for (const { file, problem } of damaged) console.log(`  ${logText(file)} — ${logText(problem)}`);
  }

  const resumed = host.games().filter((g) => g.phase !== 'over');
  if (config.game && (config.gameForced || resumed.length === 0)) {
    // Old games never stop the host from starting (issue 19.5): a game it cannot make is a warning.
    try {
      host.createGame(config.game, { openSpectator: config.openSpectator });
    } catch (error) {
      console.warn(`Could not create the game: ${logText(error instanceof Error ? error.message : String(error))}`);
    }
  }
  for (const game of host.games()) {
    if (game.phase === 'over') continue;
    console.log('');
    console.log(`Game ${game.code} — ${describe(game)} (${game.phase})`);
    console.log(`  join code: ${game.code}`);
    for (const url of host.joinUrls(game.code)) console.log(`  ${url}`);
  }
  console.log('\nCtrl-C stops the host.');
  ready = true;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.error('Stopping anyway.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    host.close().then(
      () => {
        console.log('Host stopped; game logs flushed.');
        process.exit(0);
      },
      (error) => {
        console.error(`Could not stop cleanly: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error(`The host could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
