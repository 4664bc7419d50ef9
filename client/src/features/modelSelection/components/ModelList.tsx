import type { EngineTypeGroup } from '@configurator/domain/modelList/modelOrder';
import { useTranslation } from 'react-i18next';
import type { VehicleListItem } from '../../../lib/trpcClient.js';
import { engineTypeLabel } from '../catalogLabels.js';

interface ModelListProps {
  groups: EngineTypeGroup<VehicleListItem>[];
  selectedId: string | undefined;
  onSelect: (vehicle: VehicleListItem) => void;
}

/** The left list: models grouped by engine type, each group in the brand's order. */
export function ModelList({ groups, selectedId, onSelect }: ModelListProps) {
  const { t } = useTranslation();
  return (
    <nav className="model-list" aria-label={t('modelSelection.models')}>
      {groups.map((group) => (
        <section key={group.engineType} className="model-group">
          <h3>{engineTypeLabel(t, group.engineType)}</h3>
          <ul>
            {group.vehicles.map((vehicle) => (
              <li key={vehicle.ModelId}>
                <button
                  type="button"
                  className={vehicle.ModelId === selectedId ? 'model-entry active' : 'model-entry'}
                  aria-pressed={vehicle.ModelId === selectedId}
                  onClick={() => onSelect(vehicle)}
                >
                  {vehicle.Name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
