// Where the shop delivers (docs/product.md#delivery-abroad): four zones in Nigeria and four abroad, each with its fee,
// lead time and the kinds of piece it takes, set in Settings. Which countries a zone serves is fixed here, so one
// country is served by one zone abroad (a London address is UK & Ireland, never Nationwide): the zones in Nigeria
// serve Nigeria only, and Rest of the world every country no other zone serves.
import type { Settings, ShippingZoneSettings } from '../settings/schemas/settings';
import { NIGERIA_ZONES, SHIPPING_ZONES, isOneOf, type ProductType, type ShippingZone } from '../shared/vocab';
import { HOME_COUNTRY } from './countries';

/** The countries of each zone abroad but the last (Rest of the world takes every other country but Nigeria). */
const ZONE_COUNTRIES: Readonly<Record<'UK_IRELAND' | 'EUROPE' | 'USA_CANADA', readonly string[]>> = {
  UK_IRELAND: ['GB', 'IE', 'GG', 'JE', 'IM'],
  EUROPE: [
    'AD',
    'AL',
    'AT',
    'AX',
    'BA',
    'BE',
    'BG',
    'CH',
    'CY',
    'CZ',
    'DE',
    'DK',
    'EE',
    'ES',
    'FI',
    'FO',
    'FR',
    'GI',
    'GR',
    'HR',
    'HU',
    'IS',
    'IT',
    'LI',
    'LT',
    'LU',
    'LV',
    'MC',
    'MD',
    'ME',
    'MK',
    'MT',
    'NL',
    'NO',
    'PL',
    'PT',
    'RO',
    'RS',
    'SE',
    'SI',
    'SJ',
    'SK',
    'SM',
    'UA',
    'VA',
  ],
  USA_CANADA: ['US', 'CA'],
};

/** Whether a zone delivers to a country (by its code), whatever the settings say about it. */
export function zoneServes(zone: ShippingZone, country: string): boolean {
  if (isOneOf(NIGERIA_ZONES, zone)) return country === HOME_COUNTRY;
  if (country === HOME_COUNTRY) return false;
  if (zone === 'REST_OF_WORLD') return !Object.values(ZONE_COUNTRIES).some((list) => list.includes(country));
  return ZONE_COUNTRIES[zone].includes(country);
}

/** The zones serving a country, in the shop's order (Nigeria: its four; abroad: the one zone of that country). */
export const zonesServing = (country: string): ShippingZone[] => SHIPPING_ZONES.filter((z) => zoneServes(z, country));

/** Whether a zone takes a kind of piece (Settings: what is sent where). */
export const zoneSends = (zone: Pick<ShippingZoneSettings, 'sends'>, type: ProductType): boolean => zone.sends[type];

/** The settings of the zones serving a country, enabled or not, in the shop's order. */
export function zonesFor(
  settings: Pick<Settings, 'shipping'>,
  country: string,
): (ShippingZoneSettings & { zone: ShippingZone })[] {
  return zonesServing(country).map((zone) => ({ zone, ...settings.shipping.zones[zone] }));
}

const zone = (
  label: string,
  fee: number,
  leadTimeDays: number,
  sends: ShippingZoneSettings['sends'],
): ShippingZoneSettings => ({ label, fee, leadTimeDays, enabled: true, sends: { ...sends } });

const EVERYTHING = { RTW: true, MTO: true, PREORDER: true } as const;
/** Pre-orders are delivered within Nigeria only by default: docs/design.md#delivery-abroad says why. */
const NO_PREORDERS = { RTW: true, MTO: true, PREORDER: false } as const;

/** The zones as a new shop has them (docs/product.md#constants): courier fees from Abeokuta in naira. */
export function defaultZoneSettings(): Record<ShippingZone, ShippingZoneSettings> {
  return {
    ABEOKUTA: zone('Abeokuta', 1500, 2, EVERYTHING),
    LAGOS: zone('Lagos', 2500, 3, EVERYTHING),
    ABUJA: zone('Abuja', 3500, 4, EVERYTHING),
    NATIONWIDE: zone('Nationwide', 4500, 5, EVERYTHING),
    UK_IRELAND: zone('UK & Ireland', 45000, 7, NO_PREORDERS),
    EUROPE: zone('Europe', 52000, 8, NO_PREORDERS),
    USA_CANADA: zone('USA & Canada', 58000, 8, NO_PREORDERS),
    REST_OF_WORLD: zone('Rest of the world', 65000, 12, NO_PREORDERS),
  };
}
