import type { Texts } from '../../../domain/i18n/bilingual'
import type { ContextField, ContextModel, ContextOption, ContextRule } from '../../../domain/shop/context'
import type { PricingFormula } from '../../../domain/shop/pricing'
import type { Localized } from '../../schema'
import { buildPackages, PACKAGE_TYPE_IDS } from './packages'

/**
 * The shop's catalogue for the resort (issue "Shop"): transfers, ski passes, cleaning and laundry
 * options, lessons, groceries, private chef, babysitting, and one product per package of the three
 * boxes. Each product has its context model (fields, input types, rules) and pricing formula as
 * data. Ids are fixed: product 5 is the final cleaning, the one whose rooms field the cart shows
 * (SPEC §3). Prices in centimes, VAT included, in line with the resort's 2026 rates.
 */
export type ProductSeed = {
  id: number
  reference: string
  category: 'option' | 'package' | 'service'
  type: string
  title: Localized
  description: Localized
  basePrice: number
  vatKind: 'standard' | 'insurance'
  bulk: boolean
  contentId: number | null
  contextModel: ContextModel
  pricing: PricingFormula
}

/** The service pages products are sold from (db/seed/data/services.ts). */
const LAUNDRY_PAGE = 22
const COMPLEMENTARY_PAGE = 23
const CONCIERGE_PAGE = 24

export const FINAL_CLEANING_ID = 5

const t = (fr: string, en: string): Texts => ({ fr, en })
const REQUIRED: ContextRule = { kind: 'required' }
const NOT_BEFORE_NOW: ContextRule = { kind: 'notBeforeNow' }

// Field builders: each gives one field of a context model.
const date = (name: string, label: Texts, rules: ContextRule[] = [REQUIRED, NOT_BEFORE_NOW], hint?: Texts): ContextField => ({
  name,
  type: 'date',
  label,
  rules,
  hint: hint ?? t('Au format JJ.MM.AAAA', 'Written DD.MM.YYYY'),
})
const count = (name: string, label: Texts, min: number, max: number, extra: Partial<ContextField> = {}): ContextField => ({
  name,
  type: 'select',
  label,
  min,
  max,
  rules: [REQUIRED],
  ...extra,
})
const address = (name: string, label: Texts, rules: ContextRule[] = [REQUIRED, { kind: 'fullAddress' }]): ContextField => ({
  name,
  type: 'fullAddress',
  label,
  rules,
  hint: t('Commencez à taper puis choisissez une adresse de la liste', 'Start typing, then choose an address from the list'),
})
const text = (name: string, label: Texts, rules: ContextRule[] = [], hint?: Texts): ContextField => ({
  name,
  type: 'text',
  label,
  rules,
  ...(hint ? { hint } : {}),
})
const radio = (name: string, label: Texts, options: ContextOption[], fallback?: string): ContextField => ({
  name,
  type: 'radio',
  label,
  options,
  rules: [REQUIRED],
  ...(fallback ? { default: fallback } : {}),
})
const option = (value: string, fr: string, en: string): ContextOption => ({ value, label: t(fr, en) })

const PEOPLE = t('Nombre de personnes', 'Number of people')
/** Options sold with a rental carry its period, which their date must lie within. */
const RENTAL_PERIOD = ['startPeriod', 'endPeriod']

// Transfers ------------------------------------------------------------------------------------

type TransferPlan = {
  reference: string
  title: Texts
  description: Texts
  price: number
  extraPerson: number
  stops: ContextOption[]
}

