import type { ReactNode } from 'react';
import { Sheet } from '../../../../components/Sheet.js';
import './forms.css';

/** A form in a bottom sheet (an order's action, a plan): its title, and the form, which scrolls when it is long. */
export function FormSheet({ open, onClose, title, tall, children }: { open: boolean; onClose(): void; title: string; tall?: boolean; children: ReactNode }) {
  return (
    <Sheet open={open} onClose={onClose} label={title} bodyClassName={`repair-sheet${tall ? ' is-full' : ''}`} className="repair-sheet-inner" showCloseButton>
      <h2 className="repair-sheet-title">{title}</h2>
      <div className="repair-sheet-body">{children}</div>
    </Sheet>
  );
}
