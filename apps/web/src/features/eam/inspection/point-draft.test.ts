import { describe, expect, it } from 'vitest';
import { draftErrors, emptyDraft, recordInput, resultOf } from './point-draft.js';
import { point } from './test/fixtures.js';

const jpeg = { id: 'ph1', name: 'a.jpg', blob: new Blob(['x'], { type: 'image/jpeg' }) };

describe('point draft', () => {
  it('makes the point abnormal the moment a reading is, unless it is not inspected', () => {
    const p = point();
    const draft = { ...emptyDraft(p), chosen: 'normal' as const, readings: { 'r-pressure': '0.3', 'r-oil': 'ok', 'r-noise': '' } };
    expect(resultOf(p, draft)).toBe('normal');
    expect(resultOf(p, { ...draft, readings: { ...draft.readings, 'r-oil': 'low' } })).toBe('abnormal');
    expect(resultOf(p, { ...draft, chosen: 'none', readings: { ...draft.readings, 'r-pressure': '9' } })).toBe('none');
    expect(resultOf(p, { ...draft, chosen: null })).toBeNull();
  });

  it('asks for the result, the required readings and the remark an abnormal point or a skip needs', () => {
    const p = point();
    const empty = emptyDraft(p);
    expect(draftErrors(p, empty)).toEqual({ result: 'result', 'item:r-pressure': 'required', 'item:r-oil': 'choice' });
    expect(draftErrors(p, { ...empty, chosen: 'normal', readings: { 'r-pressure': 'abc', 'r-oil': 'ok' } })).toEqual({ 'item:r-pressure': 'number' });
    expect(draftErrors(p, { ...empty, readings: { 'r-pressure': '0.9', 'r-oil': 'ok' } })).toEqual({ content: 'remark' });
    expect(draftErrors(p, { ...empty, chosen: 'none' })).toEqual({ content: 'reason' });
    expect(draftErrors(p, { ...empty, chosen: 'none', content: '设备停机' })).toEqual({});
  });

  it('turns the draft into a record: readings and photos by item, none for a skipped point', () => {
    const p = point();
    const draft = { ...emptyDraft(p), chosen: 'normal' as const, readings: { 'r-pressure': ' 0.3 ', 'r-oil': 'ok', 'r-noise': '' },
      itemPhotos: { 'r-noise': [jpeg] }, photos: [jpeg], content: '  ', actionLabel: '' };
    const input = recordInput(p, draft, 'u1', 'scan');
    expect(input).toMatchObject({ userId: 'u1', taskId: 't1', pointId: 'p2', pointCode: 'XJ-YCL-02', pointStatus: 'normal', inspMethod: 'scan', content: undefined, actionLabel: undefined });
    expect(input.items).toEqual({ 'r-pressure': { value: '0.3', photos: [] }, 'r-oil': { value: 'ok', photos: [] }, 'r-noise': { value: null, photos: [jpeg] } });
    expect(input.photos).toEqual([jpeg]);
    expect(recordInput(p, { ...draft, chosen: 'none', content: '无法到达' }, 'u1', 'manual').items).toEqual({});
  });
});
