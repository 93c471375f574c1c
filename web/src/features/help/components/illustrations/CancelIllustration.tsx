import { IllustrationFrame, ink, paint } from './IllustrationFrame';

/** An order's items, one struck out. */
export function CancelIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title}>
      {[44, 72, 100].map((y, index) => (
        <g key={y}>
          <rect x="24" y={y} width="192" height="22" rx="4" style={paint('body-bg')} />
          <rect x="30" y={y + 5} width="12" height="12" rx="2" style={paint(index === 1 ? 'danger' : 'secondary-bg')} />
          <path d={`M52 ${y + 11}h${index === 1 ? 120 : 100}`} style={ink(index === 1 ? 'danger' : 'secondary', 3)} />
        </g>
      ))}
      <path d="M188 76l14 14m0-14-14 14" style={ink('danger', 4)} />
    </IllustrationFrame>
  );
}
