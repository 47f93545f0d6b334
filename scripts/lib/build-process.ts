/**
 * Runs a build command as a child process and collects what it prints. A background build (the
 * shop republishing an admin change while it serves) runs at the lowest CPU priority, so the
 * requests it serves meanwhile never wait behind the build for a processor.
 */
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/** The niceness of a background build: the lowest priority there is. */
export const BACKGROUND_PRIORITY = constants.priority.PRIORITY_LOW;

const KEEP_OUTPUT = 100_000;

/**
 * Lowers a child's priority. On Linux the threads and processes it starts afterwards (Node's
 * workers, esbuild) inherit it. A system that refuses only leaves the build at normal priority.
 */
function lowerPriority(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    setPriority(pid, BACKGROUND_PRIORITY);
  } catch {
    // Not allowed here: the build still runs, at the priority it was started with.
  }
}

/** Resolves with the command's output once it exits with 0; rejects with the output's end otherwise. */
export function runBuildProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; background?: boolean; name?: string },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (options.background) lowerPriority(child.pid);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2 * KEEP_OUTPUT) output = output.slice(-KEEP_OUTPUT);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${options.name ?? command} terminó con código ${code}:\n${output.slice(-4000)}`));
    });
  });
}
