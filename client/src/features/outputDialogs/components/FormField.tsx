import { useId } from 'react';

interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field touched: its error may show from now on. */
  onBlur: () => void;
  /** The text under the field when it is touched and invalid; none while valid. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
}

/** A labelled text field with its error text below, tied to it for screen readers. */
export function FormField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  disabled = false,
  type = 'text',
  multiline = false,
  autoComplete,
  maxLength,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    disabled,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur,
  };
  return (
    <div
      className={`form-field${required ? ' form-field-required' : ''}${error ? ' form-field-invalid' : ''}`}
    >
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
