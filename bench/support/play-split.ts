/**
 * `bench:host -- --trace` / `--ktrace`: where a person's slow command spent its time, from send to
 * `accepted`. The host marks each command (bench-host.ts `CommandTrace`) and the bench marks send and
 * answer, on one clock (CLOCK_MONOTONIC); with `--ktrace` the kernel's trace splits the parts further:
 * the fdatasync syscall itself and the disk's flush, and for each part whether the thread it waited on
 * was running or ready without a core (and who held the cores).
 */
import type { CommandTrace } from './bench-host';
import { percentileOf } from './host-process';
import { coreHolders, overlap, type KernelTrace } from './kernel-trace';

/** One command as the bench saw it (CLOCK_MONOTONIC ms). */
export interface PlayMark {
  readonly seq: number;
  readonly send: number;
  accepted?: number;
}

/** A person's command split at the host's marks (CLOCK_MONOTONIC, one clock for both processes). */
interface PlaySplit {
  readonly total: number;
  /** Sent → the hub read it (the bench's write, the kernel, the host's loop busy or not running). */
  readonly toRead: number;
  /** Read → its fdatasync handed to the thread pool (authorization, reduce, the line written). */
  readonly toSync: number;
  /** Handed over → its callback on the loop (queue, the disk, the pool thread's wake-up of the loop, the loop busy). */
  readonly sync: number;
  /** The callback → `accepted` about to be written (what else the release sent first). */
  readonly toSend: number;
  /** Written → the sender read it (the kernel, the bench's loop). */
  readonly toBench: number;
}

export function printPlaySplit(commands: readonly CommandTrace[], plays: readonly PlayMark[]): void {
  const f = (n: number) => n.toFixed(2);
  if (commands.length !== plays.length) {
    console.log(`play split: the host read ${commands.length} commands, the bench sent ${plays.length}: not matched`);
    return;
  }
  const splits: PlaySplit[] = [];
  for (const [i, play] of plays.entries()) {
    const host = commands[i]!;
    if (host.seq !== play.seq || play.accepted === undefined || host.syncCall === undefined || host.syncEnd === undefined || host.sent === undefined) continue;
    splits.push({ total: play.accepted - play.send, toRead: host.read - play.send, toSync: host.syncCall - host.read, sync: host.syncEnd - host.syncCall, toSend: host.sent - host.syncEnd, toBench: play.accepted - host.sent });
  }
  const keys = ['toRead', 'toSync', 'sync', 'toSend', 'toBench'] as const;
  const sorted = (key: keyof PlaySplit, of: readonly PlaySplit[]) => of.map((s) => s[key]).sort((a, b) => a - b);
  const all = keys.map((k) => `${k} p50 ${f(percentileOf(sorted(k, splits), 50))} / p99 ${f(percentileOf(sorted(k, splits), 99))}`).join(', ');
  console.log(`play split (${splits.length} of ${plays.length} commands matched), ms: ${all}`);
  const slow = [...splits].sort((a, b) => b.total - a.total).slice(0, Math.max(1, Math.ceil(splits.length / 100)));
  const sum = (key: keyof PlaySplit) => slow.reduce((n, s) => n + s[key], 0);
  const total = sum('total');
  console.log(`the slowest 1 % (${slow.length}, from ${f(slow.at(-1)!.total)} ms): ${total.toFixed(1)} ms in all, ${keys.map((k) => `${k} ${((100 * sum(k)) / total).toFixed(0)} %`).join(', ')}`);
  console.log(`worst (total = ${keys.join(' + ')}): ${slow.slice(0, 10).map((s) => `${f(s.total)} = ${keys.map((k) => f(s[k])).join(' + ')}`).join('; ')}`);
}

/** A matched command: the bench's marks, the host's, and its fdatasync syscall in the kernel's trace. */
interface Matched {
  readonly play: Required<PlayMark>;
  readonly host: Required<CommandTrace>;
  readonly sync: KernelTrace['syncs'][number] | undefined;
}

/**
 * The slowest 1 % of commands, each part of their time split by the kernel: ready without a core
 * ("wait") or on a core ("run") for the thread the part waited on, the disk's flush inside the syscall,
 * and the kernel threads an fdatasync needs (jbd2 commits ext4's journal, kworkers issue the flush)
 * waiting for a core. Then who held the two cores during those commands.
 */
