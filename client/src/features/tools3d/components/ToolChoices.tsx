interface ToolItem {
  Id: string;
  Name: string;
}

interface ToolChoicesProps {
  label: string;
  items: readonly ToolItem[];
  /** Whether an item shows as chosen (pressed). */
  isOn: (id: string) => boolean;
  disabled: boolean;
  onChoose: (id: string) => void;
}

/** One group of tool buttons (environments, cinematics, perspectives, views); nothing without items. */
export function ToolChoices({ label, items, isOn, disabled, onChoose }: ToolChoicesProps) {
  if (items.length === 0) return null;
  return (
    <fieldset className="tools3d-group" aria-busy={disabled}>
      <legend>{label}</legend>
      <div className="tools3d-choices">
        {items.map((item) => (
          <button
            key={item.Id}
            type="button"
            className="tools3d-choice"
            aria-pressed={isOn(item.Id)}
            disabled={disabled}
            onClick={() => onChoose(item.Id)}
          >
            {item.Name || item.Id}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
