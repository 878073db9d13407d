import type { ReactNode } from 'react';
import { skinned } from './skin';

export interface ChoiceCardProps {
  readonly title: ReactNode;
  /** Lines under the title (an address, opening hours, a door); empty ones are left out. */
  readonly lines: readonly ReactNode[];
  readonly onChoose: () => void;
  /** The choice in force now. */
  readonly chosen?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Names the choice when its own text would not. */
  readonly label?: string | undefined;
}

/** One choice of a list (a restaurant, a saved address): its title and lines choose it. */
function WebChoiceCard({ title, lines, onChoose, chosen, disabled, label }: ChoiceCardProps) {
  return (
    <button
      type="button"
      className="place-card"
      aria-label={label}
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onChoose}
    >
      <span className="place-card__title">{title}</span>
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className="place-card__text">
          {line}
        </span>
      ))}
    </button>
  );
}

export const ChoiceCard = skinned('ChoiceCard', WebChoiceCard);
