import { IllustrationFrame, ink, paint } from './IllustrationFrame';

/** Our category tree on the left crossed to a marketplace's on the right. */
export function CrossIllustration({ title }: { title: string }) {
  const nodes = [44, 72, 100];
  return (
    <IllustrationFrame title={title}>
      {nodes.map((y) => (
        <rect key={`ours-${y}`} x="24" y={y} width="64" height="18" rx="4" style={paint('primary')} />
      ))}
      {nodes.map((y) => (
        <rect key={`theirs-${y}`} x="152" y={y} width="64" height="18" rx="4" style={paint('info')} />
      ))}
      <path d="M88 53c32 0 32 28 64 28M88 81c32 0 32-28 64-28M88 109h64" style={ink('success', 3)} />
    </IllustrationFrame>
  );
}