export function printKernelSplit(trace: KernelTrace, name: (tid: number) => string, hostPid: number, commands: readonly CommandTrace[], plays: readonly PlayMark[]): void {
  const f = (n: number) => n.toFixed(2);
  const hostTids = new Set([...trace.comm.keys(), ...trace.runs.keys()].filter((tid) => name(tid).startsWith('host ')));
  const bySyncThread = trace.syncs.filter((s) => hostTids.has(s.tid) && Number.isFinite(s.exit));
  const matched: Matched[] = [];
  for (const [i, play] of plays.entries()) {
    const host = commands[i];
    if (!host || host.seq !== play.seq || play.accepted === undefined || host.syncCall === undefined || host.syncEnd === undefined || host.sent === undefined || host.handled === undefined || host.fd === undefined) continue;
    const { syncCall, syncEnd, fd } = host;
    const sync = bySyncThread.find((s) => s.fd === fd && s.enter >= syncCall - 0.05 && s.enter <= syncEnd);
    matched.push({ play: play as Required<PlayMark>, host: host as Required<CommandTrace>, sync });
  }
  const syscall = bySyncThread.map((s) => s.exit - s.enter).sort((a, b) => a - b);
  const flush = trace.flushes.map(([a, b]) => b - a).sort((a, b) => a - b);
  const people = matched.filter((m) => m.sync).map((m) => m.sync!.exit - m.sync!.enter).sort((a, b) => a - b);
  console.log(
    `kernel: the host's fdatasync syscalls ${syscall.length}, p50 ${f(percentileOf(syscall, 50))} / p99 ${f(percentileOf(syscall, 99))} ms (the crowd's ${people.length}: p50 ${f(percentileOf(people, 50))} / p99 ${f(percentileOf(people, 99))}); ` +
      `the disk's cache flushes ${flush.length}, p50 ${f(percentileOf(flush, 50))} / p99 ${f(percentileOf(flush, 99))} / max ${f(flush.at(-1) ?? NaN)} ms`,
  );
  const wait = (tid: number, a: number, b: number) => overlap(trace.waits.get(tid), a, b);
  const run = (tid: number, a: number, b: number) => overlap(trace.runs.get(tid), a, b);
  const waitOf = (prefix: string, a: number, b: number) => {
    let ms = 0;
    for (const [tid, list] of trace.waits) if (name(tid).startsWith(prefix)) ms += overlap(list, a, b);
    return ms;
  };
  const benchLoop = [...trace.runs.keys(), ...trace.waits.keys()].find((tid) => name(tid) === 'bench loop');
  const benchWait = (a: number, b: number) => (benchLoop === undefined ? 0 : wait(benchLoop, a, b));
  const slow = [...matched].sort((x, y) => y.play.accepted - y.play.send - (x.play.accepted - x.play.send)).slice(0, Math.max(1, Math.ceil(matched.length / 100)));
  const parts: Record<string, number> = {};
  const add = (key: string, ms: number) => void (parts[key] = (parts[key] ?? 0) + ms);
  const rows: string[] = [];
  const holders = new Map<string, number>();
  for (const { play, host, sync } of slow) {
    const total = play.accepted - play.send;
    add('total', total);
    // Sent → read: the host's loop (ready without a core, or busy on one).
    add('toRead', host.read - play.send);
    add('toRead: host loop wait', wait(hostPid, play.send, host.read));
    add('toRead: host loop run', run(hostPid, play.send, host.read));
    add('toRead: bench loop wait', benchWait(play.send, host.read));
    add('toSync', host.syncCall - host.read);
    const row = [`${f(total)}: toRead ${f(host.read - play.send)} (loop wait ${f(wait(hostPid, play.send, host.read))}, bench wait ${f(benchWait(play.send, host.read))})`];
    if (sync) {
      add('pool pick-up', sync.enter - host.syncCall);
      add('pool pick-up: thread wait', wait(sync.tid, host.syncCall, sync.enter));
      // The thread that ran it was busy before: in another log's fdatasync (the pool's threads all taken).
      const before = bySyncThread.filter((other) => other.tid === sync.tid && other !== sync).map((other) => [other.enter, other.exit] as [number, number]);
      add('pool pick-up: thread in another fdatasync', overlap(before, host.syncCall, sync.enter));
      add('syscall', sync.exit - sync.enter);
      add('syscall: disk flush', overlap(trace.flushes, sync.enter, sync.exit));
      add('syscall: pool thread wait', wait(sync.tid, sync.enter, sync.exit));
      add('syscall: jbd2 wait', waitOf('other jbd2', sync.enter, sync.exit));
      add('syscall: kworker wait', waitOf('other kworker', sync.enter, sync.exit));
      add('to callback', host.syncEnd - sync.exit);
      add('to callback: host loop wait', wait(hostPid, sync.exit, host.syncEnd));
      add('to callback: host loop run', run(hostPid, sync.exit, host.syncEnd));
      add('to callback: pool thread wait', wait(sync.tid, sync.exit, host.syncEnd));
      row.push(
        `pick-up ${f(sync.enter - host.syncCall)}, syscall ${f(sync.exit - sync.enter)} (flush ${f(overlap(trace.flushes, sync.enter, sync.exit))}, thread wait ${f(wait(sync.tid, sync.enter, sync.exit))}, jbd2 wait ${f(waitOf('other jbd2', sync.enter, sync.exit))}), ` +
          `to callback ${f(host.syncEnd - sync.exit)} (loop wait ${f(wait(hostPid, sync.exit, host.syncEnd))}, run ${f(run(hostPid, sync.exit, host.syncEnd))}, pool thread wait ${f(wait(sync.tid, sync.exit, host.syncEnd))})`,
      );
    } else {
      add('sync (not found in the kernel trace)', host.syncEnd - host.syncCall);
      row.push(`sync ${f(host.syncEnd - host.syncCall)} (no syscall found)`);
    }
    add('toSend', host.sent - host.syncEnd);
    add('toBench', play.accepted - host.sent);
    add('toBench: bench loop wait', benchWait(host.sent, play.accepted));
    add('toBench: host loop wait', wait(hostPid, host.sent, play.accepted));
    row.push(`toSend ${f(host.sent - host.syncEnd)}, toBench ${f(play.accepted - host.sent)} (bench wait ${f(benchWait(host.sent, play.accepted))}, host loop wait ${f(wait(hostPid, host.sent, play.accepted))})`);
    rows.push(row.join(', '));
    for (const [group, ms] of coreHolders(trace, play.send, play.accepted, name)) holders.set(group, (holders.get(group) ?? 0) + ms);
  }
  console.log(`kernel split of the slowest ${slow.length} commands (sums, ms): ${Object.entries(parts).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  console.log(`  worst: ${rows.slice(0, 6).join(' | ')}`);
  const held = [...holders].sort((a, b) => b[1] - a[1]);
  const all = held.reduce((n, [, ms]) => n + ms, 0);
  console.log(`  the cores meanwhile (${all.toFixed(0)} core-ms): ${held.slice(0, 14).map(([g, ms]) => `${g} ${((100 * ms) / all).toFixed(0)} %`).join(', ')}`);
}