const TRANSFERS: TransferPlan[] = [
  {
    reference: 'TRF-GVA',
    title: t('Transfert Aéroport de Genève – Crans-Montana', 'Geneva Airport – Crans-Montana transfer'),
    description: t(
      'Transfert privé en minibus entre l’aéroport ou la gare de Genève et votre logement (environ 2 h 15). Prix par véhicule jusqu’à 4 passagers, CHF 45.00 par passager supplémentaire ; le retour double le prix.',
      'Private minibus transfer between Geneva airport or station and your rental (about 2 h 15). Price per vehicle for up to 4 passengers, CHF 45.00 per extra passenger; the return doubles the price.',
    ),
    price: 42_000,
    extraPerson: 4_500,
    stops: [option('Genève Aéroport', 'Genève Aéroport, arrivées', 'Geneva Airport, arrivals'), option('Genève Cornavin', 'Genève, gare Cornavin', 'Geneva, Cornavin station')],
  },
  {
    reference: 'TRF-SIR',
    title: t('Transfert Aéroport de Sion – Crans-Montana', 'Sion Airport – Crans-Montana transfer'),
    description: t(
      'Transfert privé entre l’aéroport ou la gare de Sion et votre logement (environ 35 minutes). Prix par véhicule jusqu’à 4 passagers, CHF 20.00 par passager supplémentaire.',
      'Private transfer between Sion airport or station and your rental (about 35 minutes). Price per vehicle for up to 4 passengers, CHF 20.00 per extra passenger.',
    ),
    price: 13_000,
    extraPerson: 2_000,
    stops: [option('Sion Aéroport', 'Sion Aéroport', 'Sion Airport'), option('Sion Gare', 'Sion, gare CFF', 'Sion railway station')],
  },
  {
    reference: 'TRF-SRE',
    title: t('Transfert Gare de Sierre – Crans-Montana', 'Sierre station – Crans-Montana transfer'),
    description: t(
      'Transfert privé entre la gare de Sierre et votre logement (environ 25 minutes), bagages et skis compris. Prix par véhicule jusqu’à 4 passagers, CHF 15.00 par passager supplémentaire.',
      'Private transfer between Sierre station and your rental (about 25 minutes), luggage and skis included. Price per vehicle for up to 4 passengers, CHF 15.00 per extra passenger.',
    ),
    price: 8_500,
    extraPerson: 1_500,
    stops: [option('Sierre Gare', 'Sierre, gare CFF', 'Sierre railway station'), option('Sierre Funiculaire', 'Sierre, gare du funiculaire', 'Sierre, funicular station')],
  },
]

const ROUND_TRIP: ContextRule = { kind: 'requiredIf', field: 'trip', value: 'roundTrip' }

function transferModel(plan: TransferPlan): ContextModel {
  return {
    code: 'transfer',
    title: t('Votre transfert', 'Your transfer'),
    bulk: false,
    carried: [],
    fields: [
      radio('trip', t('Trajet', 'Trip'), [option('oneWay', 'Aller simple', 'One way'), option('roundTrip', 'Aller-retour', 'Round trip')], 'oneWay'),
      count('people', t('Nombre de passagers', 'Number of passengers'), 1, 8, { default: 2 }),
      date('dateFrom', t('Date d’arrivée', 'Arrival date')),
      { name: 'addressFrom', type: 'select', label: t('Lieu de prise en charge', 'Pick-up point'), options: plan.stops, rules: [REQUIRED], default: plan.stops[0]?.value },
      address('addressTo', t('Adresse de destination', 'Destination address')),
      text('flightNumber', t('Numéro de vol ou de train', 'Flight or train number'), [], t('Facultatif : le chauffeur suit votre arrivée', 'Optional: the driver follows your arrival')),
      { name: 'childSeat', type: 'checkbox', label: t('Siège enfant (CHF 15.00)', 'Child seat (CHF 15.00)'), rules: [] },
      date('returnDateFrom', t('Date du retour', 'Return date'), [ROUND_TRIP, NOT_BEFORE_NOW]),
      address('returnAddressFrom', t('Adresse de départ du retour', 'Return pick-up address'), [ROUND_TRIP, { kind: 'fullAddress' }]),
      { name: 'returnAddressTo', type: 'select', label: t('Destination du retour', 'Return destination'), options: plan.stops, rules: [ROUND_TRIP], default: plan.stops[0]?.value },
    ],
  }
}

// Services and options -------------------------------------------------------------------------

const SKI_PASS_PRICES: Record<string, number> = { 1: 7_900, 2: 15_200, 3: 22_200, 4: 28_600, 5: 34_500, 6: 38_900, 7: 43_600 }

