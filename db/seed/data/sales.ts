import { createRng, type Rng } from '../prng'
import { slugify } from '../../../domain/format/slugify'
import type { Translation } from './locations'
import { jitterCoordinates, placeByKey, type Place, type PlaceKey } from './places'
import { chf, leFr, PARKING_TEXT, RESIDENCE_NAMES, TYPE_LABEL, TYPE_NOUN, wordEn, wordFr } from './vocabulary'
import type { Bilingual } from '../../../domain/i18n/bilingual'

export type SaleType = 'apartment' | 'chalet' | 'studio' | 'plot' | 'commercial'

export type SaleSeed = {
  reference: string
  type: SaleType
  category: 'residential' | 'land' | 'commercial'
  place: string
  placeKey: PlaceKey
  numberOfRooms: number
  bedrooms: number
  bathrooms: number
  toilets: number
  terraces: number
  surface: number
  livingSpace: number
  balconyArea: number | null
  floor: number | null
  parkingType: string | null
  constructionYear: number | null
  renovationYear: number | null
  amenities: string[]
  price: number // centimes
  latitude: number
  longitude: number
  translations: { fr: Translation; en: Translation }
}

type SalePlan = { type: SaleType; rooms: number; place: PlaceKey; priceChf: number; surface: number; foreigners: boolean }

/** The 15 properties for sale: type, rooms, village, price in CHF and surface (plot area for land). */
const SALE_PLAN: SalePlan[] = [
  { type: 'apartment', rooms: 3, place: 'crans', priceChf: 895_000, surface: 92, foreigners: true },
  { type: 'chalet', rooms: 6, place: 'crans', priceChf: 4_250_000, surface: 310, foreigners: true },
  { type: 'studio', rooms: 1, place: 'montana', priceChf: 465_000, surface: 36, foreigners: true },
  { type: 'plot', rooms: 0, place: 'chermignon', priceChf: 690_000, surface: 1_180, foreigners: false },
  { type: 'apartment', rooms: 4, place: 'montana', priceChf: 1_350_000, surface: 128, foreigners: true },
  { type: 'chalet', rooms: 5, place: 'lens', priceChf: 1_950_000, surface: 205, foreigners: false },
  { type: 'commercial', rooms: 3, place: 'crans', priceChf: 1_600_000, surface: 165, foreigners: false },
  { type: 'apartment', rooms: 2, place: 'randogne', priceChf: 520_000, surface: 58, foreigners: false },
  { type: 'apartment', rooms: 5, place: 'crans-montana', priceChf: 2_890_000, surface: 185, foreigners: true },
  { type: 'plot', rooms: 0, place: 'icogne', priceChf: 515_000, surface: 960, foreigners: false },
  { type: 'chalet', rooms: 4, place: 'mollens', priceChf: 1_245_000, surface: 148, foreigners: true },
  { type: 'studio', rooms: 1, place: 'crans', priceChf: 495_000, surface: 33, foreigners: true },
  { type: 'apartment', rooms: 3, place: 'chermignon', priceChf: 760_000, surface: 96, foreigners: false },
  { type: 'commercial', rooms: 4, place: 'montana', priceChf: 1_120_000, surface: 210, foreigners: false },
  { type: 'chalet', rooms: 6, place: 'montana', priceChf: 3_850_000, surface: 290, foreigners: true },
]

const NAMES_OFFSET = 54

function saleTitle(plan: SalePlan, name: string, place: Place, rng: Rng, amenities: string[]): Bilingual {
  if (plan.type === 'plot') {
    return {
      fr: `Terrain à bâtir de ${chf(plan.surface)} m² à ${place.name}`,
      en: `${plan.surface.toLocaleString('en-US')} m² building plot in ${place.name}`,
    }
  }
  if (plan.type === 'commercial') {
    return {
      fr: `Local commercial de ${plan.surface} m² à ${place.name}`,
      en: `${plan.surface} m² commercial premises in ${place.name}`,
    }
  }
  const feature: Bilingual = amenities.includes('view')
    ? rng.pick([
        { fr: 'avec vue panoramique', en: 'with panoramic view' },
        { fr: 'avec vue sur les Alpes', en: 'with Alpine view' },
      ])
    : amenities.includes('fireplace')
      ? { fr: 'avec cheminée', en: 'with fireplace' }
      : { fr: 'lumineux et traversant', en: 'bright and dual-aspect' }
  const label = { apartment: { fr: 'Appartement', en: 'Apartment' }, chalet: { fr: 'Chalet', en: 'Chalet' }, studio: { fr: 'Studio', en: 'Studio' } }[plan.type]
  if (plan.type === 'studio') return { fr: `${label.fr} ${name} – studio ${feature.fr}`, en: `${label.en} ${name} – studio ${feature.en}` }
  const noun = TYPE_NOUN[plan.type]
  return { fr: `${label.fr} ${name} – ${plan.rooms} pièces ${feature.fr}`, en: `${label.en} ${name} – ${plan.rooms}-room ${noun.en} ${feature.en}` }
}

