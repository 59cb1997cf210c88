import type { SignatureEntry } from '@wp/form';
import { formatDate } from '../DateControl.js';

/** 'yyyy-MM-dd HH:mm:ss' in local time: the createTime of an entry. */
const signatureTime = (d: Date): string => `${formatDate(d, true)}:${String(d.getSeconds()).padStart(2, '0')}`;

/**
 * What is left when `userId` starts signing (spec 001 section 4): every entry but theirs, or none on a
 * covering field (isCover). Others' entries stay exactly as they are: the server refuses any change to them.
 */
export function withoutSigner(entries: readonly SignatureEntry[], userId: string, isCover: boolean | undefined): SignatureEntry[] {
  return isCover ? [] : entries.filter((e) => e.userId !== userId);
}

/** The list with the signer's own entry for a seal file added at the end, numbered after the last. */
export function withSignature(kept: readonly SignatureEntry[], signer: { userId: string; name: string }, fileId: string, at: Date): SignatureEntry[] {
  const index = kept.reduce((max, e) => Math.max(max, e.index + 1), 0);
  return [...kept, { index, userId: signer.userId, name: signer.name, signature: fileId, createTime: signatureTime(at) }];
}
