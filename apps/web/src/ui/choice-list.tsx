import type { ReactNode } from 'react';
import './choice-list.css';

export type Choice<V extends string> = {
  value: V;
  label: ReactNode;
  /** A line under the label: what choosing it means, or what is available. */
  detail?: ReactNode;
  isDisabled?: boolean;
};

type ChoiceListProps<V extends string> = {
  /** Names the group for assistive technology (a visually hidden legend unless `isLegendVisible`). */
  legend: string;
  isLegendVisible?: boolean;
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
};

/**
 * One radio per choice, the whole row clickable, the chosen one tinted: how a payment method or an option is picked
 * where each choice needs a line of explanation. Native radios, so arrow keys move within the group.
 */
export function ChoiceList<V extends string>({
  legend,
  isLegendVisible = false,
  name,
  choices,
  value,
  onChange,
}: ChoiceListProps<V>) {
  return (
    <fieldset className="choice-list">
      <legend className={isLegendVisible ? 'choice-list-legend' : 'visually-hidden'}>{legend}</legend>
      {choices.map((c) => (
        <label
          key={c.value}
          className={['choice', c.value === value ? 'is-chosen' : '', c.isDisabled ? 'is-disabled' : '']
            .filter(Boolean)
            .join(' ')}
        >
          <input
            type="radio"
            name={name}
            value={c.value}
            disabled={c.isDisabled}
            checked={c.value === value}
            onChange={() => onChange(c.value)}
          />
          <span className="choice-text">
            <span className="choice-label">{c.label}</span>
            {c.detail ? <span className="muted choice-detail">{c.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
