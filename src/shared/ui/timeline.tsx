export interface TimelineStep {
  readonly key: string;
  readonly title: string;
  /** When the step was reached, already formatted; absent for steps still ahead. */
  readonly time?: string;
  readonly state: 'done' | 'current' | 'upcoming';
}

interface TimelineProps {
  readonly label: string;
  readonly steps: readonly TimelineStep[];
}

/**
 * Steps of a process, reached ones marked and later ones greyed; the current one is announced as
 * the current step. Plain markup and CSS, so both skins share it.
 */
export function Timeline({ label, steps }: TimelineProps) {
  return (
    <ol className="timeline" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`timeline__step timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="timeline__marker" aria-hidden="true" />
          <span className="timeline__title">{step.title}</span>
          {step.time && <span className="timeline__time">{step.time}</span>}
        </li>
      ))}
    </ol>
  );
}
