/**
 * Marks the live regions below. Each holds a copy of a toast for screen readers, never the message seen on
 * screen: tests' text queries skip them (test/setup.ts), and a test finds an announcement by its role.
 */
export const ANNOUNCER_ATTRIBUTE = 'data-announcer';

/**
 * Screen readers hear every message: antd-mobile's toast is a plain div that none of them announces. Two
 * hidden live regions at the end of the page, a polite one for results and an assertive one (role=alert) for
 * refusals; the text is set a frame after clearing, so the same message twice is announced twice.
 */
export function announce(text: string, urgent: boolean) {
  const id = urgent ? 'announce-alert' : 'announce-status';
  let region = document.getElementById(id);
  if (!region) {
    region = document.createElement('div');
    region.id = id;
    region.className = 'sr-only';
    region.setAttribute(ANNOUNCER_ATTRIBUTE, '');
    region.setAttribute('role', urgent ? 'alert' : 'status');
    document.body.append(region);
  }
  region.textContent = '';
  const target = region;
  requestAnimationFrame(() => { target.textContent = text; });
}
