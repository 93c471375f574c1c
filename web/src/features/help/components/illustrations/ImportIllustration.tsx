import { IllustrationFrame, ink, paint } from './IllustrationFrame';

/** A spreadsheet going up into the catalogue. */
export function ImportIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title}>
      <rect x="24" y="40" width="96" height="80" rx="4" style={paint('body-bg')} />
      {[56, 72, 88, 104].map((y) => (
        <path key={y} d={`M24 ${y}h96`} style={ink('border-color', 2)} />
      ))}
      <path d="M56 40v80M88 40v80" style={ink('border-color', 2)} />
      <rect x="24" y="40" width="96" height="16" rx="4" style={paint('success')} />
      <path d="M140 80h40m-12-12 12 12-12 12" style={ink('primary', 4)} />
      <rect x="190" y="52" width="32" height="56" rx="4" style={paint('primary')} />
      <path d="M198 66h16M198 80h16M198 94h10" style={ink('body-bg', 3)} />
    </IllustrationFrame>
  );
}
