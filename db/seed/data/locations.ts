import type { StayRules } from '../../../domain/booking/rules/stay-rules'
import type { IncludedItems } from '../../schema'
import { addDays } from '../../../domain/booking/rules/calendar'
import { firstOfMonthAfter } from '../dates'
import { createRng, type Rng } from '../prng'
import { slugify } from '../../../domain/format/slugify'
import { jitterCoordinates, placeByKey, type Place, type PlaceKey } from './places'
import {
  PARKING_TEXT,
  RESIDENCE_NAMES,
  swissDate,
  TYPE_LABEL,
  TYPE_NOUN,
  auFr,
  deFr,
  leFr,
  wordEn,
  wordFr,
  type PropertyType,
} from './vocabulary'
import type { Bilingual } from '../../../domain/i18n/bilingual'

export const WEEKLY_RENTAL_COUNT = 44
export const ANNUAL_RENTAL_COUNT = 10

export type Translation = { title: string; slug: string; summary: string; description: string }

export type LocationSeed = {
  kind: 'weekly' | 'annual'
  reference: string
  type: PropertyType
  place: string
  placeKey: PlaceKey
  numberOfRooms: number
  bedrooms: number
  bathrooms: number
  toilets: number
  terraces: number
  persons: number
  surface: number
  livingSpace: number
  balconyArea: number | null
  floor: number | null
  parkingType: 'public' | 'covered' | 'multi_storey' | 'outdoor'
  constructionYear: number
  renovationYear: number | null
  comfortClass: number
  amenities: string[]
  included: IncludedItems | null
  monthlyRent: number | null
  monthlyCharges: number | null
  availableFrom: string | null
  latitude: number
  longitude: number
  translations: { fr: Translation; en: Translation }
}

/** Weekly rentals: which type and how many rooms, in listing order; places follow a fixed rotation. */
const WEEKLY_PLAN: Array<[PropertyType, number, PlaceKey]> = [
  ['chalet', 4, 'crans'], ['apartment', 2, 'crans-montana'], ['studio', 1, 'montana'], ['apartment', 3, 'crans'],
  ['chalet', 6, 'chermignon'], ['duplex', 4, 'montana'], ['attic', 5, 'crans'], ['apartment', 2, 'montana'],
  ['chalet', 5, 'mollens'], ['apartment', 4, 'crans-montana'], ['studio', 1, 'crans'], ['chalet', 3, 'lens'],
  ['apartment', 3, 'randogne'], ['duplex', 5, 'crans-montana'], ['apartment', 2, 'crans'], ['chalet', 6, 'crans'],
  ['attic', 4, 'montana'], ['apartment', 3, 'crans-montana'], ['studio', 1, 'crans-montana'], ['chalet', 4, 'icogne'],
  ['apartment', 5, 'crans'], ['duplex', 3, 'chermignon'], ['apartment', 2, 'mollens'], ['chalet', 5, 'randogne'],
  ['apartment', 4, 'montana'], ['attic', 3, 'crans-montana'], ['studio', 1, 'montana'], ['chalet', 6, 'montana'],
  ['apartment', 3, 'lens'], ['duplex', 4, 'crans'], ['apartment', 2, 'crans-montana'], ['chalet', 4, 'chermignon'],
  ['apartment', 3, 'montana'], ['attic', 5, 'crans-montana'], ['studio', 1, 'crans'], ['chalet', 5, 'crans'],
  ['apartment', 4, 'icogne'], ['duplex', 5, 'mollens'], ['apartment', 2, 'crans'], ['chalet', 3, 'randogne'],
  ['apartment', 6, 'crans'], ['chalet', 5, 'lens'], ['apartment', 3, 'crans-montana'], ['chalet', 6, 'mollens'],
]

