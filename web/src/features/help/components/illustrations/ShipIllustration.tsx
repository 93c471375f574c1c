import { IllustrationFrame, ink, paint } from './IllustrationFrame';

/** A parcel with its label, on its way. */
export function ShipIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title}>
      <path d="M60 56l40-16 40 16v48l-40 16-40-16z" style={paint('warning')} />
      <path d="M60 56l40 16 40-16M100 72v48" style={ink('body-bg', 3)} />
      <rect x="108" y="84" width="24" height="16" rx="2" transform="rotate(-22 120 92)" style={paint('body-bg')} />
      <path d="M160 70h56M172 84h44M184 98h32" style={ink('primary', 4)} />
    </IllustrationFrame>
  );
}
