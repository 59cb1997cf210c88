import type { Broken } from './registry.js';
import type { SignatureField } from './schema.js';

/** One signature on a signature field: who signed, with which seal file, when (spec 001 section 3). */
export interface SignatureEntry {
  index: number;
  userId: string;
  name: string;
  /** The file id of the signer's electronic seal. */
  signature: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  createTime: string;
}

/** Who is saving, for the signature rule: the user and the file id of their seal (null when they have none). */
export interface Signer {
  userId: string;
  sealFileId: string | null;
}

const DATETIME_SECONDS = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const id = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 64;

const isEntry = (e: unknown): e is SignatureEntry => {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) return false;
  const x = e as Record<string, unknown>;
  return Number.isInteger(x.index) && (x.index as number) >= 0 && id(x.userId) && id(x.signature)
    && typeof x.name === 'string' && x.name.length <= 100 && typeof x.createTime === 'string' && DATETIME_SECONDS.test(x.createTime)
    && Object.keys(x).every((k) => ENTRY_KEYS.has(k));
};
const ENTRY_KEYS: ReadonlySet<string> = new Set(['index', 'userId', 'name', 'signature', 'createTime']);

/** The entries of a value that has the shape (see signatureShape), [] for anything else. */
export const signatureEntries = (value: unknown): SignatureEntry[] => (Array.isArray(value) ? value.filter(isEntry) : []);

/** The seal files the signature fields of a form's values carry (signature fields are top-level only). */
export const sealFileIds = (fields: ReadonlyArray<{ key: string; type: string }>, values: Record<string, unknown>): string[] =>
  fields.flatMap((f) => (f.type === 'signature' ? signatureEntries(values[f.key]).map((e) => e.signature) : []));

/**
 * The value rule of a filled signature field: a list of well-formed entries, one per user at most, and one in
 * all when the field covers (isCover).
 */
export function signatureShape(field: Pick<SignatureField, 'isCover'>, value: unknown): Broken | null {
  if (!Array.isArray(value) || !value.every(isEntry)) return { rule: 'signature' };
  if (new Set(value.map((e) => e.userId)).size !== value.length || (field.isCover && value.length > 1)) return { rule: 'signature' };
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rule of a change from the stored signatures to the sent ones (the server's check; the value has its
 * shape already): a user adds or removes only their own entry, and an entry they add carries their own seal.
 * Others' entries stay exactly as stored, but for a covering field (isCover), where signing replaces the one
 * signature there was. Without a signer nothing may change (a path that cannot tell who signs signs nothing).
 */
export function signatureChange(field: Pick<SignatureField, 'isCover'>, value: unknown, stored: unknown, signer: Signer | undefined): Broken | null {
  const before = signatureEntries(stored);
  const after = signatureEntries(value);
  if (same(before, after)) return null;
  if (!signer) return { rule: 'signatureOwn' };
  const others = (list: SignatureEntry[]) => list.filter((e) => e.userId !== signer.userId);
  const mine = after.find((e) => e.userId === signer.userId);
  const covered = !!field.isCover && mine !== undefined && after.length === 1;
  if (!covered && !same(others(before), others(after))) return { rule: 'signatureOwn' };
  const earlier = before.find((e) => e.userId === signer.userId);
  // An entry kept as stored stays valid even if the signer's seal has changed since.
  if (mine && !same(mine, earlier) && (signer.sealFileId === null || mine.signature !== signer.sealFileId)) return { rule: 'signatureSeal' };
  return null;
}
