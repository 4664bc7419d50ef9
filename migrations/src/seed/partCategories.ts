/** Accessory categories with their names, a selling sentence for descriptions and the ECE regulation. */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import { type Localized, loc } from './texts.js';

type PartCategory = CatalogInput['partCategories'][number];

interface CategorySpec {
  code: string;
  name: Localized;
  sentence: Localized;
  /** The regulation quoted in approval notes of road-legal parts of this category. */
  regulation: string;
}

function category(code: string, name: string, sentence: string, regulation: string): CategorySpec {
  return { code, name: loc(name), sentence: loc(sentence), regulation };
}

const CATEGORY_SPECS: readonly CategorySpec[] = [
  category(
    'EXHAUST',
    'Exhaust|Auspuff|Échappement|Escape|Scarico',
    'More power, less weight and an unmistakable sound.|Mehr Leistung, weniger Gewicht und ein unverwechselbarer Sound.|Plus de puissance, moins de poids et un son inimitable.|Más potencia, menos peso y un sonido inconfundible.|Più potenza, meno peso e un suono inconfondibile.',
    'ECE R92',
  ),
  category(
    'LUGGAGE',
    'Luggage|Gepäck|Bagagerie|Equipaje|Bagagli',
    'Room for everything the ride demands, securely fixed and quickly removed.|Platz für alles, was die Fahrt verlangt – sicher befestigt und schnell abgenommen.|De la place pour tout ce que la route exige, solidement fixé et vite retiré.|Espacio para todo lo que exige la ruta, bien sujeto y fácil de retirar.|Spazio per tutto ciò che serve, fissato saldamente e rimosso in un attimo.',
    'ECE R10',
  ),
  category(
    'PROTECTION',
    'Protection|Schutz|Protection|Protección|Protezione',
    'Keeps vital components safe from stones, drops and crashes.|Schützt wichtige Bauteile vor Steinschlag, Umfallern und Stürzen.|Protège les organes vitaux des projections, chutes et glissades.|Protege los componentes vitales de piedras, caídas y golpes.|Protegge i componenti vitali da sassi, cadute e urti.',
    'ECE R10',
  ),
  category(
    'SEATS',
    'Seats|Sitzbänke|Selles|Asientos|Selle',
    'Shaped for long days in the saddle and full control.|Geformt für lange Tage im Sattel und volle Kontrolle.|Conçue pour de longues journées en selle et un contrôle total.|Diseñado para largas jornadas sobre la moto y control total.|Sagomata per lunghe giornate in sella e pieno controllo.',
    'ECE R10',
  ),
  category(
    'ERGONOMICS',
    'Ergonomics|Ergonomie|Ergonomie|Ergonomía|Ergonomia',
    'Adapts the controls to the rider instead of the other way round.|Passt die Bedienelemente an den Fahrer an – nicht umgekehrt.|Adapte les commandes au pilote, et non l’inverse.|Adapta los mandos al piloto y no al revés.|Adatta i comandi al pilota e non il contrario.',
    'ECE R60',
  ),
  category(
    'WHEELS',
    'Wheels|Räder|Roues|Ruedas|Ruote',
    'Less unsprung mass for sharper handling and quicker direction changes.|Weniger ungefederte Masse für präziseres Handling und schnellere Richtungswechsel.|Moins de masses non suspendues pour une maniabilité plus vive.|Menos masa no suspendida para un manejo más preciso y cambios de dirección más rápidos.|Meno masse non sospese per una guida più precisa e cambi di direzione più rapidi.',
    'ECE R75',
  ),
  category(
    'LIGHTS',
    'Lights|Licht|Éclairage|Iluminación|Luci',
    'See and be seen, day and night.|Sehen und gesehen werden – bei Tag und Nacht.|Voir et être vu, de jour comme de nuit.|Ver y ser visto, de día y de noche.|Vedere ed essere visti, di giorno e di notte.',
    'ECE R148 and R149',
  ),
  category(
    'ELECTRONICS',
    'Electronics|Elektronik|Électronique|Electrónica|Elettronica',
    'Smart functions that integrate seamlessly with the vehicle electronics.|Intelligente Funktionen, nahtlos in die Fahrzeugelektronik integriert.|Des fonctions intelligentes parfaitement intégrées à l’électronique du véhicule.|Funciones inteligentes perfectamente integradas en la electrónica del vehículo.|Funzioni intelligenti perfettamente integrate nell’elettronica del veicolo.',
    'ECE R10',
  ),
  category(
    'ENGINE',
    'Engine|Motor|Moteur|Motor|Motore',
    'Precision parts for more performance and reliability.|Präzisionsteile für mehr Leistung und Zuverlässigkeit.|Des pièces de précision pour plus de performance et de fiabilité.|Piezas de precisión para más rendimiento y fiabilidad.|Componenti di precisione per più prestazioni e affidabilità.',
    'ECE R41',
  ),
  category(
    'CHASSIS',
    'Chassis|Fahrwerk|Partie cycle|Chasis|Ciclistica',
    'Fine-tunes the chassis for stability and feedback.|Stimmt das Fahrwerk auf Stabilität und Rückmeldung ab.|Affine la partie cycle pour plus de stabilité et de précision.|Ajusta el chasis para ganar estabilidad y sensibilidad.|Affina la ciclistica per stabilità e feedback.',
    'ECE R78',
  ),
  category(
    'STYLING',
    'Styling|Design|Style|Estilo|Stile',
    'Distinctive details that make the vehicle your own.|Markante Details, die das Fahrzeug zu Ihrem machen.|Des détails distinctifs qui rendent le véhicule unique.|Detalles distintivos que hacen el vehículo único.|Dettagli distintivi che rendono il veicolo unico.',
    'ECE R81',
  ),
  category(
    'COMFORT',
    'Comfort|Komfort|Confort|Confort|Comfort',
    'More comfort on every kilometre, whatever the weather.|Mehr Komfort auf jedem Kilometer, bei jedem Wetter.|Plus de confort à chaque kilomètre, quelle que soit la météo.|Más confort en cada kilómetro, haga el tiempo que haga.|Più comfort a ogni chilometro, con qualsiasi tempo.',
    'ECE R43',
  ),
  category(
    'AERO',
    'Aerodynamics|Aerodynamik|Aérodynamique|Aerodinámica|Aerodinamica',
    'More downforce for higher cornering speeds on the track.|Mehr Abtrieb für höhere Kurvengeschwindigkeiten auf der Rennstrecke.|Plus d’appui pour des vitesses de passage en courbe plus élevées.|Más carga aerodinámica para mayor velocidad en curva.|Più deportanza per velocità in curva più elevate.',
    'ECE R26',
  ),
  category(
    'INTERIOR',
    'Interior|Innenraum|Habitacle|Interior|Abitacolo',
    'Motorsport materials and perfect ergonomics in the cockpit.|Motorsport-Materialien und perfekte Ergonomie im Cockpit.|Des matériaux issus de la compétition et une ergonomie parfaite.|Materiales de competición y una ergonomía perfecta en el habitáculo.|Materiali racing ed ergonomia perfetta nell’abitacolo.',
    'ECE R21',
  ),
  category(
    'SAFETY',
    'Safety|Sicherheit|Sécurité|Seguridad|Sicurezza',
    'Motorsport safety equipment to FIA standards.|Motorsport-Sicherheitsausrüstung nach FIA-Standard.|Équipement de sécurité de compétition aux normes FIA.|Equipamiento de seguridad de competición según normas FIA.|Equipaggiamento di sicurezza racing secondo norme FIA.',
    'ECE R16',
  ),
  category(
    'COLOR',
    'Individual colours|Individuelle Farben|Couleurs individuelles|Colores individuales|Colori individuali',
    'Your choice of colour, painted in the factory.|Ihre Wunschfarbe, im Werk lackiert.|La couleur de votre choix, appliquée en usine.|El color que elija, pintado en fábrica.|Il colore che preferisci, verniciato in fabbrica.',
    'ECE R10',
  ),
];

const CATEGORY_BY_CODE = new Map(CATEGORY_SPECS.map((spec) => [spec.code, spec]));

export function categorySpec(code: string): CategorySpec {
  const spec = CATEGORY_BY_CODE.get(code);
  if (!spec) throw new Error(`unknown part category ${code}`);
  return spec;
}

export function buildPartCategories(): PartCategory[] {
  return CATEGORY_SPECS.map((spec, index) => ({
    code: spec.code,
    name: spec.name,
    sortOrder: (index + 1) * 10,
  }));
}
