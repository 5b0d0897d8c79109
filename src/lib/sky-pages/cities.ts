/**
 * The major cities each eclipse page lists (docs/sky-pages.md#eclipses): spread over every
 * inhabited continent (the UK and Ireland's largest, for most of our readers), with the cities the central paths of 2026–2030 cross (Bilbao, Valencia,
 * Palma, Seville, Tangier, Luxor, Jeddah, Sydney, Dunedin). Coordinates and zones are the atlas's
 * (GeoNames, docs/places.md); a unit test holds them to it.
 */
import type { Place } from './local-eclipse';

export type WorldRegion = 'Europe' | 'Africa' | 'Asia' | 'Oceania' | 'North America' | 'South America';

export const WORLD_REGIONS: readonly WorldRegion[] = [
  'Europe',
  'Africa',
  'Asia',
  'Oceania',
  'North America',
  'South America',
];

export interface EclipseCity extends Place {
  name: string;
  country: string;
  region: WorldRegion;
  /** IANA zone: the table gives each city's times on its own clock too. */
  timezone: string;
}

const city = (
  name: string,
  country: string,
  region: WorldRegion,
  latitude: number,
  longitude: number,
  timezone: string,
): EclipseCity => ({ name, country, region, latitude, longitude, timezone });

export const ECLIPSE_CITIES: readonly EclipseCity[] = [
  city('Reykjavík', 'Iceland', 'Europe', 64.14, -21.9, 'Atlantic/Reykjavik'),
  city('London', 'United Kingdom', 'Europe', 51.51, -0.13, 'Europe/London'),
  city('Manchester', 'United Kingdom', 'Europe', 53.48, -2.24, 'Europe/London'),
  city('Cardiff', 'United Kingdom', 'Europe', 51.48, -3.18, 'Europe/London'),
  city('Edinburgh', 'United Kingdom', 'Europe', 55.95, -3.2, 'Europe/London'),
  city('Belfast', 'United Kingdom', 'Europe', 54.6, -5.93, 'Europe/London'),
  city('Dublin', 'Ireland', 'Europe', 53.33, -6.25, 'Europe/Dublin'),
  city('Lisbon', 'Portugal', 'Europe', 38.72, -9.13, 'Europe/Lisbon'),
  city('Madrid', 'Spain', 'Europe', 40.42, -3.7, 'Europe/Madrid'),
  city('Bilbao', 'Spain', 'Europe', 43.26, -2.93, 'Europe/Madrid'),
  city('Valencia', 'Spain', 'Europe', 39.47, -0.38, 'Europe/Madrid'),
  city('Palma', 'Spain', 'Europe', 39.57, 2.65, 'Europe/Madrid'),
  city('Seville', 'Spain', 'Europe', 37.38, -5.97, 'Europe/Madrid'),
  city('Paris', 'France', 'Europe', 48.85, 2.35, 'Europe/Paris'),
  city('Rome', 'Italy', 'Europe', 41.89, 12.51, 'Europe/Rome'),
  city('Berlin', 'Germany', 'Europe', 52.52, 13.41, 'Europe/Berlin'),
  city('Athens', 'Greece', 'Europe', 37.98, 23.73, 'Europe/Athens'),
  city('Istanbul', 'Türkiye', 'Europe', 41.01, 28.95, 'Europe/Istanbul'),
  city('Moscow', 'Russia', 'Europe', 55.75, 37.62, 'Europe/Moscow'),
  city('Tangier', 'Morocco', 'Africa', 35.77, -5.8, 'Africa/Casablanca'),
  city('Cairo', 'Egypt', 'Africa', 30.06, 31.25, 'Africa/Cairo'),
  city('Luxor', 'Egypt', 'Africa', 25.7, 32.64, 'Africa/Cairo'),
  city('Lagos', 'Nigeria', 'Africa', 6.45, 3.39, 'Africa/Lagos'),
  city('Accra', 'Ghana', 'Africa', 5.56, -0.2, 'Africa/Accra'),
  city('Nairobi', 'Kenya', 'Africa', -1.28, 36.82, 'Africa/Nairobi'),
  city('Johannesburg', 'South Africa', 'Africa', -26.2, 28.04, 'Africa/Johannesburg'),
  city('Jeddah', 'Saudi Arabia', 'Asia', 21.49, 39.19, 'Asia/Riyadh'),
  city('Dubai', 'United Arab Emirates', 'Asia', 25.08, 55.31, 'Asia/Dubai'),
  city('Mumbai', 'India', 'Asia', 19.07, 72.88, 'Asia/Kolkata'),
  city('Delhi', 'India', 'Asia', 28.65, 77.23, 'Asia/Kolkata'),
  city('Bangkok', 'Thailand', 'Asia', 13.75, 100.5, 'Asia/Bangkok'),
  city('Singapore', 'Singapore', 'Asia', 1.29, 103.85, 'Asia/Singapore'),
  city('Jakarta', 'Indonesia', 'Asia', -6.21, 106.85, 'Asia/Jakarta'),
  city('Beijing', 'China', 'Asia', 39.91, 116.4, 'Asia/Shanghai'),
  city('Tokyo', 'Japan', 'Asia', 35.69, 139.69, 'Asia/Tokyo'),
  city('Perth', 'Australia', 'Oceania', -31.95, 115.86, 'Australia/Perth'),
  city('Sydney', 'Australia', 'Oceania', -33.87, 151.21, 'Australia/Sydney'),
  city('Auckland', 'New Zealand', 'Oceania', -36.85, 174.76, 'Pacific/Auckland'),
  city('Dunedin', 'New Zealand', 'Oceania', -45.87, 170.5, 'Pacific/Auckland'),
  city('Honolulu', 'United States', 'North America', 21.31, -157.86, 'Pacific/Honolulu'),
  city('Los Angeles', 'United States', 'North America', 34.05, -118.24, 'America/Los_Angeles'),
  city('Mexico City', 'Mexico', 'North America', 19.43, -99.13, 'America/Mexico_City'),
  city('Chicago', 'United States', 'North America', 41.85, -87.65, 'America/Chicago'),
  city('New York', 'United States', 'North America', 40.71, -74.01, 'America/New_York'),
  city('Bogotá', 'Colombia', 'South America', 4.61, -74.08, 'America/Bogota'),
  city('Quito', 'Ecuador', 'South America', -0.23, -78.52, 'America/Guayaquil'),
  city('Lima', 'Peru', 'South America', -12.04, -77.03, 'America/Lima'),
  city('São Paulo', 'Brazil', 'South America', -23.55, -46.64, 'America/Sao_Paulo'),
  city('Buenos Aires', 'Argentina', 'South America', -34.61, -58.38, 'America/Argentina/Buenos_Aires'),
  city('Santiago', 'Chile', 'South America', -33.46, -70.65, 'America/Santiago'),
];
