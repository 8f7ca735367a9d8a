import type { ReactNode } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { ChevronDownIcon } from './icons.tsx';
import './field.css';

export type SelectOption = { value: string; label: string };

/** The key of the "all" choice: React Aria's collections need a non-empty key for every option. */
export const ALL_KEY = '__all__';

type SelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  /** The chosen value; '' when none is chosen (or "all", with `allLabel`). */
  value: string;
  onChange: (value: string) => void;
  /** A first choice meaning "no filter", selectable like the others: "All types". Its value is ''. */
  allLabel?: string;
  /** Shown while nothing is chosen, when choosing is required: "Choose a currency". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  name?: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * A labelled select from React Aria: a button that opens a list box, keyboard (arrows, typing a name, Home/End)
 * and screen readers handled by the library, the error and hint tied to it. Its value is a plain string.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  allLabel,
  placeholder,
  error,
  hint,
  name,
  isDisabled,
  className,
}: SelectFieldProps) {
  const items = allLabel ? [{ value: ALL_KEY, label: allLabel }, ...options] : options;
  const selectedKey = value === '' ? (allLabel ? ALL_KEY : null) : value;
  return (
    <Select
      className={['field', error ? 'has-error' : '', className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key === ALL_KEY || key === null ? '' : String(key))}
      placeholder={placeholder}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      name={name}
    >
      <Label className="field-label">{label}</Label>
      <Button className="field-input select-button">
        <SelectValue className="select-value" />
        <ChevronDownIcon />
      </Button>
      {error ? (
        <Text slot="errorMessage" className="field-error">
          {error}
        </Text>
      ) : null}
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      <Popover className="listbox-popover" offset={4}>
        <ListBox className="listbox" items={items.map((o) => ({ id: o.value, label: o.label }))}>
          {(item) => (
            <ListBoxItem id={item.id} className="listbox-item" textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