function services(): Array<Omit<ProductSeed, 'id'>> {
  return [
    {
      reference: 'SKI-PASS',
      category: 'service',
      type: 'skiPass',
      title: t('Forfait de ski Crans-Montana', 'Crans-Montana ski pass'),
      description: t(
        'Forfait adulte valable sur les 140 km de pistes du domaine, livré dans votre logement. Une ligne par groupe partant le même jour pour la même durée : ajoutez une ligne pour un autre groupe.',
        'Adult pass valid on the 140 km of slopes of the ski area, delivered to your rental. One line per group starting on the same day for the same number of days: add a line for another group.',
      ),
      basePrice: SKI_PASS_PRICES[1] as number,
      vatKind: 'standard',
      bulk: true,
      contentId: COMPLEMENTARY_PAGE,
      contextModel: {
        code: 'skiPass',
        title: t('Vos forfaits', 'Your passes'),
        bulk: true,
        carried: [],
        fields: [
          date('dateFrom', t('Premier jour de ski', 'First day of skiing')),
          count('days', t('Nombre de jours', 'Number of days'), 1, 7),
          count('people', PEOPLE, 1, 10, { default: 1 }),
          { name: 'country', type: 'country', label: t('Pays de résidence', 'Country of residence'), rules: [REQUIRED], default: 'CH' },
          { name: 'state', type: 'state', label: t('Canton ou région', 'Canton or region'), rules: [REQUIRED], default: 'VS', countryField: 'country' },
        ],
      },
      pricing: { kind: 'table', field: 'days', prices: SKI_PASS_PRICES, units: ['people'] },
    },
    {
      reference: 'OPT-CLEANING',
      category: 'option',
      type: 'cleaning',
      title: t('Nettoyage de fin de séjour', 'Final cleaning'),
      description: t(
        'Nettoyage complet du logement le jour de votre départ : cuisine, sanitaires, sols et vitres intérieures. CHF 60.00 par pièce, au minimum CHF 150.00.',
        'Full cleaning of the rental on your departure day: kitchen, bathrooms, floors and inside windows. CHF 60.00 per room, at least CHF 150.00.',
      ),
      basePrice: 6_000,
      vatKind: 'standard',
      bulk: false,
      contentId: COMPLEMENTARY_PAGE,
      contextModel: {
        code: 'cleaning',
        title: t('Votre nettoyage', 'Your cleaning'),
        bulk: false,
        carried: RENTAL_PERIOD,
        fields: [
          count('rooms', t('Nombre de pièces', 'Number of rooms'), 1, 8),
          date('dateFrom', t('Date du nettoyage', 'Cleaning date'), [REQUIRED, NOT_BEFORE_NOW, { kind: 'includedInRentalDates' }]),
          text('remarks', t('Remarques', 'Remarks')),
        ],
      },
      pricing: { kind: 'perUnit', units: ['rooms'], minimum: 15_000 },
    },
    laundryKit('OPT-BEDLINEN', t('Kit linge de lit', 'Bed linen kit'), 3_200, t(
      'Draps, housse de duvet et taies d’oreiller lavés et repassés par notre blanchisserie, livrés avant votre arrivée. Prix par personne.',
      'Sheets, duvet cover and pillowcases washed and ironed by our laundry, delivered before you arrive. Price per person.',
    )),
    laundryKit('OPT-TOWELS', t('Kit linge de bain', 'Towel kit'), 1_800, t(
      'Un drap de bain, une serviette et un tapis de bain par personne, livrés avant votre arrivée. Prix par personne.',
      'One bath sheet, one towel and one bath mat per person, delivered before you arrive. Price per person.',
    )),
    {
      reference: 'SRV-SKI-LESSON',
      category: 'service',
      type: 'skiLessons',
      title: t('Cours de ski ou de snowboard privé', 'Private ski or snowboard lesson'),
      description: t(
        'Cours particulier avec un moniteur diplômé de l’école de ski de la station, pour une à cinq personnes de même niveau. CHF 95.00 de l’heure, deux heures au minimum.',
        'Private lesson with a qualified instructor from the resort’s ski school, for one to five people of the same level. CHF 95.00 per hour, two hours at least.',
      ),
      basePrice: 9_500,
      vatKind: 'standard',
      bulk: false,
      contentId: COMPLEMENTARY_PAGE,
      contextModel: {
        code: 'skiLessons',
        title: t('Votre cours', 'Your lesson'),
        bulk: false,
        carried: [],
        fields: [
          radio('discipline', t('Discipline', 'Discipline'), [option('ski', 'Ski', 'Ski'), option('snowboard', 'Snowboard', 'Snowboard')], 'ski'),
          radio('level', t('Niveau', 'Level'), [option('beginner', 'Débutant', 'Beginner'), option('intermediate', 'Intermédiaire', 'Intermediate'), option('advanced', 'Avancé', 'Advanced')]),
          date('dateFrom', t('Date du cours', 'Lesson date')),
          count('hours', t('Durée en heures', 'Length in hours'), 2, 6, { default: 2 }),
          count('people', PEOPLE, 1, 5, { default: 1 }),
        ],
      },
      pricing: { kind: 'perUnit', units: ['hours'] },
    },
    {
      reference: 'SRV-GROCERIES',
      category: 'service',
      type: 'groceries',
      title: t('Livraison de courses', 'Grocery delivery'),
      description: t(
        'Vos courses livrées dans votre logement à l’heure choisie. Le prix est celui de la livraison ; les produits sont facturés au prix du magasin, ticket à l’appui.',
        'Your groceries delivered to your rental at the time you choose. The price is the delivery fee; the goods are charged at the shop’s price, with the receipt.',
      ),
      basePrice: 3_500,
      vatKind: 'standard',
      bulk: false,
      contentId: COMPLEMENTARY_PAGE,
      contextModel: {
        code: 'groceries',
        title: t('Votre livraison', 'Your delivery'),
        bulk: false,
        carried: [],
        fields: [
          date('dateFrom', t('Date de livraison', 'Delivery date')),
          radio('deliveryTime', t('Moment de la livraison', 'Delivery time'), [
            option('morning', 'Matin (8 h – 12 h)', 'Morning (8 a.m. – 12 noon)'),
            option('afternoon', 'Après-midi (14 h – 18 h)', 'Afternoon (2 p.m. – 6 p.m.)'),
          ], 'afternoon'),
          address('addressTo', t('Adresse de livraison', 'Delivery address')),
          text('shoppingList', t('Votre liste de courses', 'Your shopping list'), [REQUIRED]),
          text('phone', t('Téléphone pour le livreur', 'Phone for the delivery person'), [REQUIRED, { kind: 'phone' }], t('Numéro suisse, ou avec l’indicatif +33, +44…', 'Swiss number, or with its prefix +33, +44…')),
          { name: 'email', type: 'email', label: t('E-mail pour le ticket de caisse', 'Email for the receipt'), rules: [{ kind: 'email' }] },
        ],
      },
      pricing: { kind: 'fixed' },
    },
    {
      reference: 'SRV-PRIVATE-CHEF',
      category: 'service',
      type: 'privateChef',
      title: t('Chef à domicile', 'Private chef'),
      description: t(
        'Un chef cuisine chez vous un dîner de quatre plats avec des produits du Valais, service et rangement compris. CHF 145.00 par personne, au minimum CHF 580.00.',
        'A chef cooks a four-course dinner at your rental with produce from Valais, service and tidying up included. CHF 145.00 per person, at least CHF 580.00.',
      ),
      basePrice: 14_500,
      vatKind: 'standard',
      bulk: false,
      contentId: CONCIERGE_PAGE,
      contextModel: {
        code: 'privateChef',
        title: t('Votre dîner', 'Your dinner'),
        bulk: false,
        carried: [],
        fields: [
          date('dateFrom', t('Date du dîner', 'Dinner date')),
          count('people', t('Nombre de convives', 'Number of guests'), 2, 12, { default: 4 }),
          radio('menu', t('Menu', 'Menu'), [
            option('valaisan', 'Terroir valaisan', 'Flavours of Valais'),
            option('gastronomic', 'Gastronomique', 'Gourmet'),
            option('vegetarian', 'Végétarien', 'Vegetarian'),
          ], 'valaisan'),
          address('addressTo', t('Adresse du dîner', 'Address of the dinner')),
          { name: 'hasAllergies', type: 'checkbox', label: t('Un convive a une allergie ou une intolérance', 'A guest has an allergy or intolerance'), rules: [] },
          text('allergies', t('Allergies et intolérances', 'Allergies and intolerances'), [{ kind: 'requiredIf', field: 'hasAllergies' }]),
        ],
      },
      pricing: { kind: 'perUnit', units: ['people'], minimum: 58_000 },
    },
    {
      reference: 'SRV-BABYSITTING',
      category: 'service',
      type: 'babysitting',
      title: t('Baby-sitting', 'Babysitting'),
      description: t(
        'Une baby-sitter expérimentée, parlant français et anglais, garde vos enfants dans votre logement. CHF 32.00 de l’heure, trois heures au minimum, jusqu’à trois enfants.',
        'An experienced babysitter who speaks French and English looks after your children at your rental. CHF 32.00 per hour, three hours at least, up to three children.',
      ),
      basePrice: 3_200,
      vatKind: 'standard',
      bulk: false,
      contentId: CONCIERGE_PAGE,
      contextModel: {
        code: 'babysitting',
        title: t('Votre garde', 'Your babysitting'),
        bulk: false,
        carried: [],
        fields: [
          date('dateFrom', t('Date de la garde', 'Babysitting date')),
          count('hours', t('Durée en heures', 'Length in hours'), 3, 10, { default: 3 }),
          count('children', t('Nombre d’enfants', 'Number of children'), 1, 3, { default: 1 }),
          text('childrenAges', t('Âge des enfants', 'Children’s ages'), [REQUIRED]),
          address('addressTo', t('Adresse de la garde', 'Address')),
          { name: 'conditions', type: 'checkbox', label: t('J’accepte que la baby-sitter soit confirmée par e-mail la veille', 'I accept that the babysitter is confirmed by email the day before'), rules: [{ kind: 'checked' }] },
        ],
      },
      pricing: { kind: 'perUnit', units: ['hours'] },
    },
  ]
}

