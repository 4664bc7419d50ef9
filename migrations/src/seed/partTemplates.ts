/**
 * The motorcycle accessory range. One line per accessory:
 * `key;categories;families;flags;price EUR;material;weight kg;en|de|fr|es|it`
 * Families: S street, T travel, O offroad, C car. Flags: R racing, N not rendered, A road approval,
 * X combustion only, 4 four-stroke only, E electric only, B one part per brand, F one part per brand
 * and family (otherwise one part per model), Z free of charge (KTM only).
 */
import type { PartFamily } from './brands.js';
import { type Localized, loc } from './texts.js';

export type EngineFit = 'all' | 'combustion' | 'fourStroke' | 'electric';
export type PartScope = 'brand' | 'family' | 'model';

export interface PartTemplate {
  key: string;
  /** Position in its list; part codes carry it. */
  number: number;
  categories: string[];
  families: PartFamily[];
  racing: boolean;
  renderable: boolean;
  approval: boolean;
  engines: EngineFit;
  scope: PartScope;
  free: boolean;
  priceEur: number;
  material: string | null;
  weightKg: string | null;
  name: Localized;
}

const FAMILY_LETTERS: Readonly<Record<string, PartFamily>> = {
  S: 'street',
  T: 'travel',
  O: 'offroad',
  C: 'car',
};

function parseTemplate(line: string, index: number): PartTemplate {
  const [key, categories, families, flags = '', price, material, weight, names] = line.split(';');
  if (!key || !categories || !families || !price || !material || !weight || !names) {
    throw new Error(`bad part template ${line}`);
  }
  const engines: EngineFit = flags.includes('E')
    ? 'electric'
    : flags.includes('4')
      ? 'fourStroke'
      : flags.includes('X')
        ? 'combustion'
        : 'all';
  return {
    key,
    number: index + 1,
    categories: categories.split(','),
    families: [...families].map((letter) => {
      const family = FAMILY_LETTERS[letter];
      if (!family) throw new Error(`unknown family ${letter} in ${line}`);
      return family;
    }),
    racing: flags.includes('R'),
    renderable: !flags.includes('N'),
    approval: flags.includes('A'),
    engines,
    scope: flags.includes('B') ? 'brand' : flags.includes('F') ? 'family' : 'model',
    free: flags.includes('Z'),
    priceEur: Number(price),
    material: material === '-' ? null : material,
    weightKg: weight === '-' ? null : weight,
    name: loc(names),
  };
}

export function parseTemplates(lines: readonly string[], firstNumber = 0): PartTemplate[] {
  return lines.map((line, index) => parseTemplate(line, firstNumber + index));
}

