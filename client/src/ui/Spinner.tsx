interface SpinnerProps {
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="spinner" role="progressbar" aria-label={label} aria-busy="true">
      <span className="spinner-wheel" aria-hidden="true" />
    </div>
  );
}