function laundryKit(reference: string, title: Texts, price: number, description: Texts): Omit<ProductSeed, 'id'> {
  return {
    reference,
    category: 'option',
    type: 'laundry',
    title,
    description,
    basePrice: price,
    vatKind: 'standard',
    bulk: false,
    contentId: LAUNDRY_PAGE,
    contextModel: {
      code: 'laundryKit',
      title: t('Votre kit', 'Your kit'),
      bulk: false,
      carried: RENTAL_PERIOD,
      fields: [
        count('people', PEOPLE, 1, 12, { default: 2 }),
        date('dateFrom', t('Date de livraison', 'Delivery date'), [REQUIRED, NOT_BEFORE_NOW, { kind: 'includedInRentalDates' }]),
      ],
    },
    pricing: { kind: 'perUnit', units: ['people'] },
  }
}

/**
 * Options sold under a rental only (docs/decisions/023), after the packages so that the ids of the
 * products before them stay as they were: cancellation insurance (20) and late arrival (21).
 */
function rentalOptions(): Array<Omit<ProductSeed, 'id'>> {
  return [
    {
      reference: 'OPT-CANCEL-INSURANCE',
      category: 'option',
      type: 'cancellationInsurance',
      title: t('Assurance annulation', 'Cancellation insurance'),
      description: t(
        'Couvre les frais d’annulation de votre location en cas de maladie, d’accident ou de décès d’un proche, jusqu’à CHF 10’000.00 par séjour. Tout sinistre doit être annoncé dans les 48 heures.',
        'Covers the cancellation costs of your rental in case of illness, accident or the death of a relative, up to CHF 10’000.00 per stay. Any claim must be reported within 48 hours.',
      ),
      basePrice: 5_900,
      // Insurance premiums are exempt from Swiss VAT (LTVA art. 21 al. 2 ch. 18).
      vatKind: 'insurance',
      bulk: false,
      contentId: COMPLEMENTARY_PAGE,
      contextModel: { code: 'cancellationInsurance', title: t('Votre assurance', 'Your insurance'), bulk: false, carried: RENTAL_PERIOD, fields: [] },
      pricing: { kind: 'fixed' },
    },
    {
      reference: 'OPT-LATE-ARRIVAL',
      category: 'option',
      type: 'lateArrival',
      title: t('Arrivée tardive', 'Late arrival'),
      description: t(
        'Remise des clés après 19 h, jusqu’à 23 h, par un membre de notre équipe qui vous attend au logement.',
        'Key handover after 7 p.m., until 11 p.m., by a member of our team waiting for you at the rental.',
      ),
      basePrice: 4_000,
      vatKind: 'standard',
      bulk: false,
      contentId: COMPLEMENTARY_PAGE,
      contextModel: {
        code: 'lateArrival',
        title: t('Votre arrivée', 'Your arrival'),
        bulk: false,
        carried: RENTAL_PERIOD,
        fields: [date('dateFrom', t('Jour d’arrivée', 'Arrival day'), [REQUIRED, NOT_BEFORE_NOW, { kind: 'includedInRentalDates' }])],
      },
      pricing: { kind: 'fixed' },
    },
  ]
}

