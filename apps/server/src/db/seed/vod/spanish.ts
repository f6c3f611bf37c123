import { NETWORKS } from './words.ts';

/** Every genre of the demo catalogue in Spanish (generate.test.ts checks none is missing). */
const GENRES_ES: Record<string, string> = {
  Action: 'Acción',
  Adventure: 'Aventura',
  Animation: 'Animación',
  Comedy: 'Comedia',
  Cooking: 'Cocina',
  Crime: 'Crimen',
  Documentary: 'Documental',
  Drama: 'Drama',
  Family: 'Familia',
  Fantasy: 'Fantasía',
  'Home and Garden': 'Hogar y jardín',
  Horror: 'Terror',
  Kids: 'Niños',
  Music: 'Música',
  Mystery: 'Misterio',
  Reality: 'Reality',
  Romance: 'Romance',
  'Sci-Fi': 'Ciencia ficción',
  Sports: 'Deportes',
  Thriller: 'Suspenso',
  Travel: 'Viajes',
  Western: 'Western',
};

/** The fixed menus' and the ribbons' captions in Spanish (menus.ts, shelves.ts). */
const CAPTIONS_ES: Record<string, string> = {
  Movies: 'Películas',
  'TV Shows': 'Series de TV',
  Kids: 'Niños',
  Adult: 'Adultos',
  'New Releases': 'Estrenos',
  'Free Movies': 'Películas gratis',
  'Movies A-Z': 'Películas de la A a la Z',
  'After Hours': 'Trasnoche',
  Collections: 'Colecciones',
  'Popular Movies': 'Películas populares',
  'Just Added': 'Recién agregados',
  'Binge-Worthy Series': 'Series para maratonear',
  'Last Chance': 'Última oportunidad',
  'Kids and Family': 'Niños y familia',
};

/**
 * The demo catalogue's names in Spanish, by their English name (Catalogue.spanish): captions,
 * genres and the "On {network}" ribbons. Networks, letter groups and titles keep their names.
 */
export function spanishNames(): Record<string, string> {
  const onNetwork = Object.fromEntries(NETWORKS.map((n) => [`On ${n.name}`, `En ${n.name}`]));
  return { ...GENRES_ES, ...CAPTIONS_ES, ...onNetwork };
}
