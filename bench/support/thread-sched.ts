/**
 * `bench:host -- --host-sched nice=N|slice=US|batch` (Linux; a diagnosis, not the product): changes how
 * the kernel schedules every thread of a process, to test whether the slow answers wait for a core.
 * `nice=N` (N < 0 needs root) weighs its threads against the machine's others; `slice=US` asks EEVDF
 * (Linux ≥ 6.12) for a short time slice (sched_setattr's sched_runtime for SCHED_OTHER, allowed without
 * privileges), so a thread woken on a busy core preempts sooner; `batch` is SCHED_BATCH (never preempts on
 * wake-up). Node has no call for these: a python3 one-liner makes the syscalls (ctypes).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const PYTHON = `
import ctypes, os, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
kind, value, tids = sys.argv[1], int(sys.argv[2]), [int(t) for t in sys.argv[3:]]
for tid in tids:
    if kind == 'nice':
        os.setpriority(os.PRIO_PROCESS, tid, value)
    else:
        policy = 3 if kind == 'batch' else 0
        attr = struct.pack('IIQiIQQQ', 48, policy, 0, os.getpriority(os.PRIO_PROCESS, tid), 0, value * 1000 if kind == 'slice' else 0, 0, 0)
        if libc.syscall(314, tid, ctypes.c_char_p(attr), 0) != 0:
            raise OSError(ctypes.get_errno(), f'sched_setattr {tid}')
`;

/** Applies `spec` to every thread `pid` has now; returns how many. */
export function scheduleThreads(pid: number, spec: string): number {
  const [kind, value] = spec.split('=');
  if (kind !== 'nice' && kind !== 'slice' && kind !== 'batch') throw new Error(`--host-sched ${spec}: nice=N, slice=US or batch`);
  const tids = fs.readdirSync(`/proc/${pid}/task`);
  execFileSync('python3', ['-c', PYTHON, kind, String(Number(value ?? 0)), ...tids], { stdio: ['ignore', 'inherit', 'inherit'] });
  return tids.length;
}
