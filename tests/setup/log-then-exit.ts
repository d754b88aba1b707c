// A process that logs two lines and exits at once, as the shop's stop does ("stopped", then
// process.exit): with `shop` through the shop's logger (server/log.ts), with `pino` through pino's
// default destination. tests/api/shop-stop.test.ts runs it with its standard output a pipe whose
// reader has gone; it waits a moment first, so the reader is surely gone.
import pino from "pino";
import { shopLogger } from "../../server/log";

const log = process.argv[2] === "pino" ? pino({ level: "info" }) : shopLogger("info");
setTimeout(() => {
  log.info("shutting down: finishing requests in flight");
  log.info("stopped");
  process.exit(0);
}, 300);