// Packages -------------------------------------------------------------------------------------

const PACKAGE_TYPE_KEYS = Object.fromEntries(Object.entries(PACKAGE_TYPE_IDS).map(([key, id]) => [id, key])) as Record<number, string>

/** One product per package content (ids 50–57), typed by its package type (ski, wellness, family). */
function packages(): Array<Omit<ProductSeed, 'id'>> {
  return buildPackages(new Date(0)).map((content) => {
    const price = Number(content.attributes.price)
    const persons = Number(content.attributes.persons)
    const perPerson = persons === 1
    const fields: ContextField[] = [
      date('dateFrom', t('Date de début souhaitée', 'Preferred start date')),
      ...(perPerson ? [count('people', PEOPLE, 1, 8, { default: 1 })] : []),
      text('remarks', t('Remarques', 'Remarks')),
    ]
    return {
      reference: `PCK-${content.id}`,
      category: 'package' as const,
      type: PACKAGE_TYPE_KEYS[Number(content.attributes.packageTypeId)] ?? 'package',
      title: { fr: content.fr.title, en: content.en.title },
      description: { fr: content.fr.summary, en: content.en.summary },
      basePrice: price,
      vatKind: 'standard' as const,
      bulk: false,
      contentId: content.id,
      contextModel: { code: 'package', title: t('Votre pack', 'Your package'), bulk: false, carried: [], fields },
      pricing: perPerson ? { kind: 'perUnit' as const, units: ['people'] } : { kind: 'fixed' as const },
    }
  })
}

