import { Dialog } from 'antd-mobile';

/** The masks of the antd-mobile overlays now open (sheets, popups, dialogs, image viewers); the last is on top. */
const openMasks = () => [...document.querySelectorAll<HTMLElement>('.adm-mask')].filter((mask) => mask.style.display !== 'none');

/**
 * The hardware back button closes what is open over the page before it leaves the page, as Android apps do:
 * the prompts opened by code (Dialog.confirm / alert, which then answer as their cancel would) and the topmost
 * sheet or popup that its mask closes. A dialog that only its own buttons close stays. True when something was
 * open: the press is used up.
 */
export function closeTopOverlay(): boolean {
  const masks = openMasks();
  if (masks.length === 0) return false;
  Dialog.clear();
  masks.at(-1)?.querySelector<HTMLElement>('.adm-mask-aria-button')?.click();
  return true;
}
