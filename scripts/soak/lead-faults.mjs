/**
 * The lead soak's faults, fired as the sending gets past given fractions of the leads: the sink
 * failing at random (500s and time-outs), a 429 burst with Retry-After, a 10-second outage, the
 * functions server (and so the dispatcher) SIGKILLed twice and Postgres SIGKILLed once. Each fault
 * is kept as an interval, so the figures can tell the leads stored while everything was healthy.
 */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const FLAKY_500 = 0.1;
const FLAKY_HANG = 0.04;
const BURST_MS = 4_000;
const BURST_RETRY_AFTER_S = 8;
const OUTAGE_MS = 10_000;

/**
 * Faults for `sink` (lead-sink.mjs) and the backend (`faults`, from faults.mjs), chance from
 * `random`, lines to `note`. `progress(fraction)` fires every fault whose turn has come (kills are
 * awaited, timed faults run on); `settled()` waits for the timed ones; `intervals` are
 * {name, from, to} in ms since the epoch.
 */
export function leadFaultPlan({ sink, faults, random, note }) {
  const intervals = [];
  const running = [];
  const state = { flaky: false, burst: false };
  sink.fault = () => {
    if (state.burst) return { status: 429, headers: { 'retry-after': String(BURST_RETRY_AFTER_S) } };
    if (!state.flaky) return undefined;
    const roll = random();
    return roll < FLAKY_HANG ? 'hang' : roll < FLAKY_HANG + FLAKY_500 ? { status: 500 } : undefined;
  };
  const interval = (name, from = Date.now()) => {
    const entry = { name, from, to: undefined };
    intervals.push(entry);
    return entry;
  };
  const timed = async (name, ms, on, off) => {
    const entry = interval(name);
    note(`${name} for ${ms / 1000} s`);
    await on();
    await sleep(ms);
    await off();
    entry.to = Date.now();
    note(`${name} over`);
  };
  const killFunctions = async (number) => {
    const entry = interval(`functions server SIGKILL ${number}`);
    const pid = await faults.killFunctions();
    note(`functions server (pid ${pid}) SIGKILLed with the dispatcher in it; its supervisor restarts it`);
    running.push(
      faults.waitHealthy(60_000, (parts) => parts.functions.pid !== pid).then((parts) => {
        entry.to = Date.now();
        note(`functions server back (pid ${parts.functions.pid})`);
      }),
    );
  };
  let flaky;
  const steps = [
    {
      at: 0.15,
      run: () => {
        flaky = interval('sink failing at random');
        state.flaky = true;
        note(`sink failing at random: ${FLAKY_500 * 100}% 500s, ${FLAKY_HANG * 100}% time-outs (no answer)`);
      },
    },
    {
      at: 0.3,
      run: () => {
        state.flaky = false;
        flaky.to = Date.now();
        note('sink answering again');
      },
    },
    { at: 0.35, run: () => killFunctions(1) },
    {
      at: 0.45,
      run: () => void running.push(timed(`sink 429 burst (Retry-After: ${BURST_RETRY_AFTER_S})`, BURST_MS, () => (state.burst = true), () => (state.burst = false))),
    },
    {
      at: 0.55,
      run: async () => {
        const entry = interval('Postgres SIGKILL');
        const pid = await faults.killPostgres();
        note(`Postgres (pid ${pid}) SIGKILLed`);
        running.push(
          faults.postgresBack(pid).then((parts) => {
            entry.to = Date.now();
            note(`Postgres back (pid ${parts.postgres.pid})`);
          }),
        );
      },
    },
    { at: 0.65, run: () => void running.push(timed('sink outage (port closed)', OUTAGE_MS, () => sink.setDown(true), () => sink.setDown(false))) },
    { at: 0.8, run: () => killFunctions(2) },
  ];
  let next = 0;
  // Several senders report progress at once: the steps still run one after the other.
  let chain = Promise.resolve();
  return {
    intervals,
    progress(fraction) {
      chain = chain.then(async () => {
        while (next < steps.length && fraction >= steps[next].at) await steps[next++].run();
      });
      return chain;
    },
    async settled() {
      await Promise.all(running);
      sink.fault = undefined;
    },
  };
}
