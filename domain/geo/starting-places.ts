type City = { name: string; shippingCost: number };
type State = { name: string; cities: City[] };
type Country = {
  name: string;
  iso2: string;
  iso3: string;
  phonecode: string;
  currency: string;
  currency_symbol: string;
  latitude: number;
  longitude: number;
  states: State[];
};

const st = (name: string, cities: [string, number][]): State => ({ name, cities: cities.map(([n, c]) => ({ name: n, shippingCost: c })) });

/** The places a new shop delivers to (checkout addresses need them): twelve countries with a few real regions and cities each; shippingCost in whole USD. */
export const STARTING_PLACES: Country[] = [
  {
    name: "United States",
    iso2: "US",
    iso3: "USA",
    phonecode: "1",
    currency: "USD",
    currency_symbol: "$",
    latitude: 38,
    longitude: -97,
    states: [
      st("California", [
        ["Los Angeles", 6],
        ["San Francisco", 6],
        ["San Diego", 7],
      ]),
      st("New York", [
        ["New York City", 5],
        ["Buffalo", 7],
      ]),
      st("Texas", [
        ["Austin", 6],
        ["Houston", 6],
        ["Dallas", 6],
      ]),
      st("Illinois", [
        ["Chicago", 5],
        ["Springfield", 8],
      ]),
    ],
  },
  {
    name: "Iran",
    iso2: "IR",
    iso3: "IRN",
    phonecode: "98",
    currency: "IRR",
    currency_symbol: "﷼",
    latitude: 32,
    longitude: 53,
    states: [
      st("Tehran", [
        ["Tehran", 3],
        ["Shahriar", 4],
      ]),
      st("Isfahan", [
        ["Isfahan", 4],
        ["Kashan", 5],
      ]),
      st("Fars", [
        ["Shiraz", 5],
        ["Marvdasht", 6],
      ]),
      st("East Azerbaijan", [
        ["Tabriz", 5],
        ["Maragheh", 6],
      ]),
    ],
  },
  {
    name: "Germany",
    iso2: "DE",
    iso3: "DEU",
    phonecode: "49",
    currency: "EUR",
    currency_symbol: "€",
    latitude: 51,
    longitude: 9,
    states: [
      st("Brandenburg", [
        ["Potsdam", 4],
        ["Cottbus", 5],
      ]),
      st("Bavaria", [
        ["Munich", 5],
        ["Nuremberg", 5],
      ]),
      st("Hesse", [
        ["Frankfurt am Main", 4],
        ["Wiesbaden", 5],
        ["Kassel", 5],
      ]),
      st("North Rhine-Westphalia", [
        ["Cologne", 5],
        ["Düsseldorf", 5],
        ["Dortmund", 5],
      ]),
    ],
  },
  {
    name: "United Kingdom",
    iso2: "GB",
    iso3: "GBR",
    phonecode: "44",
    currency: "GBP",
    currency_symbol: "£",
    latitude: 54,
    longitude: -2,
    states: [
      st("England", [
        ["London", 6],
        ["Manchester", 7],
        ["Bristol", 7],
      ]),
      st("Scotland", [
        ["Edinburgh", 9],
        ["Glasgow", 9],
      ]),
      st("Wales", [
        ["Cardiff", 8],
        ["Swansea", 9],
      ]),
    ],
  },
  {
    name: "France",
    iso2: "FR",
    iso3: "FRA",
    phonecode: "33",
    currency: "EUR",
    currency_symbol: "€",
    latitude: 46,
    longitude: 2,
    states: [
      st("Île-de-France", [
        ["Paris", 5],
        ["Versailles", 6],
      ]),
      st("Provence-Alpes-Côte d'Azur", [
        ["Marseille", 7],
        ["Nice", 7],
      ]),
      st("Auvergne-Rhône-Alpes", [
        ["Lyon", 6],
        ["Grenoble", 7],
      ]),
    ],
  },
  {
    name: "Canada",
    iso2: "CA",
    iso3: "CAN",
    phonecode: "1",
    currency: "CAD",
    currency_symbol: "$",
    latitude: 60,
    longitude: -95,
    states: [
      st("Ontario", [
        ["Toronto", 9],
        ["Ottawa", 10],
      ]),
      st("Quebec", [
        ["Montreal", 10],
        ["Quebec City", 11],
      ]),
      st("British Columbia", [
        ["Vancouver", 12],
        ["Victoria", 13],
      ]),
    ],
  },
  {
    name: "Turkey",
    iso2: "TR",
    iso3: "TUR",
    phonecode: "90",
    currency: "TRY",
    currency_symbol: "₺",
    latitude: 39,
    longitude: 35,
    states: [
      st("Bursa", [
        ["Bursa", 6],
        ["İnegöl", 7],
      ]),
      st("Ankara", [
        ["Ankara", 7],
        ["Polatlı", 8],
      ]),
      st("Izmir", [
        ["Izmir", 7],
        ["Çeşme", 8],
      ]),
      st("Antalya", [
        ["Antalya", 8],
        ["Alanya", 9],
      ]),
    ],
  },
  {
    name: "United Arab Emirates",
    iso2: "AE",
    iso3: "ARE",
    phonecode: "971",
    currency: "AED",
    currency_symbol: "د.إ",
    latitude: 24,
    longitude: 54,
    states: [
      st("Dubai", [
        ["Dubai", 8],
        ["Hatta", 10],
      ]),
      st("Abu Dhabi", [
        ["Abu Dhabi", 8],
        ["Al Ain", 9],
      ]),
      st("Sharjah", [
        ["Sharjah", 8],
        ["Khor Fakkan", 10],
        ["Kalba", 10],
      ]),
    ],
  },
  {
    name: "India",
    iso2: "IN",
    iso3: "IND",
    phonecode: "91",
    currency: "INR",
    currency_symbol: "₹",
    latitude: 20,
    longitude: 77,
    states: [
      st("Maharashtra", [
        ["Mumbai", 10],
        ["Pune", 11],
      ]),
      st("Karnataka", [
        ["Bengaluru", 11],
        ["Mysuru", 12],
      ]),
      st("Uttar Pradesh", [
        ["Lucknow", 11],
        ["Varanasi", 12],
        ["Agra", 11],
      ]),
      st("Tamil Nadu", [
        ["Chennai", 11],
        ["Coimbatore", 12],
      ]),
    ],
  },
  {
    name: "Japan",
    iso2: "JP",
    iso3: "JPN",
    phonecode: "81",
    currency: "JPY",
    currency_symbol: "¥",
    latitude: 36,
    longitude: 138,
    states: [
      st("Tokyo", [
        ["Tokyo", 14],
        ["Hachiōji", 14],
      ]),
      st("Osaka", [
        ["Osaka", 15],
        ["Sakai", 15],
      ]),
      st("Kyoto", [
        ["Kyoto", 15],
        ["Uji", 15],
      ]),
      st("Hokkaido", [
        ["Sapporo", 18],
        ["Hakodate", 19],
      ]),
    ],
  },
  {
    name: "Brazil",
    iso2: "BR",
    iso3: "BRA",
    phonecode: "55",
    currency: "BRL",
    currency_symbol: "R$",
    latitude: -10,
    longitude: -55,
    states: [
      st("São Paulo", [
        ["São Paulo", 16],
        ["Campinas", 17],
      ]),
      st("Rio de Janeiro", [
        ["Rio de Janeiro", 16],
        ["Niterói", 17],
      ]),
      st("Bahia", [
        ["Salvador", 19],
        ["Feira de Santana", 20],
      ]),
      st("Minas Gerais", [
        ["Belo Horizonte", 17],
        ["Uberlândia", 18],
      ]),
    ],
  },
  {
    name: "Australia",
    iso2: "AU",
    iso3: "AUS",
    phonecode: "61",
    currency: "AUD",
    currency_symbol: "$",
    latitude: -27,
    longitude: 133,
    states: [
      st("New South Wales", [
        ["Sydney", 20],
        ["Newcastle", 22],
      ]),
      st("Victoria", [
        ["Melbourne", 20],
        ["Geelong", 22],
      ]),
      st("Queensland", [
        ["Brisbane", 21],
        ["Gold Coast", 22],
      ]),
      st("Western Australia", [
        ["Perth", 24],
        ["Fremantle", 25],
      ]),
    ],
  },
];
