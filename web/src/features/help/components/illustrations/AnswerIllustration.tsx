import { IllustrationFrame, ink, paint } from './IllustrationFrame';

/** A customer's question, the seller's answer and the clock running. */
export function AnswerIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title}>
      <rect x="20" y="38" width="120" height="34" rx="10" style={paint('secondary-bg')} />
      <path d="M32 50h90M32 60h60" style={ink('secondary', 3)} />
      <rect x="76" y="84" width="124" height="38" rx="10" style={paint('primary')} />
      <path d="M88 97h96M88 108h70" style={ink('body-bg', 3)} />
      <circle cx="196" cy="52" r="18" style={{ ...paint('body-bg'), stroke: 'var(--cui-warning)', strokeWidth: 4 }} />
      <path d="M196 42v10l7 5" style={ink('warning', 3)} />
    </IllustrationFrame>
  );
}
