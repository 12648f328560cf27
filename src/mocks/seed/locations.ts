// Country, state and city options. Country names are localised; state and city names are official
// names and identical in every language, so a profile's city matches the options in any language.
import type { City, Country, CountryLocations, CountryModel, Lang, State } from './types.ts';

interface CountrySeed {
  id: string;
  names: Record<Lang, string>;
  model: CountryModel;
}

const COUNTRY_SEEDS: readonly CountrySeed[] = [
  { id: 'BR', names: { pt: 'Brasil', en: 'Brazil', es: 'Brasil' }, model: 'states-cities' },
  { id: 'US', names: { pt: 'Estados Unidos', en: 'United States', es: 'Estados Unidos' }, model: 'states-cities' },
  { id: 'PT', names: { pt: 'Portugal', en: 'Portugal', es: 'Portugal' }, model: 'cities' },
  { id: 'ES', names: { pt: 'Espanha', en: 'Spain', es: 'España' }, model: 'cities' },
  { id: 'AO', names: { pt: 'Angola', en: 'Angola', es: 'Angola' }, model: 'cities' },
];

/** "abbrev|State name|City, City, ..." */
const BR_STATES = `AC|Acre|Rio Branco, Cruzeiro do Sul
AL|Alagoas|Maceió, Arapiraca
AP|Amapá|Macapá, Santana
AM|Amazonas|Manaus, Parintins
BA|Bahia|Salvador, Feira de Santana, Vitória da Conquista, Porto Seguro
CE|Ceará|Fortaleza, Juazeiro do Norte, Sobral
DF|Distrito Federal|Brasília
ES|Espírito Santo|Vitória, Vila Velha, Serra
GO|Goiás|Goiânia, Anápolis, Aparecida de Goiânia
MA|Maranhão|São Luís, Imperatriz
MT|Mato Grosso|Cuiabá, Várzea Grande, Rondonópolis
MS|Mato Grosso do Sul|Campo Grande, Dourados
MG|Minas Gerais|Belo Horizonte, Uberlândia, Juiz de Fora, Ouro Preto, Montes Claros
PA|Pará|Belém, Santarém, Marabá
PB|Paraíba|João Pessoa, Campina Grande
PR|Paraná|Curitiba, Londrina, Maringá, Foz do Iguaçu
PE|Pernambuco|Recife, Olinda, Caruaru, Petrolina
PI|Piauí|Teresina, Parnaíba
RJ|Rio de Janeiro|Rio de Janeiro, Niterói, Petrópolis, Armação dos Búzios
RN|Rio Grande do Norte|Natal, Mossoró
RS|Rio Grande do Sul|Porto Alegre, Caxias do Sul, Pelotas, Gramado
RO|Rondônia|Porto Velho, Ji-Paraná
RR|Roraima|Boa Vista
SC|Santa Catarina|Florianópolis, Blumenau, Joinville, Balneário Camboriú
SP|São Paulo|São Paulo, Campinas, Santos, Ribeirão Preto, São José dos Campos, Sorocaba
SE|Sergipe|Aracaju, Lagarto
TO|Tocantins|Palmas, Araguaína`;

const US_STATES = `CA|California|Los Angeles, San Francisco, San Diego, San Jose, Sacramento
CO|Colorado|Denver, Boulder
FL|Florida|Miami, Orlando, Tampa, Jacksonville
GA|Georgia|Atlanta, Savannah
IL|Illinois|Chicago, Springfield
MA|Massachusetts|Boston, Cambridge
NJ|New Jersey|Newark, Jersey City
NY|New York|New York, Buffalo, Albany
TX|Texas|Austin, Houston, Dallas, San Antonio
WA|Washington|Seattle, Spokane`;

const CITIES_ONLY: Record<string, string> = {
  PT: 'Lisboa, Porto, Coimbra, Braga, Faro, Aveiro, Funchal, Évora, Setúbal, Viseu',
  ES: 'Madrid, Barcelona, Valencia, Sevilla, Málaga, Bilbao, Zaragoza, Granada, Salamanca',
  AO: 'Luanda, Benguela, Huambo, Lubango, Lobito',
};

const cities = (list: string): City[] => list.split(', ').map((name) => ({ name }));

function parseStates(table: string): State[] {
  return table.split('\n').map((line) => {
    const [abbrev = '', name = '', list = ''] = line.split('|');
    return { name, abbrev, cities: cities(list) };
  });
}

const STATES: Record<string, State[]> = { BR: parseStates(BR_STATES), US: parseStates(US_STATES) };

/** Path of the locations call, exactly what Country.url holds. */
export function locationsPath(countryId: string, lang: Lang): string {
  return `/countries/${countryId}/locations/types/${lang}`;
}

function countriesFor(lang: Lang): Country[] {
  return COUNTRY_SEEDS.map((c) => ({ id: c.id, name: c.names[lang], model: c.model, url: locationsPath(c.id, lang) }));
}

/** GET /countries/types/{lang} answers. */
export const countriesByLang: Record<Lang, Country[]> = {
  pt: countriesFor('pt'),
  en: countriesFor('en'),
  es: countriesFor('es'),
};

/** GET /countries/{id}/locations/types/{lang} answers by country id (same in every language). */
export const locationsByCountry: Record<string, CountryLocations> = Object.fromEntries(
  COUNTRY_SEEDS.map((c) => {
    const entry: CountryLocations =
      c.model === 'states-cities' ? { states: STATES[c.id] ?? [] } : { cities: cities(CITIES_ONLY[c.id] ?? '') };
    return [c.id, entry];
  }),
);

/** Localised country name, for building a profile's display location. */
export function countryName(countryId: string, lang: Lang = 'pt'): string {
  return COUNTRY_SEEDS.find((c) => c.id === countryId)?.names[lang] ?? countryId;
}
