/**
 * A JSON answer as a test reads it: field by field, down to the fields it checks. The checks
 * themselves say what the shape must be; a declared type for every call would only repeat them.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read nested fields of many different answers (body.payment.id, body.products.data); the expectations check their shape
export type JsonAnswer = Record<string, any>;
