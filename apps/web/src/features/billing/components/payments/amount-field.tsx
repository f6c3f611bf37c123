import { normalizeAmountOnBlur } from '@coax/domain';
import { TextField } from '../../../../ui/text-field.tsx';

/**
 * A money field (seed 002 §5 Currency amounts): digits with an optional $ and two decimals,
 * tidied on blur to $ and two decimals (leading zeros gone, zero emptied).
 */
export function AmountField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      error={error}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={12}
      className="amount-field"
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        onChange(normalizeAmountOnBlur(value));
        onBlur?.();
      }}
    />
  );
}
