interface ToolSwitchProps {
  label: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** An on/off tool (tilt-shift, engine sound). */
export function ToolSwitch({ label, on, disabled, onToggle }: ToolSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className="tools3d-switch"
      aria-checked={on}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="tools3d-switch-track" aria-hidden="true">
        <span className="tools3d-switch-thumb" />
      </span>
      {label}
    </button>
  );
}
