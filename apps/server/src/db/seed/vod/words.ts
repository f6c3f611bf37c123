// Invented material for the demo catalogue: every title, person, place and network here is made
// up. Lists are long enough that 100,000 titles stay varied.

// prettier-ignore
export const FIRST_NAMES = [
  'Ava', 'Marcus', 'Delia', 'Tomas', 'Priya', 'Owen', 'Lena', 'Rafael', 'Imani', 'Jonah', 'Mira', 'Caleb',
  'Nadia', 'Felix', 'Rosa', 'Elliot', 'Hana', 'Dmitri', 'Greta', 'Malik', 'Sofia', 'Theo', 'Yara', 'Quinn',
  'Beatriz', 'Silas', 'Noor', 'August', 'Camille', 'Desmond', 'Esther', 'Gideon', 'Harper', 'Ignacio', 'Juno',
  'Kofi', 'Lucia', 'Mateo', 'Nell', 'Oren', 'Paloma', 'Ronan', 'Saoirse', 'Tobias', 'Uma', 'Vera', 'Wendell',
  'Ximena', 'Yusuf', 'Zora', 'Anders', 'Bianca', 'Cyrus', 'Dalia', 'Emeric', 'Fiona', 'Gus', 'Hollis', 'Iris',
  'Jasper', 'Kira', 'Leon', 'Margot', 'Nico', 'Odette', 'Pilar', 'Reuben', 'Selma', 'Tariq', 'Ursula', 'Vikram',
  'Willa', 'Xavier', 'Yvette', 'Zane', 'Adele', 'Bruno', 'Clara', 'Dario', 'Elsa', 'Farid', 'Gemma', 'Hugo',
  'Ines', 'Joaquin', 'Katya', 'Lionel', 'Maeve', 'Nils', 'Olive', 'Pascal', 'Renata', 'Stellan', 'Thea',
  'Ulric', 'Valentina', 'Wes', 'Ada', 'Bram', 'Cora', 'Dov', 'Edie', 'Flynn', 'Gia', 'Hal', 'Ida', 'Jude',
  'Kai', 'Lila', 'Moss', 'Nina', 'Otis', 'Pia', 'Rex', 'Sage', 'Tess', 'Ugo', 'Vivi', 'Wyn', 'Arlo',
];

// prettier-ignore
export const LAST_NAMES = [
  'Lindqvist', 'Okafor', 'Marchetti', 'Haldane', 'Varga', 'Castellanos', 'Whitcombe', 'Nakamura', 'Brennan',
  'Osei', 'Delacroix', 'Petrova', 'Abernathy', 'Quintero', 'Falk', 'Moreau', 'Achterberg', 'Szabo', 'Ravel',
  'Thackeray', 'Ibarra', 'Kowalczyk', 'Mbeki', 'Sorensen', 'Albright', 'Ferreira', 'Galloway', 'Hargreave',
  'Iwasaki', 'Jovanovic', 'Kerrigan', 'Lacroix', 'Montague', 'Nyberg', 'Oduya', 'Pembroke', 'Quill', 'Rourke',
  'Salgado', 'Tremblay', 'Ueda', 'Vance', 'Wexler', 'Yilmaz', 'Zeller', 'Ashdown', 'Bellweather', 'Corvin',
  'Dunmore', 'Ellery', 'Fairbanks', 'Greaves', 'Holloway', 'Ingram', 'Jessup', 'Kinsella', 'Ludlow', 'Maddox',
  'Northcott', 'Orsini', 'Prescott', 'Radcliffe', 'Stroud', 'Talbot', 'Underwood', 'Vickers', 'Winslow',
  'Yardley', 'Amadi', 'Bergstrom', 'Cavanagh', 'Dhillon', 'Esposito', 'Fontaine', 'Guerrero', 'Halvorsen',
  'Ishikawa', 'Jaramillo', 'Keane', 'Lucero', 'Mirza', 'Novak', 'Oyelaran', 'Pacheco', 'Rasmussen', 'Sato',
  'Tanaka', 'Umarov', 'Valdez', 'Whitlock', 'Xu', 'Yoon', 'Zamora', 'Aldana', 'Brandt', 'Cruickshank', 'Dorsey',
  'Eckhart', 'Flores', 'Gallagher', 'Hendricks', 'Iversen', 'Jansen', 'Kaplan', 'Lachance', 'Mendoza', 'Nadeau',
  'Olsen', 'Pruitt', 'Reyes', 'Stavros', 'Thornbury', 'Vasquez', 'Wolcott', 'Zielinski', 'Arkwright', 'Boateng',
  'Calloway', 'Drummond', 'Eastwick', 'Fenwick', 'Gutierrez', 'Hawthorne', 'Ivanova', 'Juarez', 'Kimura',
];

