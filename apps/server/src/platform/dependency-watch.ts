import type { Log } from './logger.ts';

/** The dependencies a request can find down at run time. */
export type Dependency = 'database' | 'redis';

/**
 * One log line when a dependency goes down and one when it is back, however many requests fail
 * in between: an outage is one event in the log, not thousands.
 */
export interface DependencyWatch {
  down(name: Dependency, err: unknown): void;
  up(name: Dependency): void;
  isDown(name: Dependency): boolean;
}

export function createDependencyWatch(log: Pick<Log, 'error' | 'info'>): DependencyWatch {
  const down = new Set<Dependency>();
  return {
    down(name, err) {
      if (down.has(name)) return;
      down.add(name);
      log.error({ dependency: name, err }, `${name} is not answering; requests that need it get 503`);
    },
    up(name) {
      if (!down.delete(name)) return;
      log.info({ dependency: name }, `${name} answers again`);
    },
    isDown: (name) => down.has(name),
  };
}

const PG_CONNECTION_CODES = new Set([
  // connection exceptions, admin shutdown, cannot connect now, too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

/**
 * Which dependency an error says is unreachable, if any: a request that failed because of it
 * answers 503 (try again) rather than 500 (our fault).
 */
export function unreachableDependency(err: unknown): Dependency | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, name, message } = err as { code?: unknown; name?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (name === 'MaxRetriesPerRequestError' || /^Connection is closed|Stream isn't writeable/.test(text)) {
    return 'redis';
  }
  if (typeof code === 'string' && PG_CONNECTION_CODES.has(code)) return 'database';
  if (/Connection terminated|timeout exceeded when trying to connect/i.test(text)) return 'database';
  if (typeof code === 'string' && NET_CODES.has(code)) {
    return /6379|redis/i.test(text) ? 'redis' : 'database';
  }
  return null;
}
