import pino, { type Logger } from "pino";

/**
 * The shop's log: JSON lines on standard output (fd 1), written at once, one line a write
 * (decision 059). pino's default destination buffers and, at `process.exit`, flushes what is left
 * synchronously, and that flush retries a write that failed with EPIPE every 100 ms forever: a
 * shop whose log went to a pipe that closed (`npm start | tee log`, both signalled) then never
 * ended, its forced exit included. Written at once, nothing is left to flush at exit; a write that
 * fails for good (the reader is gone) ends the logging, and the shop goes on without it.
 */
export function shopLogger(level: string, fd = 1): Logger {
  let tries = 0;
  const destination = pino.destination({
    dest: fd,
    sync: true,
    // a reader that does not keep up (EAGAIN): retried for a second, then the line waits for the next write
    retryEAGAIN: () => ++tries <= 10,
  });
  destination.on("write", (n: number) => {
    if (n > 0) tries = 0;
  });
  destination.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EAGAIN" || err.code === "EBUSY") return;
    // EPIPE, EBADF …: nobody reads any more
    const noop = () => {};
    Object.assign(destination, { write: () => true, flushSync: noop, flush: noop, end: noop });
  });
  // console.error (React Router's report of a page's error) must not end the process on a closed pipe either
  for (const stream of [process.stdout, process.stderr]) if (stream.listenerCount("error") === 0) stream.on("error", () => {});
  return pino({ level }, destination);
}
