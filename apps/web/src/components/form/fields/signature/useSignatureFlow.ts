import { useRef, useState } from 'react';
import { sealApi } from '@wp/contract';
import type { SignatureEntry, SignatureField } from '@wp/form';
import { call, CallError } from '../../../../lib/http/client.js';
import { isStateFalse } from '../../../../lib/http/failure.js';
import { notify } from '../../../../lib/notify.js';
import i18n from '../../../../i18n/index.js';
import { withoutSigner, withSignature } from './signature-entries.js';

/** The states of a signature field (spec 001 section 4): idle, then start, then ing, then success or fail. */
export type SignatureStatus = 'idle' | 'start' | 'ing' | 'success' | 'fail';

/**
 * The getting of a signature. `start` takes the signer's previous entry away (the whole list on a covering
 * field) and asks for the seal password unless the field is secret-free; the seal is then opened with the
 * password in a POST body, and the signer's entry added. A cancelled dialog or a reply with state false ends
 * in fail without a message; the entries taken away at the start come back then, so a sign-off given up
 * never removes anyone's signature. A field without a path warns and does not start.
 */
export function useSignatureFlow({ field, path, entries, signer, onChange }: {
  field: Pick<SignatureField, 'isCover' | 'secretFree'>;
  path: string;
  entries: SignatureEntry[];
  signer: { userId: string; name: string } | null;
  onChange(value: SignatureEntry[]): void;
}) {
  const [status, setStatus] = useState<SignatureStatus>('idle');
  const [asking, setAsking] = useState(false);
  /** The list as it was when signing started, and what was kept of it. */
  const started = useRef<{ before: SignatureEntry[]; kept: SignatureEntry[] } | null>(null);

  const fail = () => {
    setAsking(false);
    setStatus('fail');
    if (started.current) onChange(started.current.before);
    started.current = null;
  };

  async function open(password: string) {
    const begun = started.current;
    if (!begun || !signer) return;
    setStatus('ing');
    try {
      const reply = await call(sealApi.openElectronicSeal, {
        body: { password, ...(field.secretFree ? { secretFree: 'true' as const } : {}) }, silent: true, overlay: true,
      });
      if (!reply.value) {
        notify.warning(i18n.t('form:signature.noImage'));
        return fail();
      }
      started.current = null;
      onChange(withSignature(begun.kept, signer, reply.value, new Date()));
      setStatus('success');
    } catch (e) {
      // A refusal (state false: wrong password, no seal, locked) fails quietly as the spec says; a network
      // failure is still told, since the catalogue was kept silent for the refusal's sake.
      if (!(e instanceof CallError && (e.cancelled || isStateFalse(e.reply)))) notify.danger(e instanceof Error ? e.message : String(e));
      fail();
    }
  }

  function start() {
    if (!path) {
      notify.warning(i18n.t('form:signature.noPath'));
      return;
    }
    if (!signer || status === 'ing') return;
    const kept = withoutSigner(entries, signer.userId, field.isCover);
    started.current = { before: entries, kept };
    setStatus('start');
    onChange(kept);
    if (field.secretFree) void open('');
    else setAsking(true);
  }

  return {
    status,
    /** Whether the password dialog is open. */
    asking,
    start,
    confirm(password: string) {
      setAsking(false);
      void open(password);
    },
    cancel: fail,
  };
}