function saleDescription(plan: SalePlan, s: Omit<SaleSeed, 'translations'>, name: string, place: Place): { fr: string; en: string; summary: Bilingual } {
  const foreigners: Bilingual = plan.foreigners
    ? { fr: 'La vente aux personnes domiciliées à l’étranger est autorisée.', en: 'The property may be sold to buyers resident abroad.' }
    : { fr: 'Ce bien n’est pas ouvert à la vente aux personnes domiciliées à l’étranger.', en: 'This property cannot be sold to buyers resident abroad.' }
  const price: Bilingual = { fr: `Prix de vente : CHF ${chf(plan.priceChf)}.–`, en: `Asking price: CHF ${chf(plan.priceChf)}.` }
  const visit: Bilingual = { fr: 'Notre équipe se tient à votre disposition pour une visite ou pour vous remettre le dossier de vente complet.', en: 'Our team will gladly arrange a viewing or send you the full sales brochure.' }

  if (plan.type === 'plot') {
    const fr = [
      `Rare sur le Haut-Plateau : ce terrain à bâtir de ${chf(plan.surface)} m² est situé ${place.setting.fr}. Plat dans sa partie basse et légèrement en pente vers le sud, il bénéficie d’un ensoleillement optimal et d’une vue dégagée sur les montagnes.`,
      '## Descriptif',
      `La parcelle est située en zone à bâtir et entièrement équipée (eau, égouts, électricité). Elle permet la construction d’une résidence principale, par exemple une villa individuelle ou un chalet familial. ${foreigners.fr}`,
      '## Situation',
      place.nearby.fr,
      price.fr,
      visit.fr,
    ].join('\n\n')
    const en = [
      `A rare find on the plateau: this ${plan.surface.toLocaleString('en-US')} m² building plot is located ${place.setting.en}. Level at the bottom and gently sloping to the south, it enjoys excellent sunshine and an open mountain view.`,
      '## Description',
      `The plot lies in a building zone and is fully serviced (water, sewage, electricity). It allows the construction of a main residence, such as a detached villa or a family chalet. ${foreigners.en}`,
      '## Location',
      place.nearby.en,
      price.en,
      visit.en,
    ].join('\n\n')
    return { fr, en, summary: { fr: `Terrain à bâtir équipé et ensoleillé de ${chf(plan.surface)} m² à ${place.name}.`, en: `Sunny, fully serviced ${plan.surface.toLocaleString('en-US')} m² building plot in ${place.name}.` } }
  }

  if (plan.type === 'commercial') {
    const fr = [
      `Ce local commercial de ${plan.surface} m² est situé ${place.setting.fr}. Sa large vitrine sur rue et son accès de plain-pied en font un emplacement de choix pour une boutique, une galerie, un bureau ou un commerce de services.`,
      '## Descriptif',
      `La surface se répartit entre un espace de vente ou d’accueil de ${Math.round(plan.surface * 0.6)} m², ${wordFr(plan.rooms - 1, false)} bureaux ou réserves, une kitchenette et des sanitaires. Le local a été rénové en ${s.renovationYear ?? s.constructionYear} ; il dispose de la fibre optique et d’une climatisation réversible. ${s.parkingType ? `Le lot comprend ${(PARKING_TEXT[s.parkingType] as Bilingual).fr}.` : ''}`.trim(),
      '## Situation',
      `${place.nearby.fr} La station accueille une clientèle internationale toute l’année, du ski en hiver au golf en été.`,
      price.fr,
      visit.fr,
    ].join('\n\n')
    const en = [
      `These ${plan.surface} m² commercial premises are located ${place.setting.en}. The wide street-front window and step-free access make them a prime spot for a shop, a gallery, an office or a service business.`,
      '## Description',
      `The space is divided into a ${Math.round(plan.surface * 0.6)} m² sales or reception area, ${wordEn(plan.rooms - 1)} offices or storerooms, a kitchenette and toilets. The premises were renovated in ${s.renovationYear ?? s.constructionYear}; they have fibre-optic internet and reversible air conditioning. ${s.parkingType ? `The lot includes ${(PARKING_TEXT[s.parkingType] as Bilingual).en}.` : ''}`.trim(),
      '## Location',
      `${place.nearby.en} The resort welcomes an international clientele all year round, from skiing in winter to golf in summer.`,
      price.en,
      visit.en,
    ].join('\n\n')
    return { fr, en, summary: { fr: `Local commercial de ${plan.surface} m² avec vitrine à ${place.name}.`, en: `${plan.surface} m² commercial premises with shop window in ${place.name}.` } }
  }

  const noun = TYPE_NOUN[plan.type]
  const has = (x: string) => s.amenities.includes(x)
  const year: Bilingual = s.renovationYear
    ? { fr: `Construit en ${s.constructionYear} et rénové avec goût en ${s.renovationYear}`, en: `Built in ${s.constructionYear} and tastefully renovated in ${s.renovationYear}` }
    : { fr: `Construit en ${s.constructionYear}`, en: `Built in ${s.constructionYear}` }
  const rooms: Bilingual =
    plan.type === 'studio'
      ? { fr: 'une pièce de vie avec coin nuit, une cuisine ouverte et une salle de douche', en: 'a living area with sleeping corner, an open kitchen and a shower room' }
      : {
          fr: `un vaste séjour${has('fireplace') ? ' avec cheminée' : ''}, une cuisine équipée, ${wordFr(s.bedrooms)} chambre${s.bedrooms > 1 ? 's' : ''} et ${wordFr(s.bathrooms)} salle${s.bathrooms > 1 ? 's' : ''} d’eau`,
          en: `a spacious living room${has('fireplace') ? ' with fireplace' : ''}, a fitted kitchen, ${wordEn(s.bedrooms)} bedroom${s.bedrooms > 1 ? 's' : ''} and ${wordEn(s.bathrooms)} bathroom${s.bathrooms > 1 ? 's' : ''}`,
        }
  const outdoor: Bilingual = s.balconyArea
    ? { fr: ` ${plan.type === 'chalet' ? 'La terrasse' : 'Le balcon'} de ${s.balconyArea} m² profite du soleil du matin au soir.`, en: ` The ${s.balconyArea} m² ${plan.type === 'chalet' ? 'terrace' : 'balcony'} gets the sun from morning to evening.` }
    : { fr: '', en: '' }
  const secondHome: Bilingual =
    s.constructionYear !== null && s.constructionYear < 2012
      ? { fr: 'Au bénéfice des droits acquis, il peut être utilisé comme résidence secondaire.', en: 'It benefits from acquired rights and may be used as a second home.' }
      : { fr: 'Il est destiné à un usage de résidence principale.', en: 'It is intended for use as a main residence.' }
  const fr = [
    `${year.fr}, ${leFr(noun.fr)} ${name} est situé ${place.setting.fr}. ${plan.type === 'chalet' ? 'Ce chalet au caractère authentique, en madrier et pierre, offre un cadre de vie rare, au calme et en pleine nature.' : 'Ses volumes généreux et ses finitions de qualité en font un bien recherché, aussi agréable à vivre qu’à louer.'}`,
    '## Descriptif',
    `D’une surface habitable de ${s.livingSpace} m², il comprend ${rooms.fr}.${outdoor.fr} ${s.parkingType ? `Le lot comprend ${(PARKING_TEXT[s.parkingType] as Bilingual).fr}.` : ''} ${secondHome.fr} ${foreigners.fr}`.replace(/\s+/g, ' ').trim(),
    '## Situation',
    `${place.nearby.fr} ${place.nearSlopes ? 'Les pistes se rejoignent facilement sans voiture.' : 'La station et ses commerces sont à quelques minutes en voiture.'}`,
    price.fr,
      visit.fr,
  ].join('\n\n')
  const en = [
    `${year.en}, ${TYPE_LABEL[plan.type].en} ${name} is located ${place.setting.en}. ${plan.type === 'chalet' ? 'This authentic chalet of solid timber and stone offers a rare setting, quiet and surrounded by nature.' : 'Its generous proportions and quality finishes make it a sought-after property, as pleasant to live in as it is to let.'}`,
    '## Description',
    `With ${s.livingSpace} m² of living space, it has ${rooms.en}.${outdoor.en} ${s.parkingType ? `The lot includes ${(PARKING_TEXT[s.parkingType] as Bilingual).en}.` : ''} ${secondHome.en} ${foreigners.en}`.replace(/\s+/g, ' ').trim(),
    '## Location',
    `${place.nearby.en} ${place.nearSlopes ? 'The slopes are easy to reach without a car.' : 'The resort and its shops are a few minutes away by car.'}`,
    price.en,
      visit.en,
  ].join('\n\n')
  const roomsLabel = plan.type === 'studio' ? { fr: 'Studio', en: 'Studio' } : { fr: `${plan.type === 'chalet' ? 'Chalet' : 'Appartement'} de ${plan.rooms} pièces`, en: `${plan.rooms}-room ${noun.en}` }
  return {
    fr,
    en,
    summary: {
      fr: `${roomsLabel.fr} de ${s.livingSpace} m² à vendre à ${place.name}${plan.foreigners ? ', vente aux étrangers autorisée' : ''}.`,
      en: `${roomsLabel.en} of ${s.livingSpace} m² for sale in ${place.name}${plan.foreigners ? ', open to foreign buyers' : ''}.`,
    },
  }
}

