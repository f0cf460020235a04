/**
 * Radio cards: a Radix Radio Group for choices that are more than a word (persona, plan),
 * with roving focus and arrow keys. Plain form radios use the cheaper native
 * `RadioGroupField`; reach for this one only where a card layout is needed.
 */
import * as RadixRadio from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';

/** One card of a `RadioCards` group. */
export interface RadioCardOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}

/** Props of `RadioCards`. */
export interface RadioCardsProps {
  /** The group's accessible name. */
  readonly label: string;
  readonly options: readonly RadioCardOption[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly orientation?: 'horizontal' | 'vertical';
}

/**
 * A group of selectable cards, one of which is chosen.
 * @example <RadioCards label="Persona" options={[{ value: 'investor', label: 'Investor' }, …]} onValueChange={set} />
 */
export function RadioCards({ orientation = 'vertical', ...props }: RadioCardsProps) {
  const id = useId();
  return (
    <RadixRadio.Root
      className={`ispz-radio-cards ispz-radio-cards--${orientation}`}
      aria-label={props.label}
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      orientation={orientation}
    >
      {props.options.map((o) => (
        <div key={o.value} className="ispz-radio-card">
          <RadixRadio.Item
            id={`${id}-${o.value}`}
            value={o.value}
            disabled={o.disabled}
            className="ispz-radio-card__dot"
          >
            <RadixRadio.Indicator className="ispz-radio-card__indicator" />
          </RadixRadio.Item>
          <label htmlFor={`${id}-${o.value}`} className="ispz-radio-card__label">
            <span className="ispz-radio-card__title">{o.label}</span>
            {o.description ? <span className="ispz-radio-card__description">{o.description}</span> : null}
          </label>
        </div>
      ))}
    </RadixRadio.Root>
  );
}
