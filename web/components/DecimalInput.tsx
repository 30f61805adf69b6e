import { Input } from '@douyinfe/semi-ui';
import type { InputProps } from '@douyinfe/semi-ui/lib/es/input';
import { sanitizeDecimal } from '@shared/format';

interface DecimalInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/** Spec §5: only digits and at most one digit after the point; anything else is dropped as typed. */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  return <Input inputMode="decimal" {...props} value={value} onChange={(text) => onChange?.(sanitizeDecimal(text))} />;
}
