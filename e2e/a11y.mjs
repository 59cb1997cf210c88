// The automated WCAG 2.1 A/AA check of the browser journeys: axe-core run inside the page.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const failing = new Set(['serious', 'critical']);

/** The page's WCAG 2.1 A/AA violations as { id, impact, help, targets }, from axe-core. */
export async function axeViolations(page) {
  // Evaluated over the debugging protocol, not as a script tag: the app's CSP admits no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    // A contrast failure names its colours and ratio: enough to find the variable to change.
    const describe = (n) => {
      const c = n.any.find((check) => check.data?.contrastRatio)?.data;
      return n.target.join(' ') + (c ? ` (${c.contrastRatio}:1, ${c.fgColor} on ${c.bgColor}, ${c.fontSize} ${c.fontWeight})` : '');
    };
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(describe) }));
  }, tags);
}

/**
 * Checks screen after screen and fails once at the end with every serious or critical violation found, so one
 * run lists them all: `await audit.check('task view')` ... `audit.assertClean()`.
 */
export function a11yAudit(page, formFactor) {
  const found = [];
  return {
    found,
    async check(screen) {
      // Let sheets and toasts finish their entrance: a half-faded element has a half contrast.
      await page.waitForTimeout(350);
      for (const v of await axeViolations(page)) found.push({ screen, ...v });
    },
    assertClean() {
      const serious = found.filter((v) => failing.has(v.impact));
      if (process.env.E2E_A11Y_REPORT) console.log(JSON.stringify({ formFactor, violations: found }));
      if (serious.length === 0) return;
      const lines = serious.map((v) => `  [${v.screen}] ${v.id} (${v.impact}): ${v.help}\n      ${v.targets.slice(0, 6).join('\n      ')}${v.targets.length > 6 ? `\n      … ${v.targets.length - 6} more` : ''}`);
      throw new Error(`${serious.length} serious or critical WCAG 2.1 A/AA violations:\n${lines.join('\n')}`);
    },
  };
}

/**
 * What does not reflow: the page scrolling sideways, text that runs past the left or right edge where no
 * scrolling reaches it (a scrolling strip such as the tab bar of a list is fine), and the names of controls cut
 * short by an ellipsis. Returns readable findings.
 */
export async function reflowProblems(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems = [];
    const scroller = document.scrollingElement;
    if (scroller.scrollWidth > scroller.clientWidth) problems.push(`the page scrolls sideways: ${scroller.scrollWidth} px content in ${scroller.clientWidth} px`);
    const scrollsSideways = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a);
        if ((overflowX === 'auto' || overflowX === 'scroll') && a.scrollWidth > a.clientWidth) return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const text = [...el.childNodes].filter((n) => n.nodeType === 3) // text nodes.map((n) => n.textContent.trim()).join('');
      if (!text || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // The name of a control cut short by an ellipsis: the user cannot read what it does.
      const clip = el.closest('button, a, [role=button], [role=tab]') && [el, el.parentElement].find((e) => getComputedStyle(e).textOverflow === 'ellipsis');
      if (clip && clip.scrollWidth > clip.clientWidth + 1) {
        problems.push(`"${text.slice(0, 30)}" (${clip.tagName.toLowerCase()}.${[...clip.classList].join('.')}) is cut short: ${clip.scrollWidth} px in ${clip.clientWidth} px`);
      }
      const r = el.getBoundingClientRect();
      if (r.width === 0 || (r.right <= width + 1 && r.left >= -1) || scrollsSideways(el)) continue;
      problems.push(`"${text.slice(0, 30)}" (${el.tagName.toLowerCase()}.${[...el.classList].join('.')}) spans ${Math.round(r.left)}-${Math.round(r.right)} px of ${width}`);
    }
    return problems;
  });
}