const ANNUAL_PLAN: Array<[PropertyType, number, PlaceKey]> = [
  ['apartment', 3, 'montana'], ['studio', 1, 'crans-montana'], ['apartment', 4, 'crans'], ['chalet', 5, 'chermignon'],
  ['apartment', 2, 'randogne'], ['duplex', 4, 'lens'], ['apartment', 3, 'crans-montana'], ['attic', 4, 'montana'],
  ['apartment', 2, 'icogne'], ['chalet', 4, 'mollens'],
]

const FEATURES: Record<string, Bilingual> = {
  view: { fr: 'avec vue sur les Alpes', en: 'with Alpine view' },
  panorama: { fr: 'avec vue panoramique', en: 'with panoramic view' },
  fireplace: { fr: 'avec cheminée', en: 'with fireplace' },
  sauna: { fr: 'avec sauna', en: 'with sauna' },
  pool: { fr: 'avec piscine', en: 'with swimming pool' },
  garden: { fr: 'avec jardin', en: 'with garden' },
  slopes: { fr: 'près des pistes', en: 'close to the slopes' },
  terrace: { fr: 'avec terrasse plein sud', en: 'with south-facing terrace' },
  balcony: { fr: 'avec balcon ensoleillé', en: 'with sunny balcony' },
  centre: { fr: 'au centre de la station', en: 'in the resort centre' },
  quiet: { fr: 'au calme', en: 'in a quiet setting' },
  golf: { fr: 'proche du golf', en: 'near the golf course' },
}

function pickAmenities(rng: Rng, type: PropertyType, comfort: number, floor: number | null): string[] {
  const isChalet = type === 'chalet'
  const a = ['wifi', 'tv']
  if (rng.chance(0.85) || comfort >= 4) a.push('dishwasher')
  if (rng.chance(isChalet ? 0.9 : 0.55)) a.push('washing_machine')
  if (rng.chance(isChalet ? 0.9 : type === 'studio' ? 0.05 : 0.35)) a.push('fireplace')
  if (rng.chance(isChalet ? (comfort >= 4 ? 0.6 : 0.25) : comfort >= 4 ? 0.15 : 0.03)) a.push('sauna')
  if (!isChalet && rng.chance(0.75)) a.push('ski_room')
  if (!isChalet && rng.chance(0.65)) a.push('lift')
  if (rng.chance(0.7)) a.push('view')
  if (comfort >= 4 && rng.chance(0.15)) a.push('pool')
  if (isChalet ? rng.chance(0.85) : floor === 0 && rng.chance(0.6)) a.push('garden')
  if (rng.chance(0.25)) a.push('pets')
  return a
}

function titleFeature(rng: Rng, s: Pick<LocationSeed, 'amenities' | 'type' | 'terraces' | 'balconyArea'>, place: Place, nearSlopes: boolean): string {
  const options: string[] = []
  const has = (x: string) => s.amenities.includes(x)
  if (nearSlopes) options.push('slopes', 'slopes')
  if (has('pool')) options.push('pool', 'pool')
  if (has('sauna')) options.push('sauna')
  if (has('view')) options.push(s.type === 'attic' ? 'panorama' : 'view', 'view')
  if (has('fireplace')) options.push('fireplace')
  if (has('garden')) options.push('garden')
  if (['crans-montana', 'montana'].includes(place.key)) options.push('centre')
  if (place.key === 'crans') options.push('golf')
  if (!place.nearSlopes) options.push('quiet')
  if (s.terraces > 0) options.push('terrace')
  else if (s.balconyArea) options.push('balcony')
  return rng.pick(options)
}

function bedroomsText(bedrooms: number, persons: number): Bilingual {
  if (bedrooms === 1) return { fr: 'une chambre double', en: 'a double bedroom' }
  if (bedrooms === 2)
    return { fr: 'deux chambres, l’une avec un lit double et l’autre avec des lits jumeaux', en: 'two bedrooms, one with a double bed and one with twin beds' }
  const extra = persons - bedrooms * 2
  const bunk = extra > 0 ? { fr: ` et un coin montagne avec lits superposés pour ${wordFr(extra, false)} enfant${extra > 1 ? 's' : ''}`, en: ` and a cosy mountain corner with bunk beds for ${wordEn(extra)} ${extra > 1 ? 'children' : 'child'}` } : { fr: '', en: '' }
  return {
    fr: `${wordFr(bedrooms)} chambres, dont une suite parentale avec salle de bains privative${bunk.fr}`,
    en: `${wordEn(bedrooms)} bedrooms, including a master suite with its own bathroom${bunk.en}`,
  }
}