/** The whole catalogue, with its fixed ids (1–3 transfers, 4 ski pass, 5 final cleaning, …, 20 cancellation insurance, 21 late arrival). */
export function buildProducts(): ProductSeed[] {
  const transfers = TRANSFERS.map((plan) => ({
    reference: plan.reference,
    category: 'service' as const,
    type: 'transfer',
    title: plan.title,
    description: plan.description,
    basePrice: plan.price,
    vatKind: 'standard' as const,
    bulk: false,
    contentId: COMPLEMENTARY_PAGE,
    contextModel: transferModel(plan),
    pricing: { kind: 'perTrip' as const, includedPeople: 4, extraPerson: plan.extraPerson, addOns: [{ field: 'childSeat', price: 1_500 }] },
  }))
  return [...transfers, ...services(), ...packages(), ...rentalOptions()].map((product, i) => ({ id: i + 1, ...product }))
}

/** The rows of `products`, given the id of each category code. */
export function buildProductRows(categoryId: (code: ProductSeed['category']) => number) {
  return buildProducts().map(({ category, contextModel, pricing, ...product }) => ({
    ...product,
    categoryId: categoryId(category),
    contextModel: contextModel as unknown as Record<string, unknown>,
    pricing: pricing as unknown as Record<string, unknown>,
  }))
}