// prettier-ignore
export const ADJECTIVES = [
  'Silent', 'Broken', 'Golden', 'Hidden', 'Last', 'Midnight', 'Crimson', 'Quiet', 'Wild', 'Burning', 'Frozen',
  'Restless', 'Hollow', 'Lonely', 'Bright', 'Distant', 'Electric', 'Fading', 'Forgotten', 'Gentle', 'Hungry',
  'Iron', 'Lucky', 'Northern', 'Paper', 'Reckless', 'Secret', 'Shattered', 'Silver', 'Stolen', 'Sudden',
  'Tangled', 'Velvet', 'Wandering', 'Winter', 'Amber', 'Borrowed', 'Crooked', 'Dark', 'Endless', 'Fearless',
  'Glass', 'Heavy', 'Invisible', 'Jagged', 'Kind', 'Little', 'Marble', 'Narrow', 'Open', 'Painted', 'Rising',
  'Salt', 'Tender', 'Unfinished', 'Vanishing', 'Wicked', 'Young', 'Blue', 'Cold', 'Deep', 'Empty', 'Falling',
  'Green', 'High', 'Long', 'Lost', 'New', 'Old', 'Red', 'Second', 'Small', 'Strange', 'True', 'White',
];

// prettier-ignore
export const NOUNS = [
  'Harbor', 'Compass', 'Garden', 'Signal', 'Orchard', 'Lantern', 'Tide', 'Frontier', 'Echo', 'Crossing',
  'Kingdom', 'Letter', 'Mirror', 'Promise', 'River', 'Season', 'Shadow', 'Summer', 'Storm', 'Thread',
  'Bridge', 'Canyon', 'Circus', 'Diner', 'Engine', 'Ferry', 'Ghost', 'Highway', 'Island', 'Jury', 'Key',
  'Lighthouse', 'Machine', 'Night', 'Ocean', 'Passage', 'Queen', 'Road', 'Saint', 'Tower', 'Valley', 'Window',
  'Alibi', 'Ballad', 'Cipher', 'Debt', 'Empire', 'Fortune', 'Gambit', 'Heist', 'Inheritance', 'Journey',
  'Keeper', 'Legacy', 'Motel', 'Nocturne', 'Outpost', 'Prophecy', 'Ransom', 'Sanctuary', 'Trail', 'Undertow',
  'Verdict', 'Wager', 'Atlas', 'Borderland', 'Carnival', 'Dynasty', 'Exile', 'Fever', 'Gravity', 'Horizon',
  'Inferno', 'Jungle', 'Labyrinth', 'Mountain', 'Nomad', 'Odyssey', 'Pilgrim', 'Quarry', 'Rebel', 'Spark',
  'Tempest', 'Uprising', 'Voyage', 'Wildfire', 'Zenith', 'Blueprint', 'Chorus', 'Daybreak', 'Eclipse', 'Flight',
  'Glacier', 'Homecoming', 'Ivory', 'Jubilee', 'Kite', 'Lullaby', 'Meridian', 'Nest', 'Overture', 'Paradise',
];

