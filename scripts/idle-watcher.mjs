// `wrangler pages dev` bundles the Worker with esbuild in watch mode, which it cannot turn off, and
// esbuild's watch polls by reading the watched files again and again: about a tenth of a core for
// the whole of an e2e run, in which no source changes. Its polling runs at the lowest priority:
// only on a core nothing else wants, so the browsers and the runtime get the cores first.
import { readdirSync, readFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

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

/** Puts the esbuild watchers started under `root` (a server's process) on the lowest priority. */
export const idleEsbuildWatchers = (root) => {
  let all;
  try {
    all = processes();
  } catch {
    return; // no /proc: not Linux, and nothing to gain
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
  for (const { pid, command } of all)
    if (tree.has(pid) && command.includes('esbuild') && command.includes('--service'))
      setPriority(pid, constants.priority.PRIORITY_LOW);
};
