import { createContext, useContext } from "react";

/** The request's CSP nonce, handed from entry.server to the document's scripts. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
