// What the run started, stopped once when it ends, however it ends: normal return, an error, Ctrl-C, a kill.
// Every step is synchronous (killing children, `pg_ctl stop`, `umount`, removing directories), so that it also
// runs from the 'exit' event, where nothing asynchronous can.
//
// A process killed by SIGKILL runs nothing, and that happens: on Ctrl-C, tsx's launcher kills its child outright when
// the child's event loop (busy with the load) does not acknowledge the signal within 60 ms. So each step also has a
// shell form, kept in a script that a small detached janitor (sh) runs once this process is gone; a normal end empties
// the script first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Step = { name: string; run: () => void; sh?: () => string };

const steps: Step[] = [];
let ran = false;
const script = path.join(os.tmpdir(), `wp-bench-cluster-janitor-${process.pid}.sh`);

/** A path quoted for sh (the benchmark's paths hold no single quote). */
export const q = (s: string) => `'${s}'`;

/** Writes the janitor's script: the shell form of every step still registered, newest first. */
export function refreshJanitor(): void {
  if (ran) return;
  const lines = steps.slice().reverse().flatMap((s) => (s.sh ? [`# ${s.name}`, s.sh()] : []));
  fs.writeFileSync(script, `#!/bin/sh\n# Cleanup of the cluster benchmark ${process.pid}, run if it ends without its own.\n${lines.join('\n')}\n`);
}

/**
 * Adds a step (run last-in, first-out), with its shell form for the janitor when it has one; the returned function
 * removes it, for things stopped in order earlier.
 */
export function onCleanup(name: string, run: () => void, sh?: () => string): () => void {
  const step = { name, run, sh };
  steps.push(step);
  refreshJanitor();
  return () => {
    const i = steps.indexOf(step);
    if (i >= 0) steps.splice(i, 1);
    refreshJanitor();
  };
}

/** Runs every step still registered, newest first; a failing step is reported and the others still run. */
export function cleanupNow(): void {
  if (ran) return;
  ran = true;
  for (const step of steps.splice(0).reverse()) {
    try {
      step.run();
    } catch (e) {
      console.error(`cleanup: ${step.name} failed: ${(e as Error).message}`);
    }
  }
  fs.rmSync(script, { force: true });
}

/** Ctrl-C, SIGTERM, SIGHUP and the end of the process all run the cleanup; the janitor covers a SIGKILL. */
export function installCleanupHandlers(): void {
  refreshJanitor();
  const janitor = spawn('sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; if [ -f ${q(script)} ]; then sh ${q(script)}; rm -f ${q(script)}; fi`], {
    detached: true, stdio: 'ignore', cwd: '/',
  });
  janitor.unref();
  process.on('exit', cleanupNow);
  const bySignal: Array<[NodeJS.Signals, number]> = [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]];
  for (const [signal, code] of bySignal) {
    process.on(signal, () => {
      console.log(`\n${signal}: stopping everything the benchmark started`);
      cleanupNow();
      process.exit(code);
    });
  }
}

/** A directory removed at the end unless BENCH_KEEP=1 (then its path is printed). */
export function removeAtEnd(dir: string, keep: boolean): void {
  onCleanup(`remove ${dir}`, () => {
    if (keep) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }, () => (keep ? ':' : `rm -rf ${q(dir)}`));
}
