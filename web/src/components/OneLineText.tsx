/** Text kept to one line of a table cell: cut with an ellipsis past `maxWidth`, whole in its tooltip. */
export function OneLineText({ text, maxWidth, testId }: { text: string; maxWidth: string; testId?: string }) {
  return (
    <span className="d-block text-truncate" style={{ maxWidth }} title={text} data-testid={testId}>
      {text}
    </span>
  );
}
