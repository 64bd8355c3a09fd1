import { useId } from '../../lib/use-id';
import './stepper.css';

interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Highest value; the + button then calls `onLimit` instead, so the page can say why. */
  max?: number;
  onLimit?: () => void;
  labels: { group: string; decrease: string; increase: string };
}

/** A quantity stepper: − and + around the number. Never goes below 1. */
export function Stepper({ value, onChange, max = Infinity, onLimit, labels }: StepperProps) {
  const valueId = useId();
  return (
    <div className="stepper" role="group" aria-label={labels.group}>
      <button
        type="button"
        className="stepper__button"
        aria-label={labels.decrease}
        aria-describedby={valueId}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 12h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <output id={valueId} className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={labels.increase}
        aria-describedby={valueId}
        onClick={() => (value >= max ? onLimit?.() : onChange(value + 1))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
