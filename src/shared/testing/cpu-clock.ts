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
