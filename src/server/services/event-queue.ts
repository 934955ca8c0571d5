/**
 * A one-reader queue between a producer that must never wait (the model's answer is read as fast as it comes)
 * and a reader at its own pace (the client). Items pushed after close are dropped.
 */
export class EventQueue<T> {
  private readonly items: T[] = [];
  private isClosed = false;
  private wake: (() => void) | undefined;

  push(item: T): void {
    if (this.isClosed) return;
    this.items.push(item);
    this.wake?.();
  }

  close(): void {
    this.isClosed = true;
    this.wake?.();
  }

  /** Yields every item in order, waiting for more until the queue is closed and empty. */
  async *drain(): AsyncGenerator<T, void, undefined> {
    for (;;) {
      if (this.items.length) {
        yield this.items.shift()!;
        continue;
      }
      if (this.isClosed) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }
}
