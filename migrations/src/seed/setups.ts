import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
/** Ready-made setups: a themed set of parts that satisfies every rule of the model. */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import type { PartFamily } from './brands.js';
import { type Rule, ruleEngine } from './rules.js';
import { SETUP_SPECS } from './setupSpecs.js';
import { combine, type Localized, loc } from './texts.js';

type Setup = NonNullable<CatalogInput['vehicles'][number]['setups']>[number];

const SETUP_TEXTS: Readonly<Record<string, { name: Localized; intro: Localized }>> = {
  TRACK: {
    name: loc('Track setup|Track-Setup|Configuration piste|Configuración circuito|Configurazione pista'),
    intro: loc(
      'Built for lap times: less weight, more grip and race-proven parts.|Gebaut für Rundenzeiten: weniger Gewicht, mehr Grip und rennerprobte Teile.|Conçue pour le chrono : moins de poids, plus de grip et des pièces éprouvées en course.|Pensada para el cronómetro: menos peso, más agarre y piezas probadas en competición.|Pensata per il cronometro: meno peso, più grip e componenti collaudati in gara.',
    ),
  },
  TOURING: {
    name: loc(
      'Touring setup|Touring-Setup|Configuration tourisme|Configuración turismo|Configurazione turismo',
    ),
    intro: loc(
      'Comfort and luggage space for long days on the road.|Komfort und Stauraum für lange Tage auf der Straße.|Confort et capacité de chargement pour de longues journées sur la route.|Confort y capacidad de carga para largas jornadas en carretera.|Comfort e capacità di carico per lunghe giornate in strada.',
    ),
  },
  URBAN: {
    name: loc('Urban setup|Urban-Setup|Configuration urbaine|Configuración urbana|Configurazione urbana'),
    intro: loc(
      'A clean, compact look and everyday practicality in the city.|Ein cleaner, kompakter Look und Alltagstauglichkeit in der Stadt.|Un look épuré et compact, pratique au quotidien en ville.|Un aspecto limpio y compacto, práctico para el día a día en la ciudad.|Un look pulito e compatto, pratico ogni giorno in città.',
    ),
  },
  TRAVEL: {
    name: loc('Travel setup|Reise-Setup|Configuration voyage|Configuración viaje|Configurazione viaggio'),
    intro: loc(
      'Fully equipped for crossing continents, on and off the tarmac.|Voll ausgestattet, um Kontinente zu durchqueren – auf und abseits des Asphalts.|Entièrement équipée pour traverser les continents, sur route comme hors piste.|Totalmente equipada para cruzar continentes, dentro y fuera del asfalto.|Completamente equipaggiata per attraversare continenti, su asfalto e fuori.',
    ),
  },
  RALLY: {
    name: loc('Rally setup|Rally-Setup|Configuration rallye|Configuración rally|Configurazione rally'),
    intro: loc(
      'Protection and performance for fast riding on rough terrain.|Schutz und Performance für schnelles Fahren im rauen Gelände.|Protection et performances pour rouler vite en terrain difficile.|Protección y rendimiento para rodar rápido en terreno difícil.|Protezione e prestazioni per guidare veloce su terreni difficili.',
    ),
  },
  COMFORT: {
    name: loc(
      'Comfort setup|Komfort-Setup|Configuration confort|Configuración confort|Configurazione comfort',
    ),
    intro: loc(
      'Relaxed riding for rider and passenger, whatever the weather.|Entspanntes Fahren für Fahrer und Sozius, bei jedem Wetter.|Une conduite détendue pour le pilote et le passager, par tous les temps.|Conducción relajada para piloto y pasajero, haga el tiempo que haga.|Guida rilassata per pilota e passeggero, con qualsiasi tempo.',
    ),
  },
  RACE: {
    name: loc('Race setup|Race-Setup|Configuration course|Configuración carrera|Configurazione gara'),
    intro: loc(
      'Factory parts for the start gate: suspension, holeshot and more.|Factory-Teile für das Startgatter: Fahrwerk, Holeshot und mehr.|Des pièces Factory pour la grille de départ : suspensions, départ et plus encore.|Piezas Factory para la parrilla de salida: suspensión, holeshot y mucho más.|Componenti Factory per il cancelletto: sospensioni, holeshot e altro.',
    ),
  },
  ENDURO: {
    name: loc('Enduro setup|Enduro-Setup|Configuration enduro|Configuración enduro|Configurazione enduro'),
    intro: loc(
      'Protection, range and light for long days in the forest.|Schutz, Reichweite und Licht für lange Tage im Wald.|Protection, autonomie et éclairage pour de longues journées en forêt.|Protección, autonomía y luz para largas jornadas en el bosque.|Protezione, autonomia e luce per lunghe giornate nei boschi.',
    ),
  },
  SUPERMOTO: {
    name: loc(
      'Supermoto setup|Supermoto-Setup|Configuration supermotard|Configuración supermotard|Configurazione supermotard',
    ),
    intro: loc(
      'Road wheels, a lower stance and stronger brakes for asphalt.|Straßenräder, niedrigere Sitzposition und stärkere Bremsen für den Asphalt.|Roues routières, assiette abaissée et freins renforcés pour l’asphalte.|Ruedas de carretera, postura más baja y frenos más potentes para el asfalto.|Ruote stradali, assetto più basso e freni più potenti per l’asfalto.',
    ),
  },
  GRAND_TOURING: {
    name: loc(
      'Grand touring setup|Grand-Touring-Setup|Configuration grand tourisme|Configuración gran turismo|Configurazione gran turismo',
    ),
    intro: loc(
      'Comfort, luggage and road-legal performance for long drives.|Komfort, Gepäck und straßenzugelassene Performance für lange Fahrten.|Confort, bagages et performances homologuées pour les longs trajets.|Confort, equipaje y prestaciones homologadas para viajes largos.|Comfort, bagagli e prestazioni omologate per i lunghi viaggi.',
    ),
  },
};

const MIN_SETUP_PARTS = 3;

/**
 * Builds the setups of a model: seeds are added one by one together with the parts they
 * require; a seed that would break a rule is left out.
 */
export function buildSetups(
  modelId: string,
  family: PartFamily,
  modelParts: { byKey: ReadonlyMap<string, number>; partIds: readonly number[] },
  rules: readonly Rule[],
  partName: (partId: number) => Localized,
): Setup[] {
  const engine = ruleEngine(rules);
  const order = new Map(modelParts.partIds.map((partId, index) => [partId, index]));
  const setups: Setup[] = [];
  for (const spec of SETUP_SPECS[family]) {
    let selection: number[] = [];
    const seeds: number[] = [];
    for (const key of spec.seeds) {
      const partId = modelParts.byKey.get(key);
      if (partId === undefined) continue;
      const candidate = engine.complete([...selection, partId]);
      if (engine.problems(candidate).length === 0) {
        selection = candidate;
        seeds.push(partId);
      }
    }
    if (selection.length < MIN_SETUP_PARTS) continue;
    const texts = SETUP_TEXTS[spec.setupId];
    if (!texts) throw new Error(`no texts for setup ${spec.setupId}`);
    const highlights = seeds.slice(0, 4).map(partName);
    setups.push({
      setupId: spec.setupId,
      name: texts.name,
      description: combine((language) => {
        const items = highlights.map((name) => `<li>${escapeHtml(name[language])}</li>`).join('');
        return `<p>${texts.intro[language]}</p><ul>${items}</ul>`;
      }),
      imageUrl: `/catalog/models/${modelId}/setups/${spec.setupId.toLowerCase()}.png`,
      parts: selection.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    });
  }
  return setups;
}
