import { useEffect, useRef, useState } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard and screen-reader focus for a sheet or dialog, on the element given the returned ref or the
 * role=dialog element around it (antd-mobile's Dialog draws its own): while `open`, it is a modal dialog that
 * holds the focus (so a screen reader reads its name first and Tab stays inside), Escape calls `onClose`, and
 * on closing the focus goes back to the control that opened it. Focus moves to the dialog itself, not its
 * first field, so a phone does not raise its keyboard on every sheet.
 */
export function useModalFocus(open: boolean, onClose?: () => void) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open || !node) return;
    const root = node.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? node;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.setAttribute('aria-modal', 'true');
    if (!root.hasAttribute('tabindex')) root.tabIndex = -1;
    // The sheet is still display:none in the commit that opens it (antd-mobile shows it in an effect). If the
    // focus is already inside by then (a quick tap on a field, a field's autoFocus), it stays there: moving it
    // to the dialog would drop what is being typed.
    const frame = requestAnimationFrame(() => {
      if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current?.();
      } else if (e.key === 'Tab') {
        const items = [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null);
        if (items.length === 0) return e.preventDefault();
        const [first, last] = [items[0], items[items.length - 1]];
        if (e.shiftKey && (document.activeElement === first || document.activeElement === root)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    root.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('keydown', onKey);
      const lost = !document.activeElement || document.activeElement === document.body || root.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, node]);
  return setNode;
}
