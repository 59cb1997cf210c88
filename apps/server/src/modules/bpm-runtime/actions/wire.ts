import type { z } from 'zod';
import type { Endpoint } from '@wp/contract';

/** The body of a contract endpoint as the server receives it: validated, defaults applied. */
export type BodyIn<E extends Endpoint> = z.output<NonNullable<E['body']>>;
