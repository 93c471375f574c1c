import { CProgress, CProgressBar } from '@coreui/react';
import type { ComponentProps } from 'react';

interface LabelledProgressProps {
  /** The progressbar's accessible name. */
  label: string;
  /** Percent done, 0–100. */
  value: number;
  color?: ComponentProps<typeof CProgressBar>['color'];
  height?: number;
  className?: string;
  'data-testid'?: string;
}

/** A progress bar named on its role="progressbar" element (CoreUI's CProgress hands aria-label to the inner bar). */
export function LabelledProgress({ label, value, color, height, className, 'data-testid': testId }: LabelledProgressProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} className={className} data-testid={testId}>
      <CProgress height={height}>
        <CProgressBar value={value} color={color} />
      </CProgress>
    </div>
  );
}
