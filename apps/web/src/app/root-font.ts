/** Root font size = viewport width / 10, the width clamped to 320-768 px (spec section 9). */
export const rootFontSize = (viewportWidth: number) => Math.min(768, Math.max(320, viewportWidth)) / 10;

export function installRootFont() {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
  };
  apply();
  window.addEventListener('resize', apply);
}
