import { eamApi } from '@wp/contract';
import { describe, expect, it } from 'vitest';
import { actionsFor, nextStatus, roleAllows, type RepairEvent, type RepairRole } from './repair-machine.js';

type RepairStatus = eamApi.RepairStatus;

const nobody: RepairRole = { manager: false, reporter: false, worker: false, leader: false };
const EVENTS: RepairEvent[] = ['approve', 'refuse', 'dispatch', 'cancel', 'start', 'finish', 'accept', 'fail'];

describe('the repair order status machine', () => {
  it('runs a repair through dispatch, a failed acceptance and a second repair to its end', () => {
    const path: Array<[RepairEvent, RepairStatus]> = [
      ['approve', 'not_dispatch'], ['dispatch', 'dispatched'], ['start', 'repairing'], ['finish', 'wait_acceptance'], ['fail', 'acceptance_failed'],
      ['start', 'repairing'], ['finish', 'wait_acceptance'], ['accept', 'finish'],
    ];
    let status: RepairStatus = 'approval';
    for (const [event, expected] of path) {
      status = nextStatus(status, event)!;
      expect(status).toBe(expected);
    }
  });

  it('cancels only before the repair starts, and a refused approval cancels', () => {
    const cancellable = eamApi.REPAIR_STATUSES.filter((s) => nextStatus(s, 'cancel') !== null);
    expect(cancellable).toEqual(['not_dispatch', 'dispatched']);
    expect(nextStatus('approval', 'refuse')).toBe('cancel');
  });

  it('leaves finished and cancelled orders alone, whatever happens', () => {
    for (const status of ['finish', 'cancel'] as const) for (const event of EVENTS) expect(nextStatus(status, event)).toBeNull();
  });

  it('never skips a step: each status has only its own ways out', () => {
    const ways = Object.fromEntries(eamApi.REPAIR_STATUSES.map((s) => [s, EVENTS.filter((e) => nextStatus(s, e) !== null)]));
    expect(ways).toEqual({
      approval: ['approve', 'refuse'], not_dispatch: ['dispatch', 'cancel'], dispatched: ['cancel', 'start'], repairing: ['finish'],
      wait_acceptance: ['accept', 'fail'], acceptance_failed: ['start'], finish: [], cancel: [],
    });
  });
});

describe('who may act on an order', () => {
  it('lets managers and team leaders dispatch, reporters and managers cancel and accept, the team work', () => {
    expect(roleAllows('dispatch', { ...nobody, leader: true })).toBe(true);
    expect(roleAllows('dispatch', { ...nobody, reporter: true, worker: true })).toBe(false);
    expect(roleAllows('cancel', { ...nobody, reporter: true })).toBe(true);
    expect(roleAllows('accept', { ...nobody, worker: true })).toBe(false);
    expect(roleAllows('start', { ...nobody, manager: true })).toBe(false);
    expect(roleAllows('finish', { ...nobody, worker: true })).toBe(true);
  });

  it('lists the actions of the status and the role together', () => {
    const everyone: RepairRole = { manager: true, reporter: true, worker: true, leader: true };
    expect(actionsFor('not_dispatch', everyone)).toEqual(['dispatch', 'cancel']);
    expect(actionsFor('dispatched', everyone)).toEqual(['cancel', 'start']);
    expect(actionsFor('dispatched', { ...nobody, worker: true })).toEqual(['start']);
    expect(actionsFor('wait_acceptance', { ...nobody, reporter: true })).toEqual(['accept']);
    expect(actionsFor('wait_acceptance', { ...nobody, worker: true })).toEqual([]);
    expect(actionsFor('approval', everyone)).toEqual([]);
    expect(actionsFor('finish', everyone)).toEqual([]);
  });
});