// prettier-ignore
export const PLACES = [
  'Marrow Creek', 'Port Halcyon', 'Elm Hollow', 'Cedar Falls', 'Saltmarsh', 'Ravenwood', 'Copper Ridge',
  'Larkspur', 'Dunmore Bay', 'Fenwick Point', 'Glimmer Lake', 'Harrow Heights', 'Iris Valley', 'Juniper Flats',
  'Kestrel Island', 'Lowland Grove', 'Maple Crossing', 'North Quay', 'Oakmere', 'Pine Barrow', 'Quarry Row',
  'Redhaven', 'Stillwater', 'Thornfield', 'Upper Vale', 'Violet Springs', 'Westbrook', 'Yarrow Glen',
  'Ashford', 'Briar Cove', 'Cobalt City', 'Drift Harbor', 'Ember Flats', 'Foxglove', 'Granite Peak',
  'Heron Bay', 'Ironside', 'Jasper Coast', 'Kingsreach', 'Lantern Row', 'Mistral', 'Nightingale Wharf',
];

// prettier-ignore
export const EPISODE_NOUNS = [
  'Arrival', 'Confession', 'Departure', 'Reunion', 'Storm Warning', 'The Offer', 'Night Shift', 'Old Friends',
  'The Vote', 'First Snow', 'Blackout', 'The Audition', 'Open House', 'Low Tide', 'The Wedding', 'Closing Time',
  'Lost and Found', 'The Inspection', 'Crossroads', 'Homecoming', 'The Long Weekend', 'Second Chances',
  'The Recipe', 'Family Dinner', 'The Interview', 'Moving Day', 'Fault Lines', 'The Tournament', 'Heatwave',
  'The Stranger', 'Full Circle', 'Deadline', 'The Rescue', 'Fresh Start', 'The Launch', 'Checkmate',
];

// prettier-ignore
export const DESCRIPTION_OPENERS = [
  'A retired detective', 'Two estranged sisters', 'A young chef', 'A small-town mayor', 'A rookie pilot',
  'An unlikely pair of thieves', 'A widowed lighthouse keeper', 'A traveling musician', 'A teenage inventor',
  'A disgraced surgeon', 'A family of farmers', 'A stubborn lawyer', 'A marine biologist', 'A night-shift nurse',
  'A struggling bookshop owner', 'A former boxer', 'A crew of astronauts', 'A schoolteacher', 'A park ranger',
];
// prettier-ignore
export const DESCRIPTION_GOALS = [
  'uncovers a secret buried for decades', 'must win back the town\'s trust', 'races to save the family business',
  'sets out to find a missing friend', 'faces an impossible choice', 'is drawn into a dangerous game',
  'tries to put the past to rest', 'gets one last shot at glory', 'stumbles onto a conspiracy',
  'learns what home really means', 'plans the perfect escape', 'has one summer to change everything',
];
// prettier-ignore
export const DESCRIPTION_SETTINGS = [
  'in a town where everyone has something to hide.', 'before the storm reaches the coast.',
  'as an old rivalry flares up again.', 'with the clock running out.', 'far from everything they know.',
  'while the whole city watches.', 'in the last days of summer.', 'against the advice of everyone around them.',
];

/** Movie genres; each gets a menu under Movies. */
// prettier-ignore
export const MOVIE_GENRES = [
  'Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Documentary', 'Drama', 'Family', 'Fantasy', 'Horror',
  'Music', 'Mystery', 'Romance', 'Sci-Fi', 'Thriller', 'Western',
];
/** Series genres. */
// prettier-ignore
export const SERIES_GENRES = [
  'Drama', 'Comedy', 'Reality', 'Documentary', 'Kids', 'Crime', 'Sci-Fi', 'Cooking', 'Home and Garden', 'Travel', 'Sports',
];

/** Invented networks: name, callsign (4 letters) and the logo's CSS class. */
export const NETWORKS = [
  { name: 'Northstar', callsign: 'NSTR' },
  { name: 'Bluepeak TV', callsign: 'BLPK' },
  { name: 'Harbor Channel', callsign: 'HRBR' },
  { name: 'Crescent Network', callsign: 'CRSN' },
  { name: 'Summit Kids', callsign: 'SMKD' },
  { name: 'Lantern HD', callsign: 'LNTN' },
  { name: 'Redline Sports', callsign: 'RDLN' },
  { name: 'Vista Living', callsign: 'VSTL' },
] as const;

/** Series qualifiers (seed 001 §3 Series "qualifiers"). */
export const QUALIFIERS = ['HDTV', 'CC', 'Stereo', 'DD 5.1', 'SAP'] as const;
