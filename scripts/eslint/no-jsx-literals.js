/** Every user-visible string comes from locales/: no literal text between JSX tags or in text-bearing attributes. */
const TEXT_ATTRIBUTES = new Set(['placeholder', 'title', 'alt', 'aria-label', 'aria-description', 'label']);
export const noJsxLiterals = {
  meta: { type: 'problem', messages: { literal: 'Literal text in JSX: put "{{text}}" in locales/en.json and locales/tr.json and use t().' } },
  create(context) {
    const report = (node, text) => {
      if (/[\p{L}]/u.test(text)) context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      JSXText(node) {
        report(node, node.value);
      },
      JSXAttribute(node) {
        if (TEXT_ATTRIBUTES.has(node.name.name) && node.value?.type === 'Literal' && typeof node.value.value === 'string') {
          report(node, node.value.value);
        }
      },
    };
  },
};
