import { describe, expect, it } from 'vitest';
import { cpuTimes, idleShare } from './quiet-cpu.mjs';

const core = (user, idle) => ({ model: 'x', speed: 1, times: { user, nice: 0, sys: 0, idle, irq: 0 } });

describe('quiet CPU', () => {
  it('sums every core', () => {
    expect(cpuTimes([core(100, 300), core(50, 50)])).toEqual({ idle: 350, total: 500 });
  });

  it('gives the idle share of the time between two readings, over all cores', () => {
    const before = cpuTimes([core(100, 300), core(100, 300)]);
    // One core busy throughout, the other idle: half the machine idle.
    expect(idleShare(before, cpuTimes([core(350, 300), core(100, 550)]))).toBe(0.5);
    expect(idleShare(before, cpuTimes([core(110, 540), core(110, 540)]))).toBe(0.96);
  });

  it('counts no time passed as idle', () => {
    const same = cpuTimes([core(1, 1)]);
    expect(idleShare(same, same)).toBe(1);
  });
});
