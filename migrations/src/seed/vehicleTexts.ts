import { escapeHtml } from '@configurator/domain/presentation/escapeHtml';
/** Hero texts, technical data and fast facts of the models. */
import type { CatalogInput } from '../catalog/catalogFormat.js';
import type { ModelSpec } from './models.js';
import { ATTRIBUTE_LABELS, combine, type Localized, loc, same } from './texts.js';

type Vehicle = CatalogInput['vehicles'][number];
type Attribute = NonNullable<Vehicle['attributes']>[number];
type FastFact = NonNullable<Vehicle['fastFacts']>[number];

const SEGMENT_TEXTS: Readonly<Record<string, { intro: Localized; paragraph: Localized }>> = {
  NAKED: {
    intro: loc(
      'Sharp, light and ready to bite.|Scharf, leicht und bissig.|Affûtée, légère et prête à mordre.|Afilada, ligera y lista para morder.|Affilata, leggera e pronta a mordere.',
    ),
    paragraph: loc(
      'A naked bike that turns every road into a playground: agile chassis, punchy engine and the latest rider aids.|Ein Naked Bike, das jede Straße zum Spielplatz macht: agiles Fahrwerk, kräftiger Motor und modernste Fahrassistenzsysteme.|Un roadster qui transforme chaque route en terrain de jeu : partie cycle agile, moteur plein de caractère et aides au pilotage de dernière génération.|Una naked que convierte cada carretera en un patio de recreo: chasis ágil, motor con carácter y las últimas ayudas a la conducción.|Una naked che trasforma ogni strada in un parco giochi: ciclistica agile, motore grintoso e i più moderni aiuti alla guida.',
    ),
  },
  TRAVEL: {
    intro: loc(
      'Go further, on any road and beyond.|Weiter fahren – auf jeder Straße und darüber hinaus.|Aller plus loin, sur toutes les routes et au-delà.|Llega más lejos, por cualquier carretera y más allá.|Vai più lontano, su ogni strada e oltre.',
    ),
    paragraph: loc(
      'Built for long distances with a large tank, wind protection and suspension that is at home on gravel and tarmac.|Gebaut für lange Distanzen, mit großem Tank, Windschutz und einem Fahrwerk, das auf Schotter wie auf Asphalt zu Hause ist.|Conçue pour les longues distances avec un grand réservoir, une bonne protection et des suspensions à l’aise sur gravier comme sur asphalte.|Diseñada para largas distancias, con un gran depósito, protección contra el viento y suspensiones que rinden igual en tierra que en asfalto.|Costruita per le lunghe distanze, con serbatoio capiente, protezione dal vento e sospensioni a proprio agio su sterrato e asfalto.',
    ),
  },
  SUPERSPORT: {
    intro: loc(
      'Race technology for the road.|Renntechnik für die Straße.|La technologie de la course pour la route.|Tecnología de competición para la carretera.|Tecnologia da corsa per la strada.',
    ),
    paragraph: loc(
      'Aerodynamic bodywork, a stiff chassis and a high-revving engine make every track day an event.|Aerodynamische Verkleidung, ein steifes Fahrwerk und ein drehfreudiger Motor machen jeden Trackday zum Erlebnis.|Carénage aérodynamique, cadre rigide et moteur qui aime les tours font de chaque journée circuit un événement.|Carenado aerodinámico, chasis rígido y un motor que sube de vueltas convierten cada tanda en circuito en un acontecimiento.|Carenatura aerodinamica, telaio rigido e un motore che ama i giri rendono ogni track day un evento.',
    ),
  },
  ENDURO: {
    intro: loc(
      'Made for the toughest trails.|Gemacht für die härtesten Trails.|Conçue pour les sentiers les plus durs.|Hecha para los senderos más duros.|Nata per i sentieri più duri.',
    ),
    paragraph: loc(
      'Light, agile and road-legal: an enduro bike that climbs where others turn back.|Leicht, wendig und straßenzugelassen: ein Enduro-Motorrad, das klettert, wo andere umdrehen.|Légère, agile et homologuée : une enduro qui grimpe là où les autres renoncent.|Ligera, ágil y homologada: una moto de enduro que sube donde otras se dan la vuelta.|Leggera, agile e omologata: una enduro che sale dove le altre si arrendono.',
    ),
  },
  MX: {
    intro: loc(
      'Built to win.|Gebaut, um zu gewinnen.|Conçue pour gagner.|Hecha para ganar.|Costruita per vincere.',
    ),
    paragraph: loc(
      'A motocross bike developed with the factory racing team: lightweight frame, race suspension and a strong engine for the start gate.|Ein Motocross-Motorrad, entwickelt mit dem Werksteam: leichter Rahmen, Rennfahrwerk und ein kräftiger Motor für das Startgatter.|Une moto de motocross développée avec l’équipe d’usine : cadre léger, suspensions course et moteur puissant pour la grille de départ.|Una moto de motocross desarrollada con el equipo oficial: chasis ligero, suspensiones de competición y un motor potente para la salida.|Una moto da cross sviluppata con il team ufficiale: telaio leggero, sospensioni racing e motore potente per il cancelletto.',
    ),
  },
  SUPERMOTO: {
    intro: loc(
      'Asphalt, dirt and everything in between.|Asphalt, Schotter und alles dazwischen.|Asphalte, terre et tout ce qui se trouve entre les deux.|Asfalto, tierra y todo lo que hay entre medias.|Asfalto, terra e tutto ciò che sta nel mezzo.',
    ),
    paragraph: loc(
      'A supermoto with road wheels, strong brakes and a torquey single-cylinder engine for the twistiest roads.|Eine Supermoto mit Straßenrädern, starken Bremsen und einem drehmomentstarken Einzylinder für die kurvigsten Straßen.|Une supermotard avec roues routières, freinage puissant et monocylindre coupleux pour les routes les plus sinueuses.|Una supermotard con ruedas de carretera, frenos potentes y un monocilíndrico lleno de par para las carreteras más reviradas.|Una supermotard con ruote stradali, freni potenti e un monocilindrico ricco di coppia per le strade più tortuose.',
    ),
  },
  XBOW: {
    intro: loc(
      'A race car with a number plate.|Ein Rennwagen mit Nummernschild.|Une voiture de course immatriculée.|Un coche de carreras con matrícula.|Un’auto da corsa con la targa.',
    ),
    paragraph: loc(
      'Carbon monocoque, closed canopy and race-bred aerodynamics: the X-Bow brings motorsport technology to the road.|Carbon-Monocoque, geschlossene Kanzel und rennerprobte Aerodynamik: Der X-Bow bringt Motorsporttechnik auf die Straße.|Monocoque en carbone, canopée fermée et aérodynamique issue de la course : la X-Bow apporte la technologie du sport automobile sur la route.|Monocasco de carbono, cúpula cerrada y aerodinámica de competición: el X-Bow lleva la tecnología del automovilismo a la carretera.|Monoscocca in carbonio, canopy chiuso e aerodinamica da corsa: la X-Bow porta la tecnologia del motorsport su strada.',
    ),
  },
  STREET: {
    intro: loc(
      'Pure design, pure riding.|Pures Design, pures Fahren.|Un design pur, une conduite pure.|Diseño puro, conducción pura.|Design puro, guida pura.',
    ),
    paragraph: loc(
      'A modern street motorcycle with a progressive design, a light chassis and an engine that makes every ride in the city fun.|Ein modernes Straßenmotorrad mit progressivem Design, leichtem Fahrwerk und einem Motor, der jede Fahrt in der Stadt zum Vergnügen macht.|Une moto routière moderne au design progressiste, à la partie cycle légère et au moteur qui rend chaque trajet en ville amusant.|Una moto de calle moderna con un diseño progresivo, un chasis ligero y un motor que hace divertido cada trayecto por la ciudad.|Una moto stradale moderna dal design progressivo, con ciclistica leggera e un motore che rende divertente ogni giro in città.',
    ),
  },
  TRIAL: {
    intro: loc(
      'Balance, grip and precision.|Balance, Grip und Präzision.|Équilibre, adhérence et précision.|Equilibrio, agarre y precisión.|Equilibrio, grip e precisione.',
    ),
    paragraph: loc(
      'A trial bike with a low centre of gravity and a smooth engine for precise control on rocks and roots.|Ein Trialmotorrad mit tiefem Schwerpunkt und weich ansprechendem Motor für präzise Kontrolle auf Felsen und Wurzeln.|Une moto de trial au centre de gravité bas et au moteur souple pour un contrôle précis sur les rochers et les racines.|Una moto de trial con el centro de gravedad bajo y un motor suave para un control preciso sobre rocas y raíces.|Una moto da trial con baricentro basso e motore fluido per un controllo preciso su rocce e radici.',
    ),
  },
};

