// Preloaded into the host process by bench:host-flood (`--import`, through NODE_OPTIONS): how long the
// host's own work holds its event loop, in CPU time, so other jobs on a loaded machine do not count.
// A 1 ms timer notes the process's CPU time at each tick; the CPU spent between two ticks is the work
// that held the loop. Stretches of 1 ms or more are appended to RUMBO_LOOP_CPU_FILE as "epochMs cpuMs".
import fs from 'node:fs';

const file = process.env.RUMBO_LOOP_CPU_FILE;
if (file) {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let last = cpu();
  const lines = [];
  setInterval(() => {
    const now = cpu();
    if (now - last >= 1) lines.push(`${Date.now()} ${(now - last).toFixed(2)}\n`);
    last = now;
  }, 1).unref();
  setInterval(() => {
    if (lines.length > 0) fs.appendFileSync(file, lines.splice(0).join(''));
  }, 200).unref();
}
