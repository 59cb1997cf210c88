import QRCode from 'qrcode';
import { formDataApi, type FormField } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { forbidden } from '../../../platform/errors.js';
import type { FormsService } from '../forms.service.js';
import type { RecordsService } from '../template/records.service.js';
import type { LoadedTemplate, TemplateService } from '../template/template.service.js';
import type { LinkSigner } from './link-signer.js';

const LIFETIME_SECONDS = formDataApi.qr.QR_LINK_DAYS * 24 * 3600;

/** The web page a QR link opens, with the record and the signature in its query. */
export function qrPageUrl(origin: string, p: { templateKey: string; id: string; exp: number; sig: string }): string {
  const query = new URLSearchParams({ id: p.id, exp: String(p.exp), sig: p.sig });
  return `${origin}/QRCodeForm/${encodeURIComponent(p.templateKey)}?${query.toString()}`;
}

/**
 * QR codes of data template records (ADR 0022). Minting needs the right to read the record; opening checks the
 * signature and the expiry first, then the reader's own right to read the template and that record, so a link
 * never opens more than its reader may read.
 */
export function createQrService(deps: {
  templates: Pick<TemplateService, 'authorise'>;
  records: Pick<RecordsService, 'visibleRecord' | 'valuesOf'>;
  forms: Pick<FormsService, 'main'>;
  signer: LinkSigner;
  clock: Clock;
}) {
  const { templates, records, forms, signer, clock } = deps;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** The form a phone shows the template's records in: its mobile form (only the BO's fields of it) when set and stored, else its own. */
  async function mobileForm(t: LoadedTemplate): Promise<LoadedTemplate['form']> {
    const alias = t.settings.mobileFormAlias;
    const stored = alias ? await forms.main(t.row.tenant_id, alias) : null;
    if (!stored) return t.form;
    const boKeys = new Set(t.bo.fields.map((f) => f.key));
    return { id: stored.id, formKey: stored.formKey, name: stored.name, version: stored.version, fields: stored.form.fields.filter((f) => boKeys.has(f.key)) };
  }

  return {
    /** qrCodeLink: a link to record `id` that works for QR_LINK_DAYS days, with its code as SVG and PNG; `origin` is this server's, as the caller reached it. */
    async link(session: Session, q: { templateKey: string; id: string }, origin: string): Promise<formDataApi.qr.QrLink> {
      const t = await templates.authorise(session, q.templateKey, 'read');
      const record = await records.visibleRecord(t, q.id);
      const exp = nowSeconds() + LIFETIME_SECONDS;
      const facts = { tenantId: session.tenantId, templateKey: t.row.alias, id: record.id, exp };
      const url = qrPageUrl(origin, { ...facts, sig: signer.sign(facts) });
      const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
      const [svg, png] = await Promise.all([QRCode.toString(url, { ...options, type: 'svg' }), QRCode.toDataURL(url, { ...options, width: 480 })]);
      return { url, expiresAt: new Date(exp * 1000).toISOString(), svg, png };
    },

    /** qrCodeForm: the record a link names, read-only in the template's mobile form; a forged or expired link is refused before anything is read. */
    async form(session: Session, q: { templateKey: string; id: string; exp: number; sig: string }) {
      if (!signer.verify({ tenantId: session.tenantId, templateKey: q.templateKey, id: q.id, exp: q.exp }, q.sig)) throw forbidden('bo.qr.forged');
      if (q.exp <= nowSeconds()) throw forbidden('bo.qr.expired');
      const t = await templates.authorise(session, q.templateKey, 'read');
      const record = await records.visibleRecord(t, q.id);
      const form = await mobileForm(t);
      const values = await records.valuesOf(t.bo, record);
      const shown = new Set(form.fields.map((f) => f.key));
      return {
        result: true as const,
        templateName: t.row.name,
        form: { id: form.id, formKey: form.formKey, name: form.name, version: form.version, fields: form.fields },
        permission: {
          fields: Object.fromEntries(form.fields.map((f) => [f.key, 'r' as const])),
          table: Object.fromEntries(form.fields.filter((f: FormField) => f.type === 'subtable').map((f) => [f.key, { hidden: false, add: false, del: false, edit: false }])),
        },
        data: { [t.bo.alias]: { ...Object.fromEntries(Object.entries(values).filter(([k]) => shown.has(k))), id_: record.id, rev_: Number(record.rev) } },
      };
    },
  };
}
export type QrService = ReturnType<typeof createQrService>;