interface TechnicalValue {
  key: string;
  label: Localized;
  value: string;
  display: string;
}

/** Displacement (or battery capacity), dry weight, power and torque, with units. */
export function technicalValues(model: ModelSpec): TechnicalValue[] {
  const electric = model.engineType === 'Electric';
  return [
    electric
      ? {
          key: 'BATTERY_CAPACITY',
          label: ATTRIBUTE_LABELS.BATTERY,
          value: String(model.displacement),
          display: `${model.displacement} Wh`,
        }
      : {
          key: 'DISPLACEMENT',
          label: ATTRIBUTE_LABELS.DISPLACEMENT,
          value: String(model.displacement),
          display: `${model.displacement} cm³`,
        },
    {
      key: 'DRYWEIGHT',
      label: ATTRIBUTE_LABELS.DRYWEIGHT,
      value: String(model.dryWeight),
      display: `${model.dryWeight} kg`,
    },
    {
      key: 'POWER_KW',
      label: ATTRIBUTE_LABELS.POWER_KW,
      value: String(model.powerKw),
      display: `${model.powerKw} kW`,
    },
    {
      key: 'TORQUE',
      label: ATTRIBUTE_LABELS.TORQUE,
      value: String(model.torqueNm),
      display: `${model.torqueNm} Nm`,
    },
  ];
}

