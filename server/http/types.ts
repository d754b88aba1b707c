import type { Logger } from "pino";
import type { Session } from "../session/session";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
    log: Logger;
    nonce: string;
    session: Session;
    /** the viewer's language, once resolved (error messages are translated into it) */
    locale?: string;
  }
}
