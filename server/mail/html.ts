/**
 * Mail HTML by a tagged template: `markup\`<p>${value}</p>\`` escapes every interpolation, so
 * a value reaches the markup escaped unless it is itself the result of a markup`` call (or of
 * htmlLines or joinHtml, which escape first). No function turns a plain string into markup, so
 * a forgotten escape call cannot let a visitor's text in as HTML.
 * (Not named html``: Prettier reformats the markup inside an html`` template, changing the mails.)
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Markup that is already safe: built by markup``, never from a raw string of a visitor. */
export class SafeHtml {
  readonly #markup: string;
  constructor(markup: string) {
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

/** An interpolated value: safe markup as it is, a list joined, nothing for null/undefined/false, else escaped text. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function piece(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(piece).join('');
  return escapeHtml(String(value));
}

export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += piece(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Text with its line breaks kept as <br>, escaped first. */
export function htmlLines(text: string): SafeHtml {
  return new SafeHtml(escapeHtml(text).replace(/\r?\n/g, '<br>'));
}

/** Joins fragments with a separator given as markup (e.g. markup`<br>`). */
export function joinHtml(parts: readonly HtmlValue[], separator: SafeHtml): SafeHtml {
  return new SafeHtml(parts.map(piece).join(separator.toString()));
}