export function vehicleAttributes(model: ModelSpec): Attribute[] {
  return technicalValues(model).map((entry) => ({
    key: entry.key,
    classificationCategory: 'TECHNICAL_DATA',
    description: entry.label,
    values: [{ key: entry.value, description: same(entry.display) }],
  }));
}

/** Four fast facts for road vehicles, three (without torque) for competition bikes. */
export function fastFacts(model: ModelSpec, competition: boolean): FastFact[] {
  const facts = technicalValues(model).map((entry) => ({
    key: entry.key,
    label: entry.label,
    value: entry.display,
  }));
  return competition ? facts.filter((fact) => fact.key !== 'TORQUE') : facts;
}

export function hero(model: ModelSpec): Vehicle['hero'] {
  const texts = SEGMENT_TEXTS[model.segmentKey];
  if (!texts) throw new Error(`no hero texts for segment ${model.segmentKey}`);
  const values = technicalValues(model);
  return {
    imageUrl: `/catalog/models/${model.modelId}/hero.png`,
    title: same(model.name),
    intro: texts.intro,
    description: combine((language) => {
      const items = values
        .map(
          (entry) =>
            `<li><strong>${entry.label[language]}${language === 'fr' ? ' :' : ':'}</strong> ${escapeHtml(entry.display)}</li>`,
        )
        .join('');
      return `<p>${texts.paragraph[language]}</p><ul>${items}</ul>`;
    }),
  };
}