export function buildSales(): SaleSeed[] {
  return SALE_PLAN.map((plan, i) => {
    const rng = createRng(0x5a1e + i * 104_729)
    const place = placeByKey(plan.place)
    const name = RESIDENCE_NAMES[NAMES_OFFSET + i] ?? `Résidence ${i + 1}`
    const isBuilt = plan.type !== 'plot'
    const residential = plan.type === 'apartment' || plan.type === 'chalet' || plan.type === 'studio'
    // properties open to foreign buyers are older than 2012, so they may be used as second homes
    const constructionYear = !isBuilt ? null : plan.foreigners ? rng.int(1972, 2011) : plan.type === 'chalet' ? rng.int(1975, 2019) : rng.int(1972, 2022)
    const renovationYear = constructionYear !== null && constructionYear < 2008 && rng.chance(0.6) ? rng.int(Math.max(2010, constructionYear + 15), 2024) : null
    const bedrooms = residential ? Math.max(0, plan.rooms - 1) : 0
    const bathrooms = !isBuilt ? 0 : plan.type === 'commercial' ? 1 : plan.rooms <= 3 ? 1 : plan.rooms === 4 ? 2 : 3
    const amenities: string[] = []
    if (residential) {
      if (rng.chance(0.75)) amenities.push('view')
      if (plan.type === 'chalet' || rng.chance(0.4)) amenities.push('fireplace')
      if (plan.type === 'chalet' && rng.chance(0.5)) amenities.push('sauna')
      if (plan.type !== 'chalet') amenities.push('lift', 'ski_room')
      if (plan.type === 'chalet') amenities.push('garden')
      amenities.push('dishwasher', 'washing_machine')
    } else if (plan.type === 'commercial') {
      amenities.push('wifi')
    }
    const base: Omit<SaleSeed, 'translations'> = {
      reference: `CM-V-${String(i + 1).padStart(3, '0')}`,
      type: plan.type,
      category: plan.type === 'plot' ? 'land' : plan.type === 'commercial' ? 'commercial' : 'residential',
      place: place.name,
      placeKey: plan.place,
      numberOfRooms: plan.rooms,
      bedrooms,
      bathrooms,
      toilets: isBuilt ? bathrooms + (plan.rooms >= 3 ? 1 : 0) : 0,
      terraces: plan.type === 'chalet' ? 2 : residential && rng.chance(0.5) ? 1 : 0,
      surface: plan.surface,
      livingSpace: plan.type === 'plot' ? 0 : Math.round(plan.surface * (plan.type === 'commercial' ? 0.95 : 0.88)),
      balconyArea: residential && plan.type !== 'studio' ? rng.int(8, plan.type === 'chalet' ? 60 : 22) : plan.type === 'studio' ? rng.int(4, 8) : null,
      floor: plan.type === 'apartment' || plan.type === 'studio' ? rng.int(1, 4) : plan.type === 'commercial' ? 0 : null,
      parkingType: !isBuilt ? null : plan.type === 'chalet' ? 'covered' : rng.pick(['covered', 'multi_storey', 'multi_storey', 'outdoor']),
      constructionYear,
      renovationYear,
      amenities,
      price: plan.priceChf * 100,
      ...jitterCoordinates(place, rng.float(-0.004, 0.004), rng.float(-0.004, 0.004)),
    }
    const t = saleTitle(plan, name, place, rng, amenities)
    const d = saleDescription(plan, base, name, place)
    return {
      ...base,
      translations: {
        fr: { title: t.fr, slug: slugify(t.fr), summary: d.summary.fr, description: d.fr },
        en: { title: t.en, slug: slugify(t.en), summary: d.summary.en, description: d.en },
      },
    }
  })
}
