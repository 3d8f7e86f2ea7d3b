// Time bounds in tests are read in this process's CPU time, not wall time: a test that bounds how
// much work code does (linear on hostile input, so many texts a second) must not fail because
// other processes have the machine's cores. A quadratic blow-up still costs this process the CPU.

export interface CpuClock {
  /** Milliseconds of CPU (user and system) this process used since the clock started. */
  elapsed(): number;
}

export function cpuClock(): CpuClock {
  const start = process.cpuUsage();
  return {
    elapsed() {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    },
  };
}

/**
 * How much more CPU `run(size × factor)` costs than `run(size)`: the least of `repeats` timings at
 * each size, after one warm-up run of each. A busy machine, a garbage collection or a compiler
 * thread only ever adds time to a run, so the least of several runs is the one nearest the work
 * itself, and the ratio of two least times does not jump when one run is disturbed (a median of a
 * few-millisecond run did, failing a linear reader at 33 against a bound of 32). Linear work gives
 * about `factor`, quadratic work `factor²`; a test bounds it between the two.
 */
export function workGrowth(run: (size: number) => void, size: number, factor = 8, repeats = 5): number {
  const least = (n: number): number => {
    run(n);
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < repeats; i++) {
      const cpu = cpuClock();
      run(n);
      best = Math.min(best, cpu.elapsed());
    }
    return best;
  };
  const small = least(size);
  const large = least(size * factor);
  // a run too short for the clock to read is taken as one millisecond, so a ratio is never x / 0
  return large / Math.max(small, 1);
}
