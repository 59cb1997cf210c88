import { signatureEntries, type SignatureEntry } from '@wp/form';

export { signatureEntries, type SignatureEntry };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm:ss' in local time: the createTime of an entry. */
export function signatureTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

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
