/**
 * Where dealers are seeded: towns with post codes and coordinates, local street names, name
 * patterns ({s} surname, {t} town) and the country calling code.
 */

export type StreetStyle = 'numberAfter' | 'numberBefore' | 'numberAfterComma' | 'block';

export interface DealerCountry {
  country: string;
  dealers: number;
  callingCode: string;
  streetStyle: StreetStyle;
  streets: readonly string[];
  /** The street list follows the town list (a town's own streets). */
  streetsByTown?: boolean;
  namePatterns: readonly string[];
  surnames: readonly string[];
  /** `town;post code;latitude;longitude` */
  towns: readonly string[];
}

const GERMAN_NAMES = ['Motorrad {s}', '{s} Motorsport', 'Zweirad {s}', 'Bikecenter {t}'];

export const DEALER_COUNTRIES: readonly DealerCountry[] = [
  {
    country: 'AT',
    dealers: 6,
    callingCode: '+43',
    streetStyle: 'numberAfter',
    streets: ['Hauptstraße', 'Industriestraße', 'Salzburger Straße', 'Gewerbestraße', 'Linzer Straße'],
    namePatterns: GERMAN_NAMES,
    surnames: ['Huber', 'Gruber', 'Bauer', 'Wagner', 'Steiner', 'Hofer', 'Berger', 'Pichler'],
    towns: [
      'Wien;1100;48.2082;16.3738',
      'Salzburg;5020;47.8095;13.0550',
      'Graz;8020;47.0707;15.4395',
      'Linz;4020;48.3069;14.2858',
      'Innsbruck;6020;47.2692;11.4041',
      'Mattighofen;5230;48.1050;13.1500',
    ],
  },
  {
    country: 'DE',
    dealers: 8,
    callingCode: '+49',
    streetStyle: 'numberAfter',
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Gewerbering', 'Max-Planck-Straße'],
    namePatterns: GERMAN_NAMES,
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Koch'],
    towns: [
      'München;80331;48.1351;11.5820',
      'Berlin;10115;52.5200;13.4050',
      'Hamburg;20095;53.5511;9.9937',
      'Köln;50667;50.9375;6.9603',
      'Stuttgart;70173;48.7758;9.1829',
      'Dresden;01067;51.0504;13.7373',
      'Frankfurt am Main;60311;50.1109;8.6821',
    ],
  },
  {
    country: 'CH',
    dealers: 4,
    callingCode: '+41',
    streetStyle: 'numberAfter',
    streets: ['Bahnhofstrasse', 'Industriestrasse', 'Hauptstrasse', 'Zürcherstrasse'],
    namePatterns: ['Motos {s}', '{s} Motorsport AG', 'Töff {s}'],
    surnames: ['Meier', 'Keller', 'Brunner', 'Baumann', 'Frei'],
    towns: [
      'Zürich;8001;47.3769;8.5417',
      'Bern;3011;46.9480;7.4474',
      'Genève;1201;46.2044;6.1432',
      'Lugano;6900;46.0037;8.9511',
    ],
  },
  {
    country: 'FR',
    dealers: 6,
    callingCode: '+33',
    streetStyle: 'numberBefore',
    streets: [
      'rue de la République',
      'avenue Jean Jaurès',
      'boulevard Gambetta',
      'route de Lyon',
      'rue Victor Hugo',
    ],
    namePatterns: ['Moto {s}', '{s} Motos', 'Espace Moto {t}'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Laurent', 'Moreau', 'Lefèvre'],
    towns: [
      'Paris;75011;48.8566;2.3522',
      'Lyon;69003;45.7640;4.8357',
      'Marseille;13008;43.2965;5.3698',
      'Toulouse;31000;43.6047;1.4442',
      'Bordeaux;33000;44.8378;-0.5792',
      'Nantes;44000;47.2184;-1.5536',
    ],
  },
  {
    country: 'BE',
    dealers: 3,
    callingCode: '+32',
    streetStyle: 'numberBefore',
    streets: ['rue de la Station', 'chaussée de Louvain', 'avenue Louise'],
    namePatterns: ['Moto {s}', '{s} Motors'],
    surnames: ['Peeters', 'Janssens', 'Dupont', 'Lambert'],
    towns: ['Bruxelles;1000;50.8503;4.3517', 'Liège;4000;50.6326;5.5797', 'Namur;5000;50.4674;4.8719'],
  },
  {
    country: 'NL',
    dealers: 3,
    callingCode: '+31',
    streetStyle: 'numberAfter',
    streets: ['Industrieweg', 'Stationsweg', 'Kerkstraat'],
    namePatterns: ['Motoren {s}', '{s} Motorsport'],
    surnames: ['de Vries', 'Jansen', 'Bakker', 'Visser'],
    towns: [
      'Amsterdam;1012 AB;52.3676;4.9041',
      'Rotterdam;3011 AD;51.9244;4.4777',
      'Utrecht;3511 AB;52.0907;5.1214',
    ],
  },
  {
    country: 'LU',
    dealers: 1,
    callingCode: '+352',
    streetStyle: 'numberBefore',
    streets: ['route d’Esch', 'rue de Hollerich'],
    namePatterns: ['Moto {s}'],
    surnames: ['Schmit', 'Weber'],
    towns: ['Luxembourg;L-1611;49.6116;6.1319'],
  },
  {
    country: 'ES',
    dealers: 5,
    callingCode: '+34',
    streetStyle: 'numberAfterComma',
    streets: ['Calle de Alcalá', 'Avenida Diagonal', 'Calle Mayor', 'Avenida de la Constitución'],
    namePatterns: ['Motos {s}', '{s} Racing', 'Moto Center {t}'],
    surnames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez'],
    towns: [
      'Madrid;28001;40.4168;-3.7038',
      'Barcelona;08001;41.3874;2.1686',
      'Valencia;46001;39.4699;-0.3763',
      'Sevilla;41001;37.3891;-5.9845',
      'Bilbao;48001;43.2630;-2.9350',
    ],
  },
  {
    country: 'IT',
    dealers: 6,
    callingCode: '+39',
    streetStyle: 'numberAfter',
    streets: ['Via Roma', 'Via Emilia', 'Corso Italia', 'Viale Monza', 'Via Garibaldi'],
    namePatterns: ['Moto {s}', '{s} Motori', '{s} Racing'],
    surnames: ['Rossi', 'Bianchi', 'Ferrari', 'Romano', 'Colombo', 'Ricci'],
    towns: [
      'Milano;20121;45.4642;9.1900',
      'Roma;00184;41.9028;12.4964',
      'Bologna;40121;44.4949;11.3426',
      'Torino;10121;45.0703;7.6869',
      'Napoli;80133;40.8518;14.2681',
      'Verona;37121;45.4384;10.9916',
    ],
  },
  {
    country: 'PT',
    dealers: 2,
    callingCode: '+351',
    streetStyle: 'numberAfterComma',
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina'],
    namePatterns: ['Motos {s}', '{s} Motorizadas'],
    surnames: ['Silva', 'Santos', 'Ferreira'],
    towns: ['Lisboa;1100-148;38.7223;-9.1393', 'Porto;4000-322;41.1579;-8.6291'],
  },
  {
    country: 'IE',
    dealers: 2,
    callingCode: '+353',
    streetStyle: 'numberBefore',
    streets: ['Main Street', 'Naas Road', 'Douglas Road'],
    namePatterns: ['{s} Motorcycles', '{t} Motorcycle Centre'],
    surnames: ['Murphy', 'Kelly', 'O’Brien'],
    towns: ['Dublin;D02 X285;53.3498;-6.2603', 'Cork;T12 RX2H;51.8985;-8.4756'],
  },
  {
    country: 'GB',
    dealers: 6,
    callingCode: '+44',
    streetStyle: 'numberBefore',
    streets: ['High Street', 'Station Road', 'London Road', 'Church Lane', 'Victoria Road'],
    namePatterns: ['{s} Motorcycles', '{t} Motorcycle Centre', '{s} Off-Road'],
    surnames: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker'],
    towns: [
      'London;SE1 7PB;51.5074;-0.1278',
      'Manchester;M1 1AE;53.4808;-2.2426',
      'Birmingham;B1 1BB;52.4862;-1.8904',
      'Bristol;BS1 4DJ;51.4545;-2.5879',
      'Edinburgh;EH1 1YZ;55.9533;-3.1883',
      'Leeds;LS1 4AP;53.8008;-1.5491',
    ],
  },
  {
    country: 'SE',
    dealers: 3,
    callingCode: '+46',
    streetStyle: 'numberAfter',
    streets: ['Drottninggatan', 'Industrivägen', 'Storgatan'],
    namePatterns: ['{s} MC', 'MC-Center {t}'],
    surnames: ['Andersson', 'Johansson', 'Lindqvist'],
    towns: [
      'Stockholm;111 20;59.3293;18.0686',
      'Göteborg;411 03;57.7089;11.9746',
      'Malmö;211 20;55.6050;13.0038',
    ],
  },
  {
    country: 'US',
    dealers: 8,
    callingCode: '+1',
    streetStyle: 'numberBefore',
    streets: ['Main Street', 'Industrial Parkway', 'Commerce Drive', 'Oak Avenue', 'Lakeshore Boulevard'],
    namePatterns: ['{s} Powersports', '{t} Motorsports', '{s} Moto'],
    surnames: ['Johnson', 'Williams', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Martinez'],
    towns: [
      'Los Angeles;90012;34.0522;-118.2437',
      'Dallas;75201;32.7767;-96.7970',
      'Denver;80202;39.7392;-104.9903',
      'Orlando;32801;28.5383;-81.3792',
      'Murrieta;92562;33.5539;-117.2139',
      'Chicago;60601;41.8781;-87.6298',
      'Phoenix;85004;33.4484;-112.0740',
      'Atlanta;30303;33.7490;-84.3880',
    ],
  },
  {
    country: 'JP',
    dealers: 3,
    callingCode: '+81',
    streetStyle: 'block',
    streets: ['Shiba', 'Umeda', 'Sakae'],
    streetsByTown: true,
    namePatterns: ['{s} Motors', 'Moto Garage {t}'],
    surnames: ['Tanaka', 'Sato', 'Takahashi', 'Watanabe'],
    towns: [
      'Tokyo;105-0011;35.6762;139.6503',
      'Osaka;530-0001;34.6937;135.5023',
      'Nagoya;460-0008;35.1815;136.9066',
    ],
  },
  {
    country: 'AU',
    dealers: 4,
    callingCode: '+61',
    streetStyle: 'numberBefore',
    streets: ['Parramatta Road', 'Sydney Road', 'Ipswich Road', 'Great Eastern Highway'],
    streetsByTown: true,
    namePatterns: ['{s} Motorcycles', '{t} Motorcycle Centre'],
    surnames: ['Smith', 'Jones', 'Williams', 'Brown'],
    towns: [
      'Sydney;2000;-33.8688;151.2093',
      'Melbourne;3000;-37.8136;144.9631',
      'Brisbane;4000;-27.4698;153.0251',
      'Perth;6000;-31.9505;115.8605',
    ],
  },
];

/** Countries where the first KTM dealer also sells and services the X-Bow. */
export const XBOW_DEALER_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'DE',
  'CH',
  'FR',
  'IT',
  'GB',
  'US',
  'JP',
]);
