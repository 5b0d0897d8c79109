/**
 * Two people as the calculator forms send them, shared by the functions' unit tests and their
 * end-to-end run through wrangler: Anna with a full birth moment and place, Oliver with a birth
 * date only (no time, no city), so each call covers both kinds of chart.
 */
export const ANNA = {
  name: 'Anna',
  birthDate: '1992-07-08',
  birthTime: '09:15',
  birthCity: 'Riga, Latvia',
  zodiacSign: 'Cancer',
  gender: 'female',
};

export const OLIVER = {
  name: 'Oliver',
  birthDate: '1990-12-01',
  birthTime: '',
  birthCity: '',
  zodiacSign: 'Sagittarius',
  gender: 'male',
};
