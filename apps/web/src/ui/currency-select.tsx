import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { CurrencyFlag } from './currency-flag.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { ALL_KEY } from './select-field.tsx';
import './field.css';

export type CurrencyChoice = { value: string; label: string };

type CurrencySelectProps = {
  label?: string;
  /** The caller decides which currencies to offer, and their labels (e.g. labelToOpenAccount). */
  currencies: readonly CurrencyChoice[];
  /** The chosen currency code; '' when none (or "all", with `allLabel`). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A first choice meaning "no currency in particular": "Account currency". Its value is ''. */
  allLabel?: string;
  placeholder?: string;
  error?: string;
  name?: string;
};

/**
 * A currency combobox from React Aria: type a code or a name ("cad", "canad") to narrow the list, or open it
 * with the button or Down; the list keeps the caller's order. Text that matches no currency is put back to the
 * chosen one when focus leaves.
 */
export function CurrencySelect({
  label = 'Currency',
  currencies,
  value,
  onChange,
  onBlur,
  allLabel,
  placeholder,
  error,
  name,
}: CurrencySelectProps) {
  const items = allLabel ? [{ value: ALL_KEY, label: allLabel }, ...currencies] : currencies;
  const selectedKey = value === '' ? (allLabel ? ALL_KEY : null) : value;
  return (
    <ComboBox
      className={['field', error ? 'has-error' : ''].filter(Boolean).join(' ')}
      items={items.map((c) => ({ id: c.value, label: c.label }))}
      selectedKey={selectedKey}
      // Leaving with half-typed text puts the chosen currency's name back (React Aria's default).
      onSelectionChange={(key) => (key === null ? undefined : onChange(key === ALL_KEY ? '' : String(key)))}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      name={name}
    >
      <Label className="field-label">{label}</Label>
      <div className="combobox-group">
        <Input className="field-input combobox-input" placeholder={placeholder} />
        <Button className="combobox-button" aria-label={`Show ${label.toLowerCase()} choices`}>
          <ChevronDownIcon />
        </Button>
      </div>
      {error ? (
        <Text slot="errorMessage" className="field-error">
          {error}
        </Text>
      ) : null}
      <Popover className="listbox-popover" offset={4}>
        <ListBox className="listbox">
          {(item: { id: string; label: string }) => (
            <ListBoxItem id={item.id} className="listbox-item" textValue={item.label}>
              {item.id === ALL_KEY ? null : <CurrencyFlag currency={item.id} size="small" />}
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
