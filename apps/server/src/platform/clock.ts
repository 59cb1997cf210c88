import { randomUUID } from 'node:crypto';

/** Time and ids come from here so tests can pin them. */
export interface Clock { now(): Date }
export const systemClock: Clock = { now: () => new Date() };
export const isoNow = (clock: Clock = systemClock) => clock.now().toISOString();

/** Compact random ids: 32 hex characters. */
export const newId = () => randomUUID().replaceAll('-', '');
