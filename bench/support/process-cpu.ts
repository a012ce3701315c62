import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system, ms) of each Chromium process below this one, by kind, read from /proc (Linux). */
export type ProcessCpu = Map<number, { kind: string; ms: number }>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

/** What a Chromium process is, from its command line: browser, renderer, gpu-process, a utility's service… */
function kindOf(cmdline: string): string {
  const args = cmdline.split(/[\0 ]/); // a zygote's child rewrites its title with spaces
  const type = args.find((a) => a.startsWith('--type='))?.slice(7);
  if (!type) return 'browser';
  if (type === 'utility') return `utility ${args.find((a) => a.startsWith('--utility-sub-type='))?.slice(19).replace(/\.mojom\..*$/, '') ?? ''}`.trim();
  return type;
}

/** A snapshot of the CPU used so far by every Chromium process below this one (browser, GPU, renderers…); tsx's esbuild is left out. */
export function descendantsCpu(root = process.pid): ProcessCpu {
  const parent = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    // Fields after the command's closing parenthesis: state ppid … utime(14) stime(15), 1-based.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(name), Number(fields[1]));
    stats.set(Number(name), fields);
  }
  const below = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  const out: ProcessCpu = new Map();
  for (const [pid, fields] of stats) {
    if (!below(pid)) continue;
    const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
    if (!cmdline.includes('chrom')) continue;
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    out.set(pid, { kind: kindOf(cmdline), ms });
  }
  return out;
}

/** CPU used between two snapshots, summed by kind (a process born after `before` counts from zero). */
export function cpuByKind(before: ProcessCpu, after: ProcessCpu): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [pid, { kind, ms }] of after) sums.set(kind, (sums.get(kind) ?? 0) + ms - (before.get(pid)?.ms ?? 0));
  return sums;
}
