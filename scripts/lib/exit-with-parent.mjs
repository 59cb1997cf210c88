// Preloaded (node --import) into servers started by the test runners: when the runner goes away, even by
// SIGKILL, the server stops too. Two signals of that: our stdin pipe from the runner closes, or we are re-parented.
const parent = process.ppid;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  process.kill(process.pid, 'SIGTERM');
  // If the graceful shutdown hangs, nobody else is left to finish the job.
  setTimeout(() => process.exit(1), 10_000).unref();
};
if (!process.stdin.isTTY) {
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
const timer = setInterval(() => { if (process.ppid !== parent) stop(); }, 1000);
timer.unref();
