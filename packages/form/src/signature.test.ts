import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './registry.js';
import { processForm, type ProcessForm } from './schema.js';
import { validateValues, type FormValues } from './values.js';
import type { SignatureEntry, Signer } from './signature.js';

const form: ProcessForm = {
  fields: [
    { key: 'title', label: '事由', type: 'text' },
    { key: 'signoff', label: '整改签字', type: 'signature' },
    { key: 'approval', label: '验收签字', type: 'signature', isCover: true, secretFree: true },
  ],
};

const entry = (userId: string, signature: string, index = 0): SignatureEntry =>
  ({ index, userId, name: userId === 'u1' ? '王芳' : '李军', signature, createTime: '2026-03-02 09:15:00' });
const wang: Signer = { userId: 'u1', sealFileId: 'seal-u1' };
const li: Signer = { userId: 'u2', sealFileId: 'seal-u2' };

/** The rules broken, as `path rule`, for a save by `signer` over `previous`. */
const rules = (values: FormValues, previous: FormValues | undefined, signer?: Signer, permissions = {}) =>
  validateValues(form, values, permissions, { previous, signer }).map((p) => `${p.path} ${p.rule}`);

describe('the signature field definition', () => {
  it('takes isCover and secretFree, at the top level only', () => {
    expect(processForm.safeParse(form).success).toBe(true);
    const inTable = { fields: [{ key: 't', label: '表', type: 'subtable', columns: [{ key: 's', label: '签', type: 'signature' }] }] };
    expect(processForm.safeParse(inTable).success).toBe(false);
    expect(processForm.safeParse({ fields: [{ key: 's', label: '签', type: 'signature', isCover: 'yes' }] }).success).toBe(false);
  });

  it('is empty with no entries', () => {
    expect(isEmptyValue({ type: 'signature' }, [])).toBe(true);
    expect(isEmptyValue({ type: 'signature' }, null)).toBe(true);
    expect(isEmptyValue({ type: 'signature' }, [entry('u1', 'seal-u1')])).toBe(false);
  });
});

describe('the signature value rule', () => {
  it.each([
    ['JSON text instead of the list', JSON.stringify([entry('u1', 'seal-u1')])],
    ['an entry without a seal', [{ ...entry('u1', 'seal-u1'), signature: '' }]],
    ['a time without seconds', [{ ...entry('u1', 'seal-u1'), createTime: '2026-03-02 09:15' }]],
    ['a negative index', [{ ...entry('u1', 'seal-u1'), index: -1 }]],
    ['a key the entry does not have', [{ ...entry('u1', 'seal-u1'), hash: 'x' }]],
    ['an injection string as the user', [{ ...entry('u1', 'seal-u1'), userId: "u1' OR '1'='1".repeat(10) }]],
    ['two entries of one user', [entry('u1', 'seal-u1'), entry('u1', 'seal-u1', 1)]],
  ])('refuses %s', (_case, signoff) => {
    expect(rules({ signoff }, undefined)).toEqual(['signoff signature']);
  });

  it('keeps one signature on a covering field', () => {
    expect(rules({ approval: [entry('u1', 'seal-u1'), entry('u2', 'seal-u2', 1)] }, undefined)).toEqual(['approval signature']);
  });

  it('makes a required signature field wait for a signature', () => {
    const required: ProcessForm = { fields: [{ key: 'signoff', label: '整改签字', type: 'signature', required: true }] };
    expect(validateValues(required, { signoff: [] }).map((p) => p.rule)).toEqual(['required']);
  });
});

describe('who may change which signature (given the stored value)', () => {
  const stored = { signoff: [entry('u2', 'seal-u2')] };

  it('lets a user add their own entry with their own seal', () => {
    expect(rules({ signoff: [entry('u2', 'seal-u2'), entry('u1', 'seal-u1', 1)] }, stored, wang)).toEqual([]);
  });

  it("refuses a user's entry with a seal that is not theirs", () => {
    expect(rules({ signoff: [entry('u2', 'seal-u2'), entry('u1', 'seal-u2', 1)] }, stored, wang)).toEqual(['signoff signatureSeal']);
    expect(rules({ signoff: [entry('u1', 'seal-u1')] }, {}, { userId: 'u1', sealFileId: null })).toEqual(['signoff signatureSeal']);
  });

  it("refuses adding, changing or removing someone else's entry", () => {
    expect(rules({ signoff: [entry('u2', 'seal-u2'), entry('u3', 'seal-u3', 1)] }, stored, wang)).toEqual(['signoff signatureOwn']);
    expect(rules({ signoff: [{ ...entry('u2', 'seal-u2'), createTime: '2026-03-03 09:15:00' }] }, stored, wang)).toEqual(['signoff signatureOwn']);
    expect(rules({ signoff: [] }, stored, wang)).toEqual(['signoff signatureOwn']);
    expect(rules({ signoff: [entry('u1', 'seal-u1')] }, stored, wang)).toEqual(['signoff signatureOwn']);
  });

  it('lets a user remove their own entry, and keep it when their seal has changed since', () => {
    const both = { signoff: [entry('u2', 'seal-u2'), entry('u1', 'old-seal', 1)] };
    expect(rules({ signoff: [entry('u2', 'seal-u2')] }, both, wang)).toEqual([]);
    expect(rules(both, both, wang)).toEqual([]);
    expect(rules({ title: '改了事由', ...both }, both, wang)).toEqual([]);
  });

  it('lets a signer replace the one signature of a covering field, never clear it for nothing', () => {
    const covered = { approval: [entry('u2', 'seal-u2')] };
    expect(rules({ approval: [entry('u1', 'seal-u1')] }, covered, wang)).toEqual([]);
    expect(rules({ approval: [] }, covered, wang)).toEqual(['approval signatureOwn']);
    expect(rules({ approval: [entry('u3', 'seal-u3')] }, covered, wang)).toEqual(['approval signatureOwn']);
  });

  it('refuses any change when the caller cannot say who signs', () => {
    expect(rules({ signoff: [entry('u2', 'seal-u2'), entry('u1', 'seal-u1', 1)] }, stored)).toEqual(['signoff signatureOwn']);
    expect(rules(stored, stored)).toEqual([]);
  });

  it('refuses signing a field the node shows read-only or hides', () => {
    const signed = { signoff: [entry('u2', 'seal-u2'), entry('u1', 'seal-u1', 1)] };
    expect(rules(signed, stored, wang, { signoff: 'r' })).toEqual(['signoff readOnly']);
    expect(rules(signed, stored, wang, { signoff: 'n' })).toEqual(['signoff readOnly']);
    expect(rules(signed, stored, li, { signoff: 'w' })).toEqual(['signoff signatureOwn']);
  });
});
