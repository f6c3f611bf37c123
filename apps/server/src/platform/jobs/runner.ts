import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';

/** A periodic task. It must be safe to run on several processes at once: the runner does not coordinate them. */
export interface Job {
  name: string;
  run(now: number): Promise<unknown>;
}

export interface JobRunner {
  /** one pass of every job, in order; what the timer calls */
  runOnce(): Promise<void>;
  /** stops the timer and waits for a pass under way to finish */
  stop(): Promise<void>;
}

/**
 * Runs the jobs every `intervalMs`. A pass that is still going when the next tick comes is not
 * doubled up in this process (another process may well run at the same moment, which the jobs
 * allow). One job failing is logged and does not stop the others.
 */
export function startJobRunner(opts: {
  jobs: readonly Job[];
  clock: Clock;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'debug'>;
}): JobRunner {
  const { jobs, clock, intervalMs, log } = opts;
  let running: Promise<void> | null = null;

  async function pass(): Promise<void> {
    for (const job of jobs) {
      try {
        const result = await job.run(clock.now());
        log.debug({ job: job.name, result }, 'job ran');
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      }
    }
  }

  const runOnce = async () => {
    if (running) return running;
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : null;
  // The timer alone must not keep a process alive that is otherwise done.
  timer?.unref();
  if (timer) log.info({ intervalMs, jobs: jobs.map((j) => j.name) }, 'job runner started');

  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
