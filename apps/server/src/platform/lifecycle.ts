/**
 * Where the process is in its life: once stopping, /api/health/ready answers 503 so a load
 * balancer stops sending new requests while those in flight finish.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  stop(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop: () => {
      stopping = true;
    },
  };
}
