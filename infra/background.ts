import type { Logger } from "../kernel/logger";

/**
 * Work that runs after the answer has gone (a reset mail, say): never awaited by the request,
 * failures are logged. `idle()` waits for what is still running (graceful shutdown, tests).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ err, task: name }, "background task failed"))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  private readonly drains = new Set<() => Promise<void>>();

  /** Also wait, in `idle()`, for this (a job worker working its queue empty: tests). */
  addDrain(drain: () => Promise<void>): () => void {
    this.drains.add(drain);
    return () => this.drains.delete(drain);
  }

  async idle(): Promise<void> {
    do {
      while (this.pending.size > 0) await Promise.all([...this.pending]);
      for (const drain of this.drains) await drain();
    } while (this.pending.size > 0);
  }
}

/**
 * Run `work` after the answer: on the context's tracker, or (an ad-hoc context without one)
 * detached with failures logged all the same.
 */
export function afterAnswer(ctx: { background?: BackgroundTasks; log: Logger }, name: string, work: () => Promise<void>): void {
  if (ctx.background) {
    ctx.background.run(name, work);
    return;
  }
  void Promise.resolve()
    .then(work)
    .catch((err: unknown) => ctx.log.error({ err, task: name }, "background task failed"));
}
