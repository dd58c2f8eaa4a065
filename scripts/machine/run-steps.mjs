/**
 * Runs a plan of commands, each as soon as the steps it waits for have passed, so that work which
 * leaves a core idle (type checks and lint are single-threaded; the backend suite mostly waits on its
 * backend) overlaps other work. Each step's output is kept and printed whole when it ends, never
 * interleaved. The first failure stops every running step, and its output is printed last.
 */
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string, after?: string[], env?: Record<string, string> }} Step
 * @typedef {{ name: string, ok: boolean, seconds: number }} StepResult
 */

/** Steps in an order where each comes after the ones it waits for; throws on an unknown or circular wait. */
export function orderSteps(steps) {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const ordered = [];
  const state = new Map();
  const visit = (step, path) => {
    if (state.get(step.name) === 'done') return;
    if (state.get(step.name) === 'visiting') throw new Error(`steps wait for each other: ${[...path, step.name].join(' -> ')}`);
    state.set(step.name, 'visiting');
    for (const name of step.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`step "${step.name}" waits for an unknown step "${name}"`);
      visit(before, [...path, step.name]);
    }
    state.set(step.name, 'done');
    ordered.push(step);
  };
  for (const step of steps) visit(step, []);
  return ordered;
}

function startProcess(step, cwd) {
  // A process group of its own, so that stopping a step stops what it started (browsers, servers).
  const child = spawn(step.command, { cwd, shell: true, detached: true, env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => {
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, done, output: () => Buffer.concat(output).toString() };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops a step as Ctrl-C would: Playwright then shuts down what it started in process groups of its own
 * (its web server, the local backend), which a SIGTERM to the step's group left running, holding the
 * port the next `npm test` needs. What is left of its group when it ends, or `graceMs` later, is terminated.
 */
function stopProcess(child, graceMs) {
  signalGroup(child, 'SIGINT');
  // Once the step has ended, or at the latest after the grace, whatever is left of its group goes.
  const terminate = () => {
    clearTimeout(timer);
    signalGroup(child, 'SIGTERM');
  };
  const timer = setTimeout(terminate, graceMs);
  child.once('close', terminate);
}

/**
 * Runs `steps`; resolves with each finished step's result and whether all passed.
 * `print` receives each step's report (a heading line, then its output) as the step ends, and every
 * `heartbeatMs` a line naming the steps still running.
 */
export async function runSteps(steps, { cwd = process.cwd(), print = (text) => process.stdout.write(text), heartbeatMs = 60_000, graceMs = 15_000 } = {}) {
  const pending = orderSteps(steps);
  const passed = new Set();
  const running = new Map();
  const results = [];
  let failed = false;
  const started = Date.now();
  const clock = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

  const startReady = () => {
    for (const step of [...pending]) {
      if (!(step.after ?? []).every((name) => passed.has(name))) continue;
      pending.splice(pending.indexOf(step), 1);
      print(`▶ ${step.name} (at ${clock()}): ${step.command}\n`);
      const run = startProcess(step, cwd);
      const since = Date.now();
      running.set(step.name, {
        child: run.child,
        finished: run.done.then((code) => ({ step, code, run, seconds: (Date.now() - since) / 1000 })),
      });
    }
  };

  startReady();
  // A step's output waits for its end (the browser suite's, minutes): a line a minute says the run is alive.
  const heartbeat = setInterval(() => running.size > 0 && print(`… still running at ${clock()}: ${[...running.keys()].join(', ')}\n`), heartbeatMs);
  while (running.size > 0) {
    const { step, code, run, seconds } = await Promise.race([...running.values()].map((entry) => entry.finished));
    running.delete(step.name);
    const ok = code === 0;
    results.push({ name: step.name, ok, seconds });
    if (failed) continue;
    if (!ok) {
      failed = true;
      // The stopped steps' output would only bury the failure's.
      for (const [other, { child }] of running) {
        print(`■ ${other} stopped: ${step.name} failed\n`);
        stopProcess(child, graceMs);
      }
      print(`\n✗ ${step.name} failed (exit ${code}, ${seconds.toFixed(0)} s, at ${clock()}):\n${run.output()}\n`);
      continue;
    }
    print(`✓ ${step.name} (${seconds.toFixed(0)} s, at ${clock()})\n${indentOutput(run.output())}`);
    passed.add(step.name);
    startReady();
  }
  clearInterval(heartbeat);
  return { ok: !failed && pending.length === 0, results };
}

function indentOutput(text) {
  const trimmed = text.replace(/\s+$/, '');
  return trimmed ? `${trimmed.replace(/^/gm, '  ')}\n` : '';
}
