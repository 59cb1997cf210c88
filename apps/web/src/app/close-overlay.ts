import { Dialog } from 'antd-mobile';

/** How long between the two looks at a mask's opacity: its fade (about 300 ms) moves visibly in this time. */
const FADE_SAMPLE_MS = 40;

const shownMasks = () => [...document.querySelectorAll<HTMLElement>('.adm-mask')].filter((mask) => mask.style.display !== 'none');
const opacityOf = (mask: HTMLElement) => (mask.style.opacity === '' ? 1 : Number(mask.style.opacity));

/**
 * The masks of the antd-mobile overlays now open (sheets, popups, dialogs, image viewers); the last is on top. A
 * mask fading out belongs to an overlay already closing (its own button was tapped a moment ago): it is not open,
 * or a quick back press after closing a prompt would be spent on it instead of going back.
 */
async function openMasks(): Promise<HTMLElement[]> {
  const shown = shownMasks();
  if (shown.length === 0) return [];
  const before = new Map(shown.map((mask) => [mask, opacityOf(mask)]));
  await new Promise((resolve) => setTimeout(resolve, FADE_SAMPLE_MS));
  return shownMasks().filter((mask) => {
    const was = before.get(mask);
    const now = opacityOf(mask);
    return was === undefined || !(now < was || (now === was && now < 0.05));
  });
}

/**
 * The hardware back button closes what is open over the page before it leaves the page, as Android apps do:
 * the prompts opened by code (Dialog.confirm / alert, which then answer as their cancel would) and the topmost
 * sheet or popup that its mask closes. A dialog that only its own buttons close stays. True when something was
 * open: the press is used up.
 */
export async function closeTopOverlay(): Promise<boolean> {
  const masks = await openMasks();
  if (masks.length === 0) return false;
  Dialog.clear();
  masks.at(-1)?.querySelector<HTMLElement>('.adm-mask-aria-button')?.click();
  return true;
}
