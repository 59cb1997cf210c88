import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Every piece of admin-configured HTML passes here before it is rendered, even when the server says it
 * already cleaned it: scripts, event handlers and javascript: URLs are removed; links that open a new
 * window get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

/** Escapes a value for insertion into HTML text or a quoted attribute. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