function intro(s: LocationSeed, name: string, place: Place, rng: Rng): Bilingual {
  const nounFr = TYPE_NOUN[s.type].fr
  const proper = `${TYPE_LABEL[s.type].en} ${name}`
  const openers: Bilingual[] =
    s.kind === 'weekly'
      ? [
          { fr: `${cap(leFr(nounFr))} ${name} se trouve ${place.setting.fr}.`, en: `${proper} is located ${place.setting.en}.` },
          { fr: `Situé ${place.setting.fr}, ${leFr(nounFr)} ${name} vous accueille pour des vacances réussies en toute saison.`, en: `Located ${place.setting.en}, ${proper} welcomes you for a wonderful holiday in any season.` },
          { fr: `Bienvenue ${auFr(nounFr)} ${name}, ${place.setting.fr}.`, en: `Welcome to ${proper}, ${place.setting.en}.` },
        ]
      : [
          { fr: `${cap(leFr(nounFr))} ${name} se trouve ${place.setting.fr}.`, en: `${proper} is located ${place.setting.en}.` },
          { fr: `Situé ${place.setting.fr}, ${leFr(nounFr)} ${name} est proposé en location à l’année.`, en: `Located ${place.setting.en}, ${proper} is offered on an annual lease.` },
        ]
  const weeklyComfort: Bilingual[] = [
    { fr: 'Sans prétention mais bien équipé, il convient parfaitement aux séjours sportifs à petit budget.', en: 'Unpretentious but well equipped, it is perfect for active holidays on a budget.' },
    { fr: 'Simple et fonctionnel, il constitue un point de départ idéal pour profiter de la montagne en hiver comme en été.', en: 'Simple and practical, it is an ideal base for enjoying the mountains in winter as well as in summer.' },
    { fr: `Confortable et soigné, il accueille jusqu’à ${s.persons} personnes dans un cadre typiquement alpin.`, en: `Comfortable and well kept, it sleeps up to ${s.persons} guests in a typically Alpine setting.` },
    { fr: 'Aménagé avec beaucoup de soin, il offre des prestations haut de gamme et une atmosphère chaleureuse où le bois et la pierre se marient harmonieusement.', en: 'Furnished with great care, it offers high-end features and a warm atmosphere in which wood and stone blend beautifully.' },
  ]
  const annualComfort: Bilingual[] = [
    { fr: 'Pratique et bien entretenu, il convient à une personne seule ou à un couple travaillant dans la région.', en: 'Practical and well maintained, it suits a single person or a couple working in the area.' },
    { fr: 'Lumineux et fonctionnel, il offre un cadre de vie agréable toute l’année, à l’écart de l’agitation des saisons.', en: 'Bright and practical, it offers a pleasant home all year round, away from the seasonal bustle.' },
    { fr: 'Spacieux et soigné, il se prête idéalement à la vie de famille à la montagne.', en: 'Spacious and well kept, it is ideal for family life in the mountains.' },
    { fr: 'Ses finitions de qualité et ses beaux volumes en font un logement rare sur le marché de la location à l’année.', en: 'Its quality finishes and generous proportions make it a rare find on the annual rental market.' },
  ]
  const level = Math.min(3, Math.max(0, s.comfortClass - 2))
  const comfort = (s.kind === 'weekly' ? weeklyComfort : annualComfort)[level] as Bilingual
  const renovated: Bilingual = s.renovationYear
    ? { fr: ` Rénové en ${s.renovationYear}, il allie le charme de l’ancien au confort d’aujourd’hui.`, en: ` Renovated in ${s.renovationYear}, it combines old-world charm with modern comfort.` }
    : s.constructionYear >= 2015
      ? { fr: ` Construit en ${s.constructionYear}, il répond aux normes énergétiques les plus récentes.`, en: ` Built in ${s.constructionYear}, it meets the latest energy standards.` }
      : { fr: '', en: '' }
  const opener = rng.pick(openers)
  return { fr: `${opener.fr} ${comfort.fr}${renovated.fr}`, en: `${opener.en} ${comfort.en}${renovated.en}` }
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function layout(s: LocationSeed): Bilingual {
  const has = (x: string) => s.amenities.includes(x)
  if (s.type === 'studio') {
    return {
      fr: `Le studio de ${s.livingSpace} m² comprend une pièce de vie lumineuse avec un canapé-lit double, une kitchenette équipée${has('dishwasher') ? ' d’un lave-vaisselle' : ''} et une salle de douche.${s.balconyArea ? ` Le balcon de ${s.balconyArea} m² est idéal pour le petit-déjeuner au soleil.` : ''}`,
      en: `The ${s.livingSpace} m² studio has a bright living area with a double sofa bed, a fitted kitchenette${has('dishwasher') ? ' with dishwasher' : ''} and a shower room.${s.balconyArea ? ` The ${s.balconyArea} m² balcony is perfect for breakfast in the sun.` : ''}`,
    }
  }
  const beds = bedroomsText(s.bedrooms, s.persons)
  const baths = s.bathrooms === 1 ? { fr: 'une salle de bains', en: 'a bathroom' } : { fr: `${wordFr(s.bathrooms)} salles de bains`, en: `${wordEn(s.bathrooms)} bathrooms` }
  const wc = s.toilets > s.bathrooms ? { fr: ' ainsi qu’un WC séparé', en: ' as well as a separate toilet' } : { fr: '', en: '' }
  const levels = s.type === 'duplex' || s.type === 'chalet' ? { fr: ' répartis sur deux niveaux', en: ' over two floors' } : { fr: '', en: '' }
  const fire = has('fireplace') ? { fr: ' avec cheminée', en: ' with a fireplace' } : { fr: '', en: '' }
  const dish = has('dishwasher') ? { fr: ' (lave-vaisselle, four, vitrocéramique)', en: ' (dishwasher, oven, ceramic hob)' } : { fr: '', en: '' }
  const extras: Bilingual[] = []
  if (s.balconyArea) extras.push({ fr: `${s.terraces > 0 ? 'La terrasse' : 'Le balcon'} de ${s.balconyArea} m² offre une vue dégagée et reçoit le soleil jusqu’en fin de journée.`, en: `The ${s.balconyArea} m² ${s.terraces > 0 ? 'terrace' : 'balcony'} enjoys an open view and gets the sun until late in the day.` })
  if (has('sauna')) extras.push({ fr: 'Un sauna privé vous attend après une journée sur les pistes ou les sentiers.', en: 'A private sauna awaits you after a day on the slopes or the trails.' })
  if (has('pool')) extras.push({ fr: 'Les hôtes ont accès à la piscine intérieure de la résidence.', en: 'Guests have access to the residence’s indoor swimming pool.' })
  if (has('garden')) extras.push({ fr: 'Le jardin privatif, avec mobilier d’extérieur et barbecue, fait le bonheur des familles en été.', en: 'The private garden, with outdoor furniture and a barbecue, is a favourite with families in summer.' })
  if (has('ski_room')) extras.push({ fr: 'Un local à skis avec chauffe-chaussures se trouve au rez-de-chaussée.', en: 'A ski room with boot warmers is on the ground floor.' })
  return {
    fr: `D’une surface habitable de ${s.livingSpace} m²${levels.fr}, ${leFr(TYPE_NOUN[s.type].fr)} comprend un séjour${fire.fr} ouvert sur une cuisine équipée${dish.fr}, ${beds.fr}, ${baths.fr}${wc.fr}. ${extras.map((e) => e.fr).join(' ')}`.trim(),
    en: `With ${s.livingSpace} m² of living space${levels.en}, the ${TYPE_NOUN[s.type].en} has a living room${fire.en} open to a fitted kitchen${dish.en}, ${beds.en}, ${baths.en}${wc.en}. ${extras.map((e) => e.en).join(' ')}`.trim(),
  }
}

function situation(place: Place, nearSlopes: boolean, rng: Rng): Bilingual {
  const slopes: Bilingual = nearSlopes
    ? rng.pick([
        { fr: 'Idéalement placé près des pistes, il permet de chausser les skis en quelques minutes.', en: 'Ideally placed close to the slopes, it lets you be on your skis within minutes.' },
        { fr: 'Tout près des pistes, c’est l’adresse rêvée des skieurs qui veulent profiter de chaque heure de neige.', en: 'Close to the slopes, it is the ideal address for skiers who want to make the most of every hour of snow.' },
      ])
    : place.nearSlopes
      ? { fr: 'Les remontées mécaniques se rejoignent en quelques minutes avec le bus gratuit de la station.', en: 'The lifts are a few minutes away on the free resort bus.' }
      : { fr: 'En hiver, les pistes de Crans-Montana sont à un quart d’heure en voiture ou en bus ; en été, les bisses et les alpages se découvrent à pied depuis la porte.', en: 'In winter the Crans-Montana slopes are a quarter of an hour away by car or bus; in summer the irrigation-channel paths and mountain pastures can be explored on foot from the door.' }
  return { fr: `${place.nearby.fr} ${slopes.fr}`, en: `${place.nearby.en} ${slopes.en}` }
}

function practical(s: LocationSeed): Bilingual {
  const parking = PARKING_TEXT[s.parkingType] as Bilingual
  const pets = s.amenities.includes('pets')
    ? { fr: ' Les animaux de compagnie sont les bienvenus sur demande.', en: ' Pets are welcome on request.' }
    : { fr: ' Les animaux ne sont pas admis.', en: ' Pets are not allowed.' }
  if (s.kind === 'annual') {
    return {
      fr: `Le logement est loué non meublé et dispose ${deFr(parking.fr)}. Il est disponible dès le ${swissDate(s.availableFrom ?? '')}.${pets.fr} Une visite peut être organisée sur demande auprès de notre agence.`,
      en: `The property is let unfurnished and comes with ${parking.en}. It is available from ${swissDate(s.availableFrom ?? '')}.${pets.en} A viewing can be arranged on request with our agency.`,
    }
  }
  const inc = s.included
  const linen = inc?.bedSheets && inc.bathTowels ? { fr: ' Le linge de lit et de toilette est fourni.', en: ' Bed linen and towels are provided.' } : inc?.bedSheets ? { fr: ' Le linge de lit est fourni ; pensez à apporter vos linges de bain ou louez-les auprès de Saphir Laundry.', en: ' Bed linen is provided; bring your own bath towels or hire them from Saphir Laundry.' } : { fr: ' Le linge peut être loué auprès de notre blanchisserie Saphir Laundry.', en: ' Linen can be hired from our laundry, Saphir Laundry.' }
  return {
    fr: `Les locataires disposent ${deFr(parking.fr)}.${linen.fr}${pets.fr} Arrivées et départs le samedi.`,
    en: `Guests have ${parking.en}.${linen.en}${pets.en} Arrivals and departures on Saturdays.`,
  }
}

function summary(s: LocationSeed, place: Place, feature: Bilingual): Bilingual {
  const label = TYPE_LABEL[s.type]
  const rooms = s.type === 'studio' ? { fr: '', en: '' } : { fr: ` de ${s.numberOfRooms} pièces`, en: `${s.numberOfRooms}-room ` }
  const who = s.kind === 'weekly' ? { fr: ` pour ${s.persons} personnes`, en: ` for ${s.persons} guests` } : { fr: ' à louer à l’année', en: ' to let on an annual lease' }
  return {
    fr: `${label.fr}${rooms.fr}${who.fr} à ${place.name}, ${feature.fr}.`,
    en: `${rooms.en ? rooms.en + TYPE_NOUN[s.type].en : label.en}${who.en} in ${place.name}, ${feature.en}.`.replace(/^./, (c) => c.toUpperCase()),
  }
}

function title(s: LocationSeed, name: string, feature: Bilingual): Bilingual {
  const label = TYPE_LABEL[s.type]
  if (s.type === 'studio') {
    return { fr: `${label.fr} ${name} – studio ${feature.fr}`, en: `${label.en} ${name} – studio ${feature.en}` }
  }
  return {
    fr: `${label.fr} ${name} – ${s.numberOfRooms} pièces ${feature.fr}`,
    en: `${label.en} ${name} – ${s.numberOfRooms}-room ${TYPE_NOUN[s.type].en} ${feature.en}`,
  }
}

function build(kind: 'weekly' | 'annual', index: number, [type, rooms, placeKey]: [PropertyType, number, PlaceKey], name: string, today: string): LocationSeed {
  const rng = createRng(0x5eed + index * 7919 + (kind === 'annual' ? 100_003 : 0))
  const place = placeByKey(placeKey)
  const isChalet = type === 'chalet'
  const bedrooms = type === 'studio' ? 0 : rooms - 1
  const persons = type === 'studio' ? 2 : Math.min(12, bedrooms * 2 + (rooms >= 4 && rng.chance(0.5) ? 2 : 0))
  const bathrooms = rooms <= 3 ? 1 : rooms === 4 ? 2 : rooms === 5 ? rng.int(2, 3) : rng.int(3, 4)
  const toilets = bathrooms + (rooms >= 3 && rng.chance(0.6) ? 1 : 0)
  const surface = type === 'studio' ? rng.int(24, 36) : Math.round(rooms * rng.int(26, 34) * (isChalet ? 1.25 : type === 'attic' ? 1.15 : 1))
  const livingSpace = Math.round(surface * rng.float(0.84, 0.92))
  const floor = isChalet ? null : type === 'attic' ? rng.int(3, 5) : rng.int(0, 4)
  const terraces = isChalet ? rng.int(1, 2) : floor === 0 || type === 'attic' ? 1 : rng.chance(0.2) ? 1 : 0
  const balconyArea = isChalet || type === 'attic' ? rng.int(18, 45) : rng.chance(0.8) ? rng.int(5, 16) : null
  const parkingType = isChalet ? rng.pick(['outdoor', 'covered', 'outdoor'] as const) : rng.pick(['covered', 'multi_storey', 'multi_storey', 'public', 'outdoor'] as const)
  const constructionYear = isChalet ? rng.int(1962, 2021) : rng.int(1968, 2020)
  const renovationYear = constructionYear < 2005 && rng.chance(0.6) ? rng.int(Math.max(constructionYear + 15, 2005), 2024) : null
  const comfortClass = isChalet ? rng.int(3, 5) : type === 'studio' ? rng.int(1, 3) : rng.int(2, 5)
  const amenities = pickAmenities(rng, type, comfortClass, floor)
  const included: IncludedItems | null =
    kind === 'weekly'
      ? {
          finalCleaning: rng.chance(0.6),
          bedSheets: rng.chance(0.7),
          kitchenTowels: rng.chance(0.55),
          bathTowels: rng.chance(0.5),
          cancellationInsurance: rng.chance(0.2),
          touristTax: rng.chance(0.15),
          deposit: rng.chance(0.3) ? null : rng.int(3, 15) * 100 * 100,
        }
      : null
  let monthlyRent: number | null = null
  let monthlyCharges: number | null = null
  let availableFrom: string | null = null
  if (kind === 'annual') {
    const base = type === 'studio' ? 950 : rooms * 520 + (isChalet ? 900 : 0)
    monthlyRent = Math.round((base * (0.9 + comfortClass * 0.05)) / 50) * 50 * 100
    monthlyCharges = Math.round((90 + rooms * 55) / 10) * 10 * 100
    availableFrom = rng.chance(0.3) ? addDays(today, 0) : firstOfMonthAfter(today, rng.int(0, 3))
  }
  const nearSlopes = place.nearSlopes && rng.chance(0.7)
  const coords = jitterCoordinates(place, rng.float(-0.005, 0.005), rng.float(-0.005, 0.005))
  const seed: LocationSeed = {
    kind,
    reference: kind === 'weekly' ? `CM-L-${String(index + 1).padStart(3, '0')}` : `CM-A-${String(index + 1).padStart(3, '0')}`,
    type,
    place: place.name,
    placeKey,
    numberOfRooms: rooms,
    bedrooms,
    bathrooms,
    toilets,
    terraces,
    persons,
    surface,
    livingSpace,
    balconyArea,
    floor,
    parkingType,
    constructionYear,
    renovationYear,
    comfortClass,
    amenities,
    included,
    monthlyRent,
    monthlyCharges,
    availableFrom,
    ...coords,
    translations: { fr: emptyTranslation(), en: emptyTranslation() },
  }
  const feature = FEATURES[titleFeature(rng, seed, place, nearSlopes)] as Bilingual
  const t = title(seed, name, feature)
  const sum = summary(seed, place, feature)
  const textRng = createRng(0x7e47 + index * 31 + (kind === 'annual' ? 7777 : 0))
  const introText = intro(seed, name, place, textRng)
  const layoutText = layout(seed)
  const situationText = situation(place, nearSlopes, textRng)
  const practicalText = kind === 'annual' || textRng.chance(0.6) ? practical(seed) : null
  const description = (lang: 'fr' | 'en') =>
    [
      introText[lang],
      lang === 'fr' ? '## Aménagement' : '## Layout',
      layoutText[lang],
      lang === 'fr' ? '## Situation' : '## Location',
      situationText[lang],
      ...(practicalText ? [practicalText[lang]] : []),
    ].join('\n\n')
  seed.translations = {
    fr: { title: t.fr, slug: slugify(t.fr), summary: sum.fr, description: description('fr') },
    en: { title: t.en, slug: slugify(t.en), summary: sum.en, description: description('en') },
  }
  return seed
}

function emptyTranslation(): Translation {
  return { title: '', slug: '', summary: '', description: '' }
}

/**
 * The weekly and annual rentals, always the same for a given day (the annual availability dates
 * follow today's date).
 */
/**
 * Demo rentals with their own stay rules (decision 034), so the sheet's rules and the booking box's
 * other days are visible: each allows every Saturday-to-Saturday stay the defaults allow, and more.
 */
export const DEMO_STAY_RULES: Readonly<Record<string, StayRules>> = {
  // A studio let for short stays: from 3 nights, any day.
  'CM-L-003': { minNights: 3, maxNights: 84, arrivalWeekdays: [0, 1, 2, 3, 4, 5, 6], departureWeekdays: [0, 1, 2, 3, 4, 5, 6] },
  // A chalet whose owner welcomes guests on Saturday or Sunday.
  'CM-L-009': { minNights: 7, maxNights: 84, arrivalWeekdays: [0, 6], departureWeekdays: [0, 6] },
}

export function buildLocations(today: string): LocationSeed[] {
  const names = [...RESIDENCE_NAMES]
  const weekly = WEEKLY_PLAN.map((plan, i) => build('weekly', i, plan, names[i] as string, today))
  const annual = ANNUAL_PLAN.map((plan, i) => build('annual', i, plan, names[WEEKLY_PLAN.length + i] as string, today))
  return [...weekly, ...annual]
}

