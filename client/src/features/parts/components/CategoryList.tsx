import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { $isSmallScreen } from '../../../lib/viewport.js';
import { $categories, $culture, $vehicle } from '../../../stores/configurationStore.js';
import { categoriesWithParts, offeredParts } from '../api/offeredParts.js';
import { partsOfCategory } from '../api/partsByCategory.js';
import { $categoriesOpen, $expandedCategory } from '../stores/partsStore.js';
import { PartRow } from './PartRow.js';

/**
 * The categories, each expanding to its parts sorted by name. Shown while the categories button has
 * it open; on phones it is a popup over the screen with its own close button.
 */
export function CategoryList({ variant = '2d' }: { variant?: '2d' | '3d' }) {
  useSignals();
  const { t } = useTranslation();
  if (!$categoriesOpen.value) return null;
  const parts = offeredParts($vehicle.value?.AvailableParts ?? []);
  const categories = categoriesWithParts($categories.value, parts);
  const popup = $isSmallScreen.value;
  const expanded = $expandedCategory.value;
  return (
    <nav
      id="category-list"
      className={`category-panel${popup ? ' popup' : ''}${variant === '3d' ? ' category-panel-3d' : ''}`}
      aria-label={t('menu.categories')}
      role={popup ? 'dialog' : undefined}
    >
      {popup ? (
        <div className="category-panel-header">
          <h2>{t('menu.categories')}</h2>
          <button type="button" className="button" onClick={() => ($categoriesOpen.value = false)}>
            {t('common.close')}
          </button>
        </div>
      ) : null}
      <ul className="categories">
        {categories.map((category) => {
          const open = expanded === category;
          const panelId = `category-${encodeURIComponent(category)}`;
          return (
            <li key={category} className={`category${open ? ' open' : ''}`}>
              <button
                type="button"
                className="category-toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => ($expandedCategory.value = open ? null : category)}
              >
                {category}
              </button>
              {open ? (
                <ul id={panelId} className="part-list" aria-label={category}>
                  {partsOfCategory(parts, category, $culture.value).map((part) => (
                    <PartRow key={part.PartId} part={part} showReference={variant === '3d'} />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
