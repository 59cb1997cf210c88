import type { z } from 'zod';
import type { Endpoint } from '@wp/contract';

/** The body and query of a contract endpoint as the server receives them: validated, defaults applied. */
export type BodyIn<E extends Endpoint> = z.output<NonNullable<E['body']>>;
export type QueryIn<E extends Endpoint> = z.output<NonNullable<E['query']>>;
