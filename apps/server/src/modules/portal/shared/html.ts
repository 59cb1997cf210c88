import sanitizeHtml from 'sanitize-html';

/**
 * The HTML that admin-written content (news, notices, portal columns) may carry: text structure, tables,
 * links and images; never scripts, frames, forms, event handlers or `javascript:` URLs. Applied when the
 * content is saved and again when it is served, so rows written by other means are harmless too.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span', 'br', 'hr', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
    'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Colours and layout only: no url(), no position tricks that could overlay the app's own controls.
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/],
      margin: [/^(\d{1,3}(\.\d+)?(px|em|rem|%)?\s*){1,4}$/],
      padding: [/^(\d{1,3}(\.\d+)?(px|em|rem|%)?\s*){1,4}$/],
    },
  },
  transformTags: {
    // Links leave the app in a new tab and cannot reach back through window.opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } }),
  },
  disallowedTagsMode: 'discard',
};

/** Sanitised HTML: safe to store and to hand to a browser. */
export const cleanHtml = (html: string): string => sanitizeHtml(html, options);

/** The text of some HTML, whitespace collapsed, cut to `max` characters (for list summaries). */
export function plainText(html: string, max: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
