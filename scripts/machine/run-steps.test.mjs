import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { orderSteps, runSteps } from './run-steps.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'run-steps-'));
  dirs.push(dir);
  return dir;
}

const node = (code) => `node -e ${JSON.stringify(code)}`;
const quiet = { print: () => {} };

describe('orderSteps', () => {
  it('puts every step after the ones it waits for', () => {
    const names = orderSteps([
      { name: 'e2e', command: 'x', after: ['build'] },
      { name: 'build', command: 'x', after: ['check'] },
      { name: 'check', command: 'x' },
    ]).map((step) => step.name);
    expect(names).toEqual(['check', 'build', 'e2e']);
  });

  it('refuses a wait for an unknown step and steps that wait for each other', () => {
    expect(() => orderSteps([{ name: 'a', command: 'x', after: ['b'] }])).toThrow('unknown step "b"');
    expect(() =>
      orderSteps([
        { name: 'a', command: 'x', after: ['b'] },
        { name: 'b', command: 'x', after: ['a'] },
      ]),
    ).toThrow('a -> b -> a');
  });
});

describe('runSteps', () => {
  it('runs independent steps side by side and a waiting step only after its steps passed', async () => {
    const dir = scratch();
    const log = join(dir, 'log');
    const mark = (text, wait = 0) => node(`setTimeout(() => require('fs').appendFileSync(${JSON.stringify(log)}, ${JSON.stringify(text)}), ${wait})`);
    const { ok, results } = await runSteps(
      [
        { name: 'slow', command: mark('slow ', 600) },
        { name: 'fast', command: mark('fast ', 300) },
        { name: 'last', command: mark('last'), after: ['slow', 'fast'] },
      ],
      quiet,
    );
    expect(ok).toBe(true);
    // Listed first but done second: the two ran side by side.
    expect(readFileSync(log, 'utf8')).toBe('fast slow last');
    expect(results.map((result) => result.name)).toEqual(['fast', 'slow', 'last']);
  });

  it('stops the running steps at the first failure, never starts what waits, and prints the failure last', async () => {
    const dir = scratch();
    const survived = join(dir, 'survived');
    const printed = [];
    const { ok, results } = await runSteps(
      [
        { name: 'long', command: node(`setTimeout(() => require('fs').writeFileSync(${JSON.stringify(survived)}, 'x'), 3000)`) },
        { name: 'broken', command: node(`console.error('the reason'); process.exit(3)`) },
        { name: 'after', command: node(''), after: ['long'] },
      ],
      { print: (text) => printed.push(text) },
    );
    expect(ok).toBe(false);
    expect(results.find((result) => result.name === 'after')).toBeUndefined();
    expect(results.find((result) => result.name === 'long')?.ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(() => readFileSync(survived)).toThrow();
    expect(printed.at(-1)).toMatch(/✗ broken failed \(exit 3[\s\S]*the reason/);
  }, 15_000);

  it('stops a running step as Ctrl-C does, so it can shut down what it started, and terminates one that does not stop', async () => {
    const dir = scratch();
    const [cleaned, stubborn] = [join(dir, 'cleaned'), join(dir, 'stubborn')];
    const { ok } = await runSteps(
      [
        // Like Playwright: on Ctrl-C it stops the server it started in a process group of its own.
        { name: 'tidy', command: node(`process.on('SIGINT', () => { require('fs').writeFileSync(${JSON.stringify(cleaned)}, 'x'); process.exit(130); }); setTimeout(() => {}, 10000)`) },
        { name: 'deaf', command: node(`process.on('SIGINT', () => {}); setTimeout(() => require('fs').writeFileSync(${JSON.stringify(stubborn)}, 'x'), 2500)`) },
        { name: 'broken', command: node(`setTimeout(() => process.exit(3), 500)`) },
      ],
      { ...quiet, graceMs: 1000 },
    );
    expect(ok).toBe(false);
    expect(readFileSync(cleaned, 'utf8')).toBe('x');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(() => readFileSync(stubborn)).toThrow();
  }, 15_000);

  it('says which steps are still running while their output waits for their end', async () => {
    const printed = [];
    const { ok } = await runSteps([{ name: 'quiet-for-a-while', command: node('setTimeout(() => {}, 700)') }], {
      print: (text) => printed.push(text),
      heartbeatMs: 200,
    });
    expect(ok).toBe(true);
    expect(printed.filter((line) => /^… still running at \d+ s: quiet-for-a-while\n$/.test(line)).length).toBeGreaterThan(0);
  });

  it("keeps each step's output together and passes a step's environment", async () => {
    const printed = [];
    const { ok } = await runSteps([{ name: 'speaks', command: node('console.log(process.env.GREETING)'), env: { GREETING: 'hello from the step' } }], {
      print: (text) => printed.push(text),
    });
    expect(ok).toBe(true);
    expect(printed.join('')).toMatch(/✓ speaks \(\d+ s, at \d+ s\)\n {2}hello from the step\n/);
  });
});
