import { Button, Input } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { RepairPart } from '../../../../domains/eam-repair/types.js';
import { typedNumber } from '../numbers.js';
import { useTranslation } from '../../../../i18n/index.js';

/** A spare-part row as typed: the quantity stays text until it is sent. */
export interface PartDraft { name: string; qty: string; unit: string }

export const MAX_PARTS = 50;
const emptyRow = (): PartDraft => ({ name: '', qty: '1', unit: '' });

/** The rows that say something (a blank row added by mistake is not a part). */
export const filledParts = (rows: readonly PartDraft[] = []) => rows.filter((r) => r.name.trim() || r.unit.trim() || (r.qty.trim() && r.qty.trim() !== '1'));

/** The first problem of the filled rows, as a message key and the row's number (1-based), or null. */
export function partsProblem(rows: readonly PartDraft[] = []): { key: 'partName' | 'partQty' | 'partUnit'; row: number } | null {
  const filled = filledParts(rows);
  for (const [i, r] of filled.entries()) {
    if (!r.name.trim()) return { key: 'partName', row: i + 1 };
    const qty = typedNumber(r.qty);
    if (qty === undefined || !(qty > 0 && qty <= 100_000)) return { key: 'partQty', row: i + 1 };
    if (!r.unit.trim()) return { key: 'partUnit', row: i + 1 };
  }
  return null;
}

export const toParts = (rows: readonly PartDraft[] = []): RepairPart[] =>
  filledParts(rows).map((r) => ({ name: r.name.trim(), qty: Number(r.qty), unit: r.unit.trim() }));

/** The spare parts used: a row each (name, quantity, unit), added and removed here. */
export function PartsInput({ value = [], onChange }: { value?: PartDraft[]; onChange?(rows: PartDraft[]): void }) {
  const { t } = useTranslation('eamRepair');
  const set = (i: number, patch: Partial<PartDraft>) => onChange?.(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="repair-parts">
      {value.length > 0 && (
        <ol className="repair-parts-rows">
          {value.map((r, i) => (
            <li key={i} className="repair-part" aria-label={t('parts.row', { n: i + 1 })}>
              <Input className="repair-part-name" value={r.name} onChange={(v) => set(i, { name: v })} placeholder={t('parts.name')}
                aria-label={t('parts.nameOf', { n: i + 1 })} maxLength={100} />
              <Input className="repair-part-qty" value={r.qty} onChange={(v) => set(i, { qty: v })} inputMode="decimal" placeholder={t('parts.qty')}
                aria-label={t('parts.qtyOf', { n: i + 1 })} />
              <Input className="repair-part-unit" value={r.unit} onChange={(v) => set(i, { unit: v })} placeholder={t('parts.unit')}
                aria-label={t('parts.unitOf', { n: i + 1 })} maxLength={20} />
              <button type="button" className="repair-part-remove" aria-label={t('parts.remove', { n: i + 1 })}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}>
                <DeleteOutline aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      )}
      {value.length < MAX_PARTS && (
        <Button size="small" fill="outline" onClick={() => onChange?.([...value, emptyRow()])}>
          <AddOutline aria-hidden /> {t('parts.add')}
        </Button>
      )}
    </div>
  );
}