const MOTORCYCLE_LINES: readonly string[] = [
  'slipOn;EXHAUST;STO;AX;1190;TITANIUM;1.9;Akrapovič "Slip-on Line"|Akrapovič „Slip-on Line“|Akrapovič « Slip-on Line »|Akrapovič "Slip-on Line"|Akrapovič "Slip-on Line"',
  'evolution;EXHAUST,ENGINE;STO;RX;2890;TITANIUM;4.2;Akrapovič "Evolution Line"|Akrapovič „Evolution Line“|Akrapovič « Evolution Line »|Akrapovič "Evolution Line"|Akrapovič "Evolution Line"',
  'factorySilencer;EXHAUST;STO;AX;690;STAINLESS;2.6;Factory silencer|Factory-Schalldämpfer|Silencieux Factory|Silenciador Factory|Silenziatore Factory',
  'linkPipe;EXHAUST;STO;X;390;TITANIUM;0.8;Akrapovič link pipe|Akrapovič-Verbindungsrohr|Raccord Akrapovič|Tubo de unión Akrapovič|Raccordo Akrapovič',
  'heatShield;EXHAUST,STYLING;STO;X;149;CARBON;0.2;Carbon heat shield|Carbon-Hitzeschutz|Protection thermique en carbone|Protector térmico de carbono|Paracalore in carbonio',
  'endCap;EXHAUST,STYLING;STO;X;89;CARBON;0.1;Carbon end cap|Carbon-Endkappe|Embout en carbone|Tapa final de carbono|Fondello in carbonio',
  'tankBag;LUGGAGE;STO;B;139;TEXTILE;1.1;Tank bag|Tankrucksack|Sacoche de réservoir|Bolsa de depósito|Borsa serbatoio',
  'tankRing;LUGGAGE;ST;;49;ALUMINIUM;0.3;Tank ring|Tankring|Bague de réservoir|Anillo de depósito|Anello serbatoio',
  'tankStrap;LUGGAGE;STO;F;39;TEXTILE;0.2;Tank bag strap mount|Tankrucksack-Gurthalterung|Fixation à sangles pour sacoche|Soporte de correas para bolsa de depósito|Attacco a cinghie per borsa serbatoio',
  'tailBag;LUGGAGE;ST;F;119;TEXTILE;0.9;Tail bag|Hecktasche|Sacoche de selle|Bolsa de colín|Borsa posteriore',
  'sideBags;LUGGAGE;ST;F;329;TEXTILE;3.4;Side bags|Seitentaschen|Sacoches latérales|Bolsas laterales|Borse laterali',
  'sideBagCarrier;LUGGAGE;ST;;189;STEEL;2.1;Side bag carrier|Seitentaschenträger|Support de sacoches latérales|Soporte de bolsas laterales|Telaietti borse laterali',
  'luggageRack;LUGGAGE;ST;;159;ALUMINIUM;1.4;Luggage rack|Gepäckträger|Porte-bagages|Portaequipajes|Portapacchi',
  'topCase;LUGGAGE;T;F;449;ALUMINIUM;4.8;Aluminium top case|Aluminium-Topcase|Top case en aluminium|Baúl de aluminio|Bauletto in alluminio',
  'topCaseCarrier;LUGGAGE;T;;179;STEEL;1.6;Top case carrier|Topcase-Träger|Support de top case|Soporte de baúl|Piastra bauletto',
  'sideCases;LUGGAGE;T;F;1090;ALUMINIUM;9.5;Aluminium side cases|Aluminium-Seitenkoffer|Valises latérales en aluminium|Maletas laterales de aluminio|Valigie laterali in alluminio',
  'sideCaseCarrier;LUGGAGE;T;;279;STEEL;3.2;Side case carrier|Seitenkofferträger|Support de valises latérales|Soporte de maletas laterales|Telaietti valigie laterali',
  'innerBags;LUGGAGE;T;FN;129;TEXTILE;0.9;Inner bags for side cases|Innentaschen für Seitenkoffer|Sacs intérieurs pour valises|Bolsas interiores para maletas|Borse interne per valigie',
  'fenderBag;LUGGAGE;O;F;59;TEXTILE;0.4;Front fender bag|Kotflügeltasche|Sacoche de garde-boue|Bolsa de guardabarros|Borsa parafango',
  'toolBag;LUGGAGE;O;FN;49;TEXTILE;0.3;Tool bag|Werkzeugtasche|Trousse à outils|Bolsa de herramientas|Borsa attrezzi',
  'hydrationPack;LUGGAGE,COMFORT;OT;BN;119;TEXTILE;0.8;Hydration pack|Trinkrucksack|Sac d’hydratation|Mochila de hidratación|Zaino idrico',
  'crashBars;PROTECTION;ST;;299;STEEL;3.9;Crash bars|Sturzbügel|Pare-carters tubulaires|Defensas de motor|Paramotore tubolare',
  'skidPlate;PROTECTION;TO;;229;ALUMINIUM;1.7;Skid plate|Motorschutz|Sabot moteur|Cubrecárter|Paracoppa',
  'skidPlatePlastic;PROTECTION;O;;129;PLASTIC;0.9;Plastic skid plate|Kunststoff-Motorschutz|Sabot moteur en plastique|Cubrecárter de plástico|Paracoppa in plastica',
  'handGuards;PROTECTION,ERGONOMICS;STO;;99;PLASTIC;0.5;Hand guards|Handschützer|Protège-mains|Cubremanos|Paramani',
  'handGuardsClosed;PROTECTION;TO;;169;ALUMINIUM;0.8;Wraparound hand guards|Geschlossene Handschützer|Protège-mains enveloppants|Cubremanos envolventes|Paramani avvolgenti',
  'handGuardMountBar;PROTECTION;STO;N;59;ALUMINIUM;0.2;Hand guard mounting kit, handlebar|Handschützer-Montagekit, Lenker|Kit de fixation protège-mains, guidon|Kit de montaje de cubremanos, manillar|Kit di montaggio paramani, manubrio',
  'handGuardMountClamp;PROTECTION;STO;N;69;ALUMINIUM;0.2;Hand guard mounting kit, clamp|Handschützer-Montagekit, Klemme|Kit de fixation protège-mains, collier|Kit de montaje de cubremanos, abrazadera|Kit di montaggio paramani, morsetto',
  'frameProtection;PROTECTION;STO;;79;PLASTIC;0.3;Frame protection|Rahmenschutz|Protection de cadre|Protector de chasis|Protezione telaio',
  'radiatorGuard;PROTECTION;STO;X;149;STAINLESS;0.6;Radiator guard|Kühlerschutz|Protection de radiateur|Protector de radiador|Protezione radiatore',
  'engineCoverProtection;PROTECTION;STO;X;89;ALUMINIUM;0.4;Engine cover protection|Motordeckelschutz|Protection de carter moteur|Protector de tapa de motor|Protezione carter motore',
  'brakeDiscGuard;PROTECTION;O;;119;ALUMINIUM;0.5;Brake disc guard|Bremsscheibenschutz|Protection de disque de frein|Protector de disco de freno|Protezione disco freno',
  'caliperGuard;PROTECTION;O;;69;PLASTIC;0.1;Brake caliper guard|Bremssattelschutz|Protection d’étrier de frein|Protector de pinza de freno|Protezione pinza freno',
  'tankProtector;PROTECTION,STYLING;ST;F;39;RUBBER;0.1;Tank protection pads|Tankschutzpads|Protections de réservoir|Protectores de depósito|Protezioni serbatoio',
  'chainGuide;CHASSIS,PROTECTION;O;;49;PLASTIC;0.2;Chain guide|Kettenführung|Guide-chaîne|Guía de cadena|Guidacatena',
  'linkageGuard;PROTECTION;O;;69;PLASTIC;0.2;Linkage guard|Umlenkhebelschutz|Protection de biellette|Protector de bieletas|Protezione leveraggio',
  'forkProtector;PROTECTION,CHASSIS;O;;79;PLASTIC;0.3;Fork protector|Gabelschutz|Protection de fourche|Protector de horquilla|Protezione forcella',
  'headlightGuard;PROTECTION,LIGHTS;T;;69;POLYCARBONATE;0.2;Headlight guard|Scheinwerferschutz|Protection de phare|Protector de faro|Protezione faro',
  'batteryCover;PROTECTION;O;E;149;ALUMINIUM;0.6;Battery protection cover|Batterieschutzabdeckung|Protection de batterie|Protector de batería|Protezione batteria',
  'ergoSeat;SEATS,COMFORT;ST;;239;LEATHER;2.0;Ergo seat|Ergo-Sitzbank|Selle Ergo|Asiento Ergo|Sella Ergo',
  'heatedErgoSeat;SEATS,COMFORT;ST;;429;LEATHER;2.3;Heated ergo seat|Beheizte Ergo-Sitzbank|Selle Ergo chauffante|Asiento Ergo calefactable|Sella Ergo riscaldata',
  'lowSeat;SEATS,ERGONOMICS;STO;;199;LEATHER;1.8;Low seat|Niedrige Sitzbank|Selle basse|Asiento bajo|Sella bassa',
  'rallySeat;SEATS;TO;;259;LEATHER;1.9;Rally seat|Rally-Sitzbank|Selle Rally|Asiento Rally|Sella Rally',
  'factorySeat;SEATS,STYLING;O;;179;LEATHER;1.6;Factory seat|Factory-Sitzbank|Selle Factory|Asiento Factory|Sella Factory',
  'seatCover;STYLING,SEATS;O;F;79;LEATHER;0.4;Factory seat cover|Factory-Sitzbezug|Housse de selle Factory|Funda de asiento Factory|Coprisella Factory',
  'pillionSeatCover;SEATS,STYLING;S;;119;PLASTIC;0.7;Pillion seat cover|Soziussitzabdeckung|Capot de selle passager|Colín monoplaza|Coprisella passeggero',
  'brakeLever;ERGONOMICS;STO;F;89;ALUMINIUM;0.1;Billet brake lever|Gefräster Bremshebel|Levier de frein usiné|Maneta de freno mecanizada|Leva freno ricavata dal pieno',
  'clutchLever;ERGONOMICS;STO;FX;89;ALUMINIUM;0.1;Billet clutch lever|Gefräster Kupplungshebel|Levier d’embrayage usiné|Maneta de embrague mecanizada|Leva frizione ricavata dal pieno',
  'footpegs;ERGONOMICS;STO;;129;STAINLESS;0.6;Factory footpegs|Factory-Fußrasten|Repose-pieds Factory|Estriberas Factory|Pedane Factory',
  'rearsets;ERGONOMICS;S;R;549;ALUMINIUM;1.4;Adjustable rearsets|Verstellbare Fußrastenanlage|Commandes reculées réglables|Estriberas retrasadas regulables|Pedane arretrate regolabili',
  'pillionFootrests;ERGONOMICS,COMFORT;ST;;99;ALUMINIUM;0.5;Comfort pillion footrests|Komfort-Soziusfußrasten|Repose-pieds passager confort|Estriberas de pasajero confort|Pedane passeggero comfort',
  'handlebarRisers;ERGONOMICS;ST;;79;ALUMINIUM;0.3;Handlebar risers|Lenkererhöhung|Rehausses de guidon|Elevadores de manillar|Riser manubrio',
  'factoryHandlebar;ERGONOMICS,CHASSIS;O;F;149;ALUMINIUM;0.9;Factory handlebar|Factory-Lenker|Guidon Factory|Manillar Factory|Manubrio Factory',
  'handlebarPad;ERGONOMICS,PROTECTION;O;F;39;PLASTIC;0.1;Handlebar pad|Lenkerpolster|Mousse de guidon|Protector de manillar|Paracolpi manubrio',
  'gearLever;ERGONOMICS;STO;X;79;ALUMINIUM;0.2;Folding gear lever|Klappbarer Schalthebel|Sélecteur repliable|Palanca de cambio abatible|Leva del cambio pieghevole',
  'brakePedal;ERGONOMICS;O;;99;STEEL;0.3;Factory brake pedal|Factory-Fußbremshebel|Pédale de frein Factory|Pedal de freno Factory|Pedale freno Factory',
  'gripSet;ERGONOMICS,STYLING;STO;F;29;RUBBER;0.1;Factory grip set|Factory-Griffgummis|Poignées Factory|Puños Factory|Manopole Factory',
  'loweringKit;CHASSIS,ERGONOMICS;STO;;189;STEEL;0.4;Lowering kit|Tieferlegungskit|Kit de rabaissement|Kit de rebaje|Kit di abbassamento',
  'factoryWheels;WHEELS;STO;;1690;ALUMINIUM;8.2;Factory wheel set|Factory-Radsatz|Jeu de roues Factory|Juego de ruedas Factory|Set ruote Factory',
  'forgedWheels;WHEELS,STYLING;S;;2790;ALUMINIUM;7.1;Forged wheel set|Geschmiedeter Radsatz|Jeu de jantes forgées|Juego de llantas forjadas|Set cerchi forgiati',
  'spokedWheels;WHEELS;T;;1390;ALUMINIUM;9.0;Tubeless spoked wheel set|Schlauchloser Speichenradsatz|Jeu de roues à rayons tubeless|Juego de ruedas de radios sin cámara|Set ruote a raggi tubeless',
  'supermotoWheels;WHEELS;O;;1590;ALUMINIUM;8.6;Supermoto wheel set|Supermoto-Radsatz|Jeu de roues supermotard|Juego de ruedas supermotard|Set ruote supermotard',
  'frontSprocket;CHASSIS;STO;;39;STEEL;0.2;Front sprocket|Kettenritzel|Pignon de sortie de boîte|Piñón de ataque|Pignone',
  'rearSprocket;CHASSIS,WHEELS;STO;;79;ALUMINIUM;0.4;Rear sprocket|Kettenrad|Couronne|Corona|Corona',
  'chain;CHASSIS;STO;;119;STEEL;1.3;X-ring chain|X-Ring-Kette|Chaîne à joints X|Cadena de retenes X|Catena con anelli X',
  'tyreWarmers;WHEELS;S;RN;449;TEXTILE;3.0;Tyre warmers|Reifenwärmer|Couvertures chauffantes|Calentadores de neumáticos|Termocoperte',
  'rimStickers;WHEELS,STYLING;STO;F;39;PLASTIC;0.05;Rim stickers|Felgenaufkleber|Autocollants de jante|Adhesivos de llanta|Adesivi cerchi',
  'bibMousse;WHEELS;O;N;89;RUBBER;1.1;Bib mousse|Bib-Mousse|Mousse anti-crevaison|Mousse antipinchazos|Mousse antiforatura',
  'brakeDisc;CHASSIS,WHEELS;O;R;249;STEEL;0.9;Oversized front brake disc|Vergrößerte Vorderrad-Bremsscheibe|Disque de frein avant surdimensionné|Disco de freno delantero sobredimensionado|Disco freno anteriore maggiorato',
  'auxLights;LIGHTS;ST;A;449;ALUMINIUM;1.2;LED auxiliary lights|LED-Zusatzscheinwerfer|Phares additionnels LED|Faros auxiliares LED|Fari supplementari LED',
  'auxLightBracket;LIGHTS;ST;;89;STEEL;0.5;Auxiliary light bracket|Zusatzscheinwerfer-Halter|Support de phares additionnels|Soporte de faros auxiliares|Supporto fari supplementari',
  'ledIndicators;LIGHTS;ST;AF;149;PLASTIC;0.2;LED indicators|LED-Blinker|Clignotants LED|Intermitentes LED|Indicatori di direzione LED',
  'ledTailLight;LIGHTS;ST;A;129;PLASTIC;0.2;LED tail light|LED-Rücklicht|Feu arrière LED|Piloto trasero LED|Fanale posteriore LED',
  'licensePlateHolder;LIGHTS,STYLING;SO;A;169;ALUMINIUM;0.6;License plate holder|Kennzeichenhalter|Support de plaque d’immatriculation|Portamatrículas|Portatarga',
  'ledHeadlight;LIGHTS;O;AX;249;PLASTIC;0.7;LED headlight|LED-Scheinwerfer|Phare LED|Faro LED|Faro LED',
  'lightWiring;LIGHTS,ELECTRONICS;O;NX;59;ELECTRONIC;0.2;Lighting wiring harness|Lichtkabelbaum|Faisceau d’éclairage|Mazo de cables de iluminación|Cablaggio luci',
  'phoneHolder;ELECTRONICS;STO;B;69;ALUMINIUM;0.2;Phone holder|Smartphone-Halter|Support de smartphone|Soporte para smartphone|Supporto smartphone',
  'usbSocket;ELECTRONICS;ST;BN;49;ELECTRONIC;0.1;USB-C socket|USB-C-Steckdose|Prise USB-C|Toma USB-C|Presa USB-C',
  'navBracket;ELECTRONICS;ST;;99;ALUMINIUM;0.3;Navigation device bracket|Navigationsgeräte-Halter|Support GPS|Soporte de navegador|Supporto navigatore',
  'tpms;ELECTRONICS,WHEELS;ST;N;229;ELECTRONIC;0.1;Tyre pressure monitoring|Reifendruckkontrolle|Contrôle de la pression des pneus|Control de presión de neumáticos|Controllo pressione pneumatici',
  'quickshifter;ELECTRONICS,ENGINE;ST;X;349;ELECTRONIC;0.2;Quickshifter+|Quickshifter+|Quickshifter+|Quickshifter+|Quickshifter+',
  'trackPack;ELECTRONICS;S;N;299;-;-;Track pack software|Track-Pack-Software|Logiciel Track Pack|Software Track Pack|Software Track Pack',
  'techPack;ELECTRONICS;ST;N;399;-;-;Tech pack software|Tech-Pack-Software|Logiciel Tech Pack|Software Tech Pack|Software Tech Pack',
  'alarm;ELECTRONICS;ST;BN;319;ELECTRONIC;0.4;Alarm system|Alarmanlage|Système d’alarme|Sistema de alarma|Sistema d’allarme',
  'batteryCharger;ELECTRONICS;STO;BN;89;ELECTRONIC;0.6;Battery charger|Batterieladegerät|Chargeur de batterie|Cargador de batería|Caricabatterie',
  'lithiumBattery;ELECTRONICS;STO;XN;229;ELECTRONIC;0.9;Lithium-ion battery|Lithium-Ionen-Batterie|Batterie lithium-ion|Batería de iones de litio|Batteria agli ioni di litio',
  'mapSwitch;ELECTRONICS;O;F;119;ELECTRONIC;0.1;Map select switch|Mapping-Schalter|Sélecteur de cartographie|Selector de mapas|Selettore mappe',
  'hourMeter;ELECTRONICS;O;FN;79;ELECTRONIC;0.1;Hour meter|Betriebsstundenzähler|Compteur d’heures|Cuentahoras|Contaore',
  'raceEcu;ELECTRONICS,ENGINE;STO;RXN;449;-;-;Race ECU mapping|Race-Steuergerätemapping|Cartographie ECU course|Mapa de centralita de competición|Mappatura centralina racing',
  'cruiseControl;ELECTRONICS,COMFORT;ST;XN;249;ELECTRONIC;0.1;Cruise control|Tempomat|Régulateur de vitesse|Control de crucero|Cruise control',
  'fastCharger;ELECTRONICS;O;EN;690;ELECTRONIC;4.5;Fast charger|Schnellladegerät|Chargeur rapide|Cargador rápido|Caricatore rapido',
  'chargingCable;ELECTRONICS;O;EN;89;ELECTRONIC;1.2;Charging cable extension|Ladekabelverlängerung|Rallonge de câble de charge|Alargador de cable de carga|Prolunga cavo di ricarica',
  'spareBattery;ELECTRONICS;O;EN;1990;ELECTRONIC;9.5;Spare battery pack|Zusatz-Akkupack|Batterie supplémentaire|Batería adicional|Batteria supplementare',
  'oilFillerPlug;ENGINE,STYLING;STO;4F;29;ALUMINIUM;0.05;Oil filler plug|Öleinfüllschraube|Bouchon de remplissage d’huile|Tapón de llenado de aceite|Tappo di riempimento olio',
  'oilFilterCover;ENGINE;STO;4;49;ALUMINIUM;0.1;Oil filter cover|Ölfilterdeckel|Couvercle de filtre à huile|Tapa del filtro de aceite|Coperchio filtro olio',
  'clutchCover;ENGINE,PROTECTION;O;X;129;ALUMINIUM;0.5;Factory clutch cover|Factory-Kupplungsdeckel|Couvercle d’embrayage Factory|Tapa de embrague Factory|Coperchio frizione Factory',
  'ignitionCover;ENGINE,PROTECTION;O;X;99;ALUMINIUM;0.4;Ignition cover protection|Zündungsdeckelschutz|Protection de couvercle d’allumage|Protector de tapa de encendido|Protezione coperchio accensione',
  'radiatorFan;ENGINE;O;X;189;ELECTRONIC;0.6;Radiator fan kit|Kühlerlüfter-Kit|Kit ventilateur de radiateur|Kit de ventilador de radiador|Kit ventola radiatore',
  'airFilter;ENGINE;STO;RXN;59;TEXTILE;0.2;Racing air filter|Racing-Luftfilter|Filtre à air racing|Filtro de aire racing|Filtro aria racing',
  'largeTank;ENGINE,COMFORT;O;X;349;PLASTIC;2.4;Large fuel tank|Großer Kraftstofftank|Réservoir grande capacité|Depósito de gran capacidad|Serbatoio maggiorato',
  'holeshot;CHASSIS;O;R;89;ALUMINIUM;0.1;Holeshot device|Holeshot-Device|Dispositif de départ|Dispositivo de salida|Dispositivo di partenza',
  'steeringDamper;CHASSIS;STO;;449;ALUMINIUM;0.6;Steering damper|Lenkungsdämpfer|Amortisseur de direction|Amortiguador de dirección|Ammortizzatore di sterzo',
  'steeringDamperMount;CHASSIS;STO;;119;ALUMINIUM;0.3;Steering damper mounting kit|Lenkungsdämpfer-Anbausatz|Kit de montage d’amortisseur de direction|Kit de montaje del amortiguador de dirección|Kit di montaggio ammortizzatore di sterzo',
  'tripleClamp;CHASSIS;STO;;899;ALUMINIUM;1.5;Factory triple clamp|Factory-Gabelbrücke|Té de fourche Factory|Tijas Factory|Piastre forcella Factory',
  'forkCartridge;CHASSIS;O;R;1590;ALUMINIUM;2.2;WP XACT PRO fork cartridge|WP XACT PRO Gabelkartusche|Cartouche de fourche WP XACT PRO|Cartucho de horquilla WP XACT PRO|Cartuccia forcella WP XACT PRO',
  'shockAbsorber;CHASSIS;STO;R;1890;ALUMINIUM;4.1;WP APEX PRO shock absorber|WP APEX PRO Federbein|Amortisseur WP APEX PRO|Amortiguador WP APEX PRO|Ammortizzatore WP APEX PRO',
  'axleBlocks;CHASSIS,STYLING;O;;59;ALUMINIUM;0.1;Factory axle blocks|Factory-Achsblöcke|Tendeurs de chaîne Factory|Tensores de cadena Factory|Tendicatena Factory',
  'sideStand;CHASSIS;O;;119;ALUMINIUM;0.6;Side stand|Seitenständer|Béquille latérale|Pata de cabra|Cavalletto laterale',
  'sideStandFoot;CHASSIS;T;;49;ALUMINIUM;0.1;Side stand foot enlargement|Seitenständerfuß-Vergrößerung|Élargisseur de béquille|Ampliación de pata de cabra|Allargamento piede cavalletto',
  'paddockStand;CHASSIS;S;FN;129;STEEL;4.5;Paddock stand|Montageständer|Béquille d’atelier|Caballete de taller|Cavalletto',
  'liftStand;CHASSIS;O;FN;159;ALUMINIUM;3.8;Lift stand|Hubständer|Lève-moto|Elevador de moto|Alzamoto',
  'graphicsKit;STYLING;STO;;199;PLASTIC;0.2;Factory graphics kit|Factory-Dekorsatz|Kit déco Factory|Kit de adhesivos Factory|Kit grafiche Factory',
  'plasticKit;STYLING;O;;229;PLASTIC;1.6;Plastic kit|Plastikkit|Kit plastiques|Kit de plásticos|Kit plastiche',
  'numberPlate;STYLING;O;F;49;PLASTIC;0.2;Front number plate|Startnummerntafel|Plaque numéro avant|Porta dorsal delantero|Tabella portanumero anteriore',
  'brakeReservoirCover;STYLING;STO;F;39;ALUMINIUM;0.05;Brake fluid reservoir cover|Bremsflüssigkeitsbehälterdeckel|Couvercle de réservoir de liquide de frein|Tapa del depósito de líquido de frenos|Coperchio serbatoio liquido freni',
  'carbonFender;STYLING;S;;249;CARBON;0.3;Carbon front fender|Carbon-Vorderradkotflügel|Garde-boue avant en carbone|Guardabarros delantero de carbono|Parafango anteriore in carbonio',
  'carbonTankCover;STYLING;S;;329;CARBON;0.4;Carbon tank cover|Carbon-Tankabdeckung|Cache de réservoir en carbone|Cubierta de depósito de carbono|Cover serbatoio in carbonio',
  'barEndMirrors;STYLING,ERGONOMICS;S;A;179;ALUMINIUM;0.4;Bar-end mirrors|Lenkerendenspiegel|Rétroviseurs en bout de guidon|Espejos en los extremos del manillar|Specchietti a fine manubrio',
  'billetMirrors;STYLING;ST;A;139;ALUMINIUM;0.5;Billet mirror set|Gefräste Spiegel|Rétroviseurs usinés|Espejos mecanizados|Specchietti ricavati dal pieno',
  'valveCaps;STYLING;STO;BZ;9;ALUMINIUM;0.01;Factory valve caps|Factory-Ventilkappen|Bouchons de valve Factory|Tapones de válvula Factory|Tappi valvola Factory',
  'heatedGrips;COMFORT,ELECTRONICS;ST;;229;RUBBER;0.3;Heated grips|Heizgriffe|Poignées chauffantes|Puños calefactables|Manopole riscaldate',
  'touringScreen;COMFORT;ST;A;199;POLYCARBONATE;1.1;Touring windscreen|Touring-Windschild|Bulle Touring|Cúpula Touring|Parabrezza Touring',
  'sportScreen;STYLING;S;A;149;POLYCARBONATE;0.6;Sport windscreen|Sport-Windschild|Bulle Sport|Cúpula Sport|Cupolino Sport',
  'rallyScreen;COMFORT;T;A;169;POLYCARBONATE;0.9;Rally windscreen|Rally-Windschild|Bulle Rally|Cúpula Rally|Parabrezza Rally',
  'screenBracket;COMFORT;ST;N;79;ALUMINIUM;0.4;Windscreen bracket|Windschildhalter|Support de bulle|Soporte de cúpula|Supporto parabrezza',
  'adjustableScreenBracket;COMFORT;ST;N;129;ALUMINIUM;0.5;Adjustable windscreen bracket|Verstellbarer Windschildhalter|Support de bulle réglable|Soporte de cúpula regulable|Supporto parabrezza regolabile',
  'toolKit;COMFORT;STO;BN;129;STEEL;1.4;Tool kit|Werkzeugset|Kit d’outils|Juego de herramientas|Kit attrezzi',
  'coverIndoor;COMFORT;STO;BN;99;TEXTILE;1.0;Indoor bike cover|Indoor-Abdeckplane|Housse d’intérieur|Funda de interior|Telo coprimoto per interni',
  'coverOutdoor;COMFORT;STO;BN;129;TEXTILE;1.3;Outdoor bike cover|Outdoor-Abdeckplane|Housse d’extérieur|Funda de exterior|Telo coprimoto per esterni',
];

export const MOTORCYCLE_TEMPLATES: readonly PartTemplate[] = parseTemplates(MOTORCYCLE_LINES);
