import type { MessageKey } from './messages.js';

/**
 * An error the client should see, as `{state:false, message}` with this status. Either a catalogue key,
 * translated per request, or a field error whose text names the field and the rule.
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

/** 400 naming the field and the rule it broke, e.g. `querys.property: unknown property 'x'`. */
export const invalid = (field: string, rule: string) => new AppError(400, null, `${field}: ${rule}`);

/** 400 naming the field, its rule in the caller's language from the catalogue (`field.*` texts begin with `{field}: `). */
export const invalidField = (field: string, key: MessageKey, vars: Vars = {}) => new AppError(400, key, `${field}: ${key}`, { ...vars, field });
