import { Dialog } from 'antd-mobile';

/** How long between two looks at a mask's opacity: its fade (about 300 ms) moves visibly in this time. */
const FADE_SAMPLE_MS = 40;
/** Looks at a mask that stays transparent before it is taken for the end of a fade-out: about 200 ms in all. */
const MAX_LOOKS = 5;

const shownMasks = () => [...document.querySelectorAll<HTMLElement>('.adm-mask')].filter((mask) => mask.style.display !== 'none');
const opacityOf = (mask: HTMLElement) => (mask.style.opacity === '' ? 1 : Number(mask.style.opacity));
/** An opacity below this is a mask not (or no longer) to be seen. */
const TRANSPARENT = 0.05;

/** A second look at a mask: shown or fading in is open, fading out is closing, still transparent is not known yet. */
function judge(was: number, now: number): 'open' | 'closing' | 'unknown' {
  if (now !== was) return now > was ? 'open' : 'closing';
  return now >= TRANSPARENT ? 'open' : 'unknown';
}

/** Sheets and centred popups drawn before their mask: antd-mobile mounts an opening overlay's mask a render later. */
const maskless = () => [...document.querySelectorAll<HTMLElement>('.adm-popup, .adm-center-popup')]
  .some((root) => root.style.display !== 'none' && !root.querySelector(':scope > .adm-mask'));

/**
 * The masks of the antd-mobile overlays now open (sheets, popups, dialogs, image viewers); the last is on top. A
 * mask fading out belongs to an overlay already closing (its own button was tapped a moment ago): it is not open,
 * or a quick back press after closing a prompt would be spent on it instead of going back. An overlay just opened
 * may not show it yet (a busy phone misses frames): its mask not mounted, or mounted but not fading in. Those are
 * looked at again, at most MAX_LOOKS times, until the mask fades in (open) or is gone (the end of a fade-out).
 */
async function openMasks(): Promise<HTMLElement[]> {
  const first = new Map(shownMasks().map((mask) => [mask, opacityOf(mask)]));
  const verdicts = new Map<HTMLElement, 'open' | 'closing'>();
  const pending = () => maskless() || shownMasks().some((mask) => !verdicts.has(mask));
  for (let look = 0; look < MAX_LOOKS && pending(); look++) {
    await new Promise((resolve) => setTimeout(resolve, FADE_SAMPLE_MS));
    for (const mask of shownMasks()) {
      if (verdicts.has(mask)) continue;
      const was = first.get(mask);
      // Not there at the first look: the mask of an overlay opening.
      const verdict = was === undefined ? 'open' : judge(was, opacityOf(mask));
      if (verdict !== 'unknown') verdicts.set(mask, verdict);
    }
  }
  return shownMasks().filter((mask) => verdicts.get(mask) === 'open');
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
