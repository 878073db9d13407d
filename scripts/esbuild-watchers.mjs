// `wrangler pages dev` bundles the Worker with esbuild in watch mode, which it cannot turn off, and
// esbuild's watch polls by reading the watched files again and again. The e2e run and the benches
// change no source while their server runs, so its watcher is paused for as long as they use it:
// even at the lowest priority its polling cost the e2e specs a fifth of their time on two cores.
import { readdirSync, readFileSync } from 'node:fs';

/** Each running process's parent and command line, from Linux's /proc (which throws elsewhere). */
const processes = () =>
  readdirSync('/proc', { withFileTypes: true }).flatMap((entry) => {
    if (!/^\d+$/.test(entry.name)) return [];
    try {
      const stat = readFileSync(`/proc/${entry.name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry.name}/cmdline`, 'utf8');
      return [{ pid: Number(entry.name), parent, command }];
    } catch {
      // gone meanwhile
      return [];
    }
  });

/** The esbuild watchers started under `root` (a server's process); none without /proc. */
const esbuildWatchersUnder = (root) => {
  let all;
  try {
    all = processes();
  } catch {
    return []; // no /proc: not Linux, and nothing to gain
  }
  const tree = new Set([root]);
  // A child may be listed before its parent: look again until no process joins the tree.
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent } of all)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return all
    .filter(
      ({ pid, command }) =>
        tree.has(pid) && command.includes('esbuild') && command.includes('--service'),
    )
    .map(({ pid }) => pid);
};

/** Sends `signal` to each of `pids` still running. */
const signal = (pids, name) => {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone meanwhile
    }
  }
};

/**
 * Pauses the esbuild watchers under `root` and returns what resumes them. Resume before stopping
 * the server: wrangler asks esbuild to stop its watch as it shuts down, and a paused esbuild would
 * neither answer nor notice its parent gone. (A kill of the whole process group ends it anyway.)
 */
export const pauseEsbuildWatchers = (root) => {
  const watchers = esbuildWatchersUnder(root);
  signal(watchers, 'SIGSTOP');
  return () => signal(watchers, 'SIGCONT');
};
