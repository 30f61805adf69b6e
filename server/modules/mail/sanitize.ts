import sanitizeHtml from 'sanitize-html';

/**
 * Mail HTML as the portal may show it (in a sandboxed frame): no scripts, styles, forms or event
 * attributes; links open outside; remote images kept as data-src until the reader asks for them
 * (a tracking pixel learns nothing from a mail that is only read).
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'font', 'center', 'span']),
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['data-src', 'alt', 'width', 'height'],
      font: ['color', 'size'],
      td: ['colspan', 'rowspan', 'align', 'valign'],
      th: ['colspan', 'rowspan', 'align', 'valign'],
      '*': ['align', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src ? { ...rest, 'data-src': src } : rest };
      },
    },
  });
}
