/**
 * The sandbox's offline address data set for place autocomplete: real street names and postal codes of 24 cities
 * in six countries, combined deterministically into several hundred addresses (same list on every run, so tests
 * and stories can rely on them). The streets exist; the house-number/postal-code pairings are plausible, not
 * surveyed.
 */
import type { Address } from '../../schemas/forms.js';

interface City {
  name: string;
  /** State / province / region as the country's addresses write it (US/CA abbreviations). */
  region: string;
  postalCodes: readonly string[];
  streets: readonly string[];
}

interface CountryData {
  code: 'US' | 'GB' | 'ES' | 'DE' | 'FR' | 'CA';
  name: string;
  /** House number before the street (`12 Main St`) or after it (`Hauptstraße 12`). */
  numberFirst: boolean;
  cities: readonly City[];
}

export const ADDRESS_COUNTRIES: readonly CountryData[] = [
  {
    code: 'US',
    name: 'USA',
    numberFirst: true,
    cities: [
      {
        name: 'San Francisco',
        region: 'CA',
        postalCodes: ['94103', '94105', '94110', '94117'],
        streets: [
          'Market Street',
          'Mission Street',
          'Valencia Street',
          'Haight Street',
          'Castro Street',
          'Folsom Street',
          'Howard Street',
          'Divisadero Street',
          'Irving Street',
          'Lombard Street',
          'Geary Boulevard',
          'Fillmore Street',
        ],
      },
      {
        name: 'New York',
        region: 'NY',
        postalCodes: ['10001', '10011', '10012', '10128'],
        streets: [
          'Broadway',
          'Fifth Avenue',
          'Lexington Avenue',
          'Madison Avenue',
          'Park Avenue',
          'Amsterdam Avenue',
          'Columbus Avenue',
          'Bleecker Street',
          'Houston Street',
          'Canal Street',
          'West 23rd Street',
          'East 86th Street',
        ],
      },
      {
        name: 'Chicago',
        region: 'IL',
        postalCodes: ['60601', '60607', '60614', '60622'],
        streets: [
          'Michigan Avenue',
          'State Street',
          'Wacker Drive',
          'Clark Street',
          'Halsted Street',
          'Milwaukee Avenue',
          'Division Street',
          'Lincoln Avenue',
          'Randolph Street',
          'Damen Avenue',
          'Ashland Avenue',
          'Armitage Avenue',
        ],
      },
      {
        name: 'Austin',
        region: 'TX',
        postalCodes: ['78701', '78702', '78704', '78751'],
        streets: [
          'Congress Avenue',
          'Lamar Boulevard',
          'South 1st Street',
          'Guadalupe Street',
          'East 6th Street',
          'Barton Springs Road',
          'Burnet Road',
          'Cesar Chavez Street',
          'Red River Street',
          'Manor Road',
          'Airport Boulevard',
          'Oltorf Street',
        ],
      },
    ],
  },
  {
    code: 'GB',
    name: 'UK',
    numberFirst: true,
    cities: [
      {
        name: 'London',
        region: 'England',
        postalCodes: ['NW1 6XE', 'WC2N 5DU', 'EC1V 9HX', 'SE1 7PB'],
        streets: [
          'Baker Street',
          'Oxford Street',
          'Regent Street',
          'Tottenham Court Road',
          'Euston Road',
          "King's Road",
          'Upper Street',
          'Old Street',
          'Borough High Street',
          'Marylebone High Street',
          'Camden High Street',
          'Brick Lane',
        ],
      },
      {
        name: 'Manchester',
        region: 'England',
        postalCodes: ['M1 1AD', 'M2 5DB', 'M4 1HN', 'M15 4FN'],
        streets: [
          'Deansgate',
          'Oxford Road',
          'Market Street',
          'Portland Street',
          'Oldham Street',
          'Piccadilly',
          'Whitworth Street',
          'Quay Street',
          'Wilmslow Road',
          'Stockport Road',
          'Chapel Street',
          'Thomas Street',
        ],
      },
      {
        name: 'Edinburgh',
        region: 'Scotland',
        postalCodes: ['EH1 1YZ', 'EH2 2BY', 'EH3 9AA', 'EH8 9YL'],
        streets: [
          'Princes Street',
          'George Street',
          'Royal Mile',
          'Leith Walk',
          'Queen Street',
          'Rose Street',
          'Grassmarket',
          'Lothian Road',
          'Nicolson Street',
          'Dalry Road',
          'Morningside Road',
          'Broughton Street',
        ],
      },
      {
        name: 'Bristol',
        region: 'England',
        postalCodes: ['BS1 4DJ', 'BS1 5TR', 'BS2 8QA', 'BS8 1TH'],
        streets: [
          'Park Street',
          'Corn Street',
          'Gloucester Road',
          'Whiteladies Road',
          'Stokes Croft',
          'North Street',
          'Queens Road',
          'Baldwin Street',
          'Victoria Street',
          'Cheltenham Road',
          'Broad Street',
          'Redcliff Hill',
        ],
      },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    numberFirst: false,
    cities: [
      {
        name: 'Madrid',
        region: 'Madrid',
        postalCodes: ['28013', '28014', '28004', '28001'],
        streets: [
          'Calle de Alcalá',
          'Gran Vía',
          'Calle Mayor',
          'Paseo de la Castellana',
          'Calle de Serrano',
          'Calle de Fuencarral',
          'Calle de Atocha',
          'Calle de Toledo',
          'Calle de Goya',
          'Paseo del Prado',
          'Calle de Hortaleza',
          'Calle de Velázquez',
        ],
      },
      {
        name: 'Barcelona',
        region: 'Barcelona',
        postalCodes: ['08001', '08002', '08007', '08008'],
        streets: [
          'Passeig de Gràcia',
          'La Rambla',
          'Carrer de Balmes',
          'Avinguda Diagonal',
          'Carrer de Mallorca',
          "Carrer d'Aragó",
          'Gran Via de les Corts Catalanes',
          'Carrer de Pelai',
          'Carrer de Ferran',
          'Rambla de Catalunya',
          'Carrer de Provença',
          'Via Laietana',
        ],
      },
      {
        name: 'Valencia',
        region: 'Valencia',
        postalCodes: ['46002', '46004', '46001', '46010'],
        streets: [
          'Calle de Colón',
          'Avenida del Puerto',
          'Calle de la Paz',
          'Gran Vía Marqués del Turia',
          'Calle de San Vicente Mártir',
          'Avenida de Blasco Ibáñez',
          'Calle de Russafa',
          'Calle de Xàtiva',
          'Calle del Doctor Sumsi',
          'Calle de Cirilo Amorós',
          'Calle de Sueca',
          'Avenida de Aragón',
        ],
      },
      {
        name: 'Sevilla',
        region: 'Sevilla',
        postalCodes: ['41001', '41004', '41002', '41011'],
        streets: [
          'Calle Sierpes',
          'Avenida de la Constitución',
          'Calle Tetuán',
          'Calle Betis',
          'Calle Feria',
          'Alameda de Hércules',
          'Calle San Jacinto',
          'Avenida de Menéndez Pelayo',
          'Calle Asunción',
          'Calle Regina',
          'Calle Cuna',
          'Calle Amor de Dios',
        ],
      },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    numberFirst: false,
    cities: [
      {
        name: 'Berlin',
        region: 'Berlin',
        postalCodes: ['10117', '10178', '10435', '10999'],
        streets: [
          'Friedrichstraße',
          'Unter den Linden',
          'Kurfürstendamm',
          'Torstraße',
          'Oranienstraße',
          'Kastanienallee',
          'Karl-Marx-Allee',
          'Schönhauser Allee',
          'Bergmannstraße',
          'Sonnenallee',
          'Invalidenstraße',
          'Prenzlauer Allee',
        ],
      },
      {
        name: 'München',
        region: 'Bayern',
        postalCodes: ['80331', '80333', '80469', '80802'],
        streets: [
          'Marienplatz',
          'Leopoldstraße',
          'Maximilianstraße',
          'Sendlinger Straße',
          'Kaufingerstraße',
          'Theresienstraße',
          'Schellingstraße',
          'Gärtnerplatz',
          'Rosenheimer Straße',
          'Lindwurmstraße',
          'Ludwigstraße',
          'Türkenstraße',
        ],
      },
      {
        name: 'Hamburg',
        region: 'Hamburg',
        postalCodes: ['20095', '20354', '20457', '22767'],
        streets: [
          'Jungfernstieg',
          'Mönckebergstraße',
          'Reeperbahn',
          'Große Elbstraße',
          'Schanzenstraße',
          'Osterstraße',
          'Eppendorfer Weg',
          'Spitalerstraße',
          'Colonnaden',
          'Lange Reihe',
          'Grindelallee',
          'Ottenser Hauptstraße',
        ],
      },
      {
        name: 'Köln',
        region: 'Nordrhein-Westfalen',
        postalCodes: ['50667', '50672', '50674', '50823'],
        streets: [
          'Hohe Straße',
          'Schildergasse',
          'Ehrenstraße',
          'Aachener Straße',
          'Venloer Straße',
          'Zülpicher Straße',
          'Severinstraße',
          'Neusser Straße',
          'Breite Straße',
          'Brüsseler Straße',
          'Luxemburger Straße',
          'Bonner Straße',
        ],
      },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    numberFirst: true,
    cities: [
      {
        name: 'Paris',
        region: 'Île-de-France',
        postalCodes: ['75001', '75004', '75011', '75006'],
        streets: [
          'Rue de Rivoli',
          'Avenue des Champs-Élysées',
          'Boulevard Saint-Germain',
          'Rue Oberkampf',
          'Rue de la Roquette',
          'Boulevard Haussmann',
          'Rue du Faubourg Saint-Antoine',
          'Rue Montorgueil',
          'Rue de Bretagne',
          "Avenue de l'Opéra",
          'Rue Mouffetard',
          'Boulevard Voltaire',
        ],
      },
      {
        name: 'Lyon',
        region: 'Auvergne-Rhône-Alpes',
        postalCodes: ['69001', '69002', '69003', '69007'],
        streets: [
          'Rue de la République',
          'Rue Victor Hugo',
          'Cours Lafayette',
          'Rue Mercière',
          'Quai Saint-Antoine',
          'Avenue Jean Jaurès',
          'Rue Garibaldi',
          'Cours Gambetta',
          'Rue de Marseille',
          'Rue du Président Édouard Herriot',
          'Montée de la Grande Côte',
          'Rue Paul Bert',
        ],
      },
      {
        name: 'Marseille',
        region: "Provence-Alpes-Côte d'Azur",
        postalCodes: ['13001', '13006', '13002', '13007'],
        streets: [
          'La Canebière',
          'Rue de Rome',
          'Rue Paradis',
          'Cours Julien',
          'Boulevard Longchamp',
          'Rue Saint-Ferréol',
          'Quai du Port',
          'Corniche Kennedy',
          'Rue de la République',
          'Boulevard Baille',
          'Rue Sainte',
          'Avenue du Prado',
        ],
      },
      {
        name: 'Bordeaux',
        region: 'Nouvelle-Aquitaine',
        postalCodes: ['33000', '33800', '33300', '33100'],
        streets: [
          'Rue Sainte-Catherine',
          "Cours de l'Intendance",
          'Quai des Chartrons',
          'Cours Victor Hugo',
          'Rue Notre-Dame',
          "Cours de l'Argonne",
          'Rue du Palais Gallien',
          'Cours Pasteur',
          'Rue Saint-James',
          'Place de la Bourse',
          "Cours d'Alsace-et-Lorraine",
          'Rue Fondaudège',
        ],
      },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    numberFirst: true,
    cities: [
      {
        name: 'Toronto',
        region: 'ON',
        postalCodes: ['M5H 2S6', 'M5V 2T6', 'M6J 1E6', 'M4Y 1H5'],
        streets: [
          'Bay Street',
          'Yonge Street',
          'Queen Street West',
          'King Street West',
          'Spadina Avenue',
          'Dundas Street West',
          'Bloor Street West',
          'College Street',
          'Ossington Avenue',
          'Church Street',
          'Front Street West',
          'Danforth Avenue',
        ],
      },
      {
        name: 'Montréal',
        region: 'QC',
        postalCodes: ['H2X 1Y4', 'H3B 4W8', 'H2T 1S6', 'H2J 2L2'],
        streets: [
          'Rue Sainte-Catherine Ouest',
          'Boulevard Saint-Laurent',
          'Rue Saint-Denis',
          'Avenue du Mont-Royal Est',
          'Rue Sherbrooke Ouest',
          'Avenue Laurier Ouest',
          'Rue Saint-Paul Ouest',
          'Rue Crescent',
          'Avenue du Parc',
          'Rue Peel',
          'Rue Notre-Dame Ouest',
          'Rue Rachel Est',
        ],
      },
      {
        name: 'Vancouver',
        region: 'BC',
        postalCodes: ['V6B 1A1', 'V6E 1M7', 'V5T 3J7', 'V6K 2G8'],
        streets: [
          'Granville Street',
          'Robson Street',
          'Main Street',
          'Commercial Drive',
          'West 4th Avenue',
          'Davie Street',
          'Hastings Street',
          'Cambie Street',
          'Denman Street',
          'Kingsway',
          'West Broadway',
          'Burrard Street',
        ],
      },
      {
        name: 'Calgary',
        region: 'AB',
        postalCodes: ['T2P 1J9', 'T2R 0A1', 'T2S 0J5', 'T3C 0K4'],
        streets: [
          'Stephen Avenue',
          '17 Avenue SW',
          '4 Street SW',
          'Kensington Road NW',
          'Macleod Trail',
          'Centre Street',
          '9 Avenue SE',
          'Edmonton Trail',
          'Crowchild Trail',
          'Memorial Drive',
          'Bow Trail',
          'Elbow Drive',
        ],
      },
    ],
  },
];

/** A small deterministic hash (FNV-1a), so house numbers look varied yet never change between runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface AddressEntry {
  placeId: string;
  address: Address;
}

/** Every address of the data set: two house numbers on each street of each city, in a stable order. */
export function buildAddresses(): AddressEntry[] {
  const out: AddressEntry[] = [];
  for (const country of ADDRESS_COUNTRIES) {
    country.cities.forEach((city, cityIndex) => {
      city.streets.forEach((street, streetIndex) => {
        const seed = hash(`${country.code}|${city.name}|${street}`);
        for (const number of [1 + (seed % 120), 121 + ((seed >>> 8) % 280)]) {
          const line1 = country.numberFirst ? `${number} ${street}` : `${street} ${number}`;
          const postalCode = city.postalCodes[(streetIndex + number) % city.postalCodes.length]!;
          out.push({
            placeId: `sbx_${country.code.toLowerCase()}_${cityIndex}_${streetIndex}_${number}`,
            address: {
              line1,
              city: city.name,
              region: city.region,
              postalCode,
              country: country.code,
              formatted: formatAddress(country, line1, city, postalCode),
            },
          });
        }
      });
    });
  }
  return out;
}

/** One line, as each country's post writes it. */
function formatAddress(country: CountryData, line1: string, city: City, postalCode: string): string {
  switch (country.code) {
    case 'US':
    case 'CA':
      return `${line1}, ${city.name}, ${city.region} ${postalCode}, ${country.name}`;
    case 'GB':
      return `${line1}, ${city.name} ${postalCode}, ${country.name}`;
    default:
      return `${line1}, ${postalCode} ${city.name}, ${country.name}`;
  }
}
