/**
 * Every text a visitor reads comes from the catalogues: this rule rejects JSX text that
 * contains a letter, and string literals in the attributes people read or hear.
 */
const READ_ATTRIBUTES = new Set(['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label']);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedJsx = {
  meta: {
    type: 'problem',
    docs: { description: 'disallow untranslated text in JSX' },
    messages: {
      text: 'Text in JSX must come from the catalogues (t("...")): "{{text}}"',
      attribute: 'The {{name}} attribute must come from the catalogues (t("...")): "{{text}}"',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (LETTER.test(text)) context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value && (value.type === 'Literal' || value.type === 'TemplateLiteral')) {
          const text = value.type === 'Literal' ? String(value.value) : value.quasis.map((q) => q.value.raw).join('');
          if (LETTER.test(text))
            context.report({ node, messageId: 'attribute', data: { name, text: text.slice(0, 40) } });
        }
      },
    };
  },
};

export default { rules: { 'no-untranslated-jsx': noUntranslatedJsx } };
