/**
 * Whether the server is on its way out. Once draining, /api/ready answers 503 so a load balancer stops sending
 * new requests while the ones in flight finish.
 */
export type Lifecycle = {
  readonly isDraining: boolean;
  /** Called by the entry point when it starts shutting down. */
  startDraining(): void;
};

export function createLifecycle(): Lifecycle {
  let isDraining = false;
  return {
    get isDraining() {
      return isDraining;
    },
    startDraining() {
      isDraining = true;
    },
  };
}
