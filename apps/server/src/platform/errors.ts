import type { MessageKey } from './messages.js';

/**
 * The one error type every module throws for the client to see, as `{state:false, message, code}` with this
 * status: a catalogue key (any section: platform, `portal.*`, ...) with its `{name}` values, translated per
 * request by the application's error handler, or a field error whose text names the field and the rule.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey | null,
    message: string,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

type Vars = Record<string, string | number>;
const make = (status: number) => (key: MessageKey, vars?: Vars) => new AppError(status, key, key, vars);

export const badRequest = make(400);
export const unauthorized = make(401);
export const forbidden = make(403);
export const notFound = make(404);
export const conflict = make(409);
export const locked = make(423);
/** A source this server reaches on the caller's behalf failed (a portal column's data URL). */
export const badGateway = make(502);

/** 400 naming the field and the rule it broke, e.g. `querys.property: unknown property 'x'`. */
export const invalid = (field: string, rule: string) => new AppError(400, null, `${field}: ${rule}`);

/** 400 naming the field, its rule in the caller's language from the catalogue (`field.*` texts begin with `{field}: `). */
export const invalidField = (field: string, key: MessageKey, vars: Vars = {}) => new AppError(400, key, `${field}: ${key}`, { ...vars, field });
