import { paragraphs, type ContentSeed } from './content-types'

/** Content id of the property-management (administration) service page, linked from the menu (SPEC §2). */
export const ADMINISTRATION_ID = 20

type ServiceKey = 'administration' | 'maintenance' | 'laundry' | 'complementary' | 'concierge'

const SERVICES: Array<Omit<ContentSeed, 'type' | 'position' | 'publishedAt' | 'attributes'> & { key: ServiceKey }> = [
  {
    id: ADMINISTRATION_ID,
    key: 'administration',
    image: { scene: 'building', caption: { fr: 'Une résidence gérée par notre agence', en: 'A residence managed by our agency' } },
    fr: {
      title: 'Administration de biens',
      summary: 'Gérance de propriétés par étages, de résidences secondaires et de biens loués à l’année, en toute transparence.',
      body: paragraphs(
        'Depuis de nombreuses années, notre agence administre des immeubles en propriété par étages (PPE), des chalets et des appartements sur tout le Haut-Plateau. Nous connaissons les particularités d’une station de montagne : occupation saisonnière, propriétaires domiciliés à l’étranger, déneigement, entretien des installations en altitude.',
        '## Administration de PPE',
        'Nous préparons et animons les assemblées générales, établissons les budgets et les décomptes de charges, tenons la comptabilité de la copropriété et suivons les fonds de rénovation. Nous mandatons et contrôlons les entreprises pour l’entretien et les travaux décidés par la communauté.',
        '## Gérance locative',
        'Pour les biens loués à l’année, nous recherchons les locataires, rédigeons les baux, encaissons les loyers, établissons les décomptes de chauffage et de frais accessoires et gérons les états des lieux d’entrée et de sortie.',
        '## Résidences secondaires',
        'Vous êtes absent une partie de l’année ? Nous contrôlons régulièrement votre logement, relevons le courrier, coordonnons les réparations et préparons le chalet avant votre arrivée. Un interlocuteur unique vous rend compte de chaque intervention.',
      ),
    },
    en: {
      title: 'Property management',
      summary: 'Management of condominiums, second homes and properties let on annual leases, with full transparency.',
      body: paragraphs(
        'For many years our agency has managed condominium buildings (PPE), chalets and apartments all over the plateau. We know the specific needs of a mountain resort: seasonal occupancy, owners living abroad, snow clearing, upkeep of installations at altitude.',
        '## Condominium management',
        'We prepare and chair the owners’ general meetings, draw up budgets and service-charge statements, keep the condominium’s accounts and monitor the renovation fund. We appoint and supervise the contractors for the upkeep and works decided by the owners.',
        '## Letting management',
        'For properties let on annual leases, we find the tenants, draw up the leases, collect the rent, prepare the heating and service-charge statements and carry out the check-in and check-out inspections.',
        '## Second homes',
        'Away for part of the year? We check your property regularly, collect the mail, coordinate repairs and get the chalet ready before you arrive. A single contact person reports to you on every visit.',
      ),
    },
  },
  {
    id: 21,
    key: 'maintenance',
    image: { scene: 'chalet', caption: { fr: 'Rénovation d’un chalet', en: 'A chalet renovation' } },
    fr: {
      title: 'Maintenance et entreprise générale',
      summary: 'Entretien, dépannages et rénovations clés en main pour votre chalet ou votre appartement.',
      body: paragraphs(
        'Notre service maintenance intervient toute l’année dans les chalets, appartements et immeubles du Haut-Plateau. Nos techniciens connaissent les contraintes de la montagne : gel, neige, altitude et accès difficiles.',
        '## Entretien et dépannage',
        'Contrats d’entretien annuels, contrôle du chauffage et de la ventilation, détartrage des boilers, petites réparations de sanitaire, d’électricité et de menuiserie. Un service de piquet répond aux urgences pendant la saison.',
        '## Entreprise générale',
        'Pour une rénovation de cuisine, de salle de bains ou une transformation complète, nous coordonnons l’ensemble des corps de métier avec des artisans de la région. Vous bénéficiez d’un interlocuteur unique, d’un devis détaillé et d’un planning garanti, y compris pour les travaux à réaliser entre deux saisons.',
        '## Extérieurs',
        'Déneigement des accès et des toitures, entretien des jardins, des terrasses et des boiseries extérieures : votre bien reste impeccable, que vous soyez présent ou non.',
      ),
    },
    en: {
      title: 'Maintenance and general contracting',
      summary: 'Upkeep, repairs and turnkey renovations for your chalet or apartment.',
      body: paragraphs(
        'Our maintenance department works all year round in the chalets, apartments and buildings of the plateau. Our technicians know the constraints of the mountains: frost, snow, altitude and difficult access.',
        '## Upkeep and repairs',
        'Annual maintenance contracts, heating and ventilation checks, descaling of water heaters, small plumbing, electrical and joinery repairs. An on-call service handles emergencies during the season.',
        '## General contracting',
        'For a new kitchen or bathroom or a complete conversion, we coordinate all the trades with craftsmen from the region. You have a single contact person, a detailed quote and a guaranteed schedule, including for works to be done between two seasons.',
        '## Outdoors',
        'Snow clearing of access paths and roofs, upkeep of gardens, terraces and outdoor woodwork: your property stays impeccable whether you are there or not.',
      ),
    },
  },
  {
    id: 22,
    key: 'laundry',
    image: { scene: 'building', caption: { fr: 'La blanchisserie Saphir Laundry', en: 'The Saphir Laundry workshop' } },
    fr: {
      title: 'Saphir Laundry, notre blanchisserie',
      summary: 'Location de linge, lavage et repassage pour les particuliers, les propriétaires et les professionnels de la station.',
      body: paragraphs(
        'Saphir Laundry est la blanchisserie de notre agence. Elle traite chaque jour le linge de nos locations de vacances et celui de nombreux chalets, hôtels et restaurants du Haut-Plateau.',
        '## Location de linge',
        'Draps, housses de duvet, taies d’oreiller, linges de bain et de cuisine : commandez vos kits de linge avec votre location ou séparément. Ils sont livrés dans votre logement avant votre arrivée et repris après votre départ.',
        '## Lavage et repassage',
        'Chemises, duvets, couvertures, rideaux et linge de maison : déposez votre linge à l’atelier ou profitez de notre service de collecte et de livraison dans toute la station. Nous utilisons des lessives écologiques et des machines à faible consommation d’eau et d’énergie.',
        '## Pour les professionnels',
        'Propriétaires de résidences, hôteliers et restaurateurs bénéficient de contrats sur mesure, avec un stock de linge dédié et des tournées régulières.',
      ),
    },
    en: {
      title: 'Saphir Laundry, our laundry',
      summary: 'Linen hire, washing and ironing for private customers, owners and businesses in the resort.',
      body: paragraphs(
        'Saphir Laundry is our agency’s laundry. Every day it handles the linen of our holiday rentals and that of many chalets, hotels and restaurants on the plateau.',
        '## Linen hire',
        'Sheets, duvet covers, pillowcases, bath and kitchen towels: order your linen kits with your rental or separately. They are delivered to the property before you arrive and collected after you leave.',
        '## Washing and ironing',
        'Shirts, duvets, blankets, curtains and household linen: drop off your laundry at the workshop or use our collection and delivery service throughout the resort. We use eco-friendly detergents and machines that save water and energy.',
        '## For businesses',
        'Residence owners, hoteliers and restaurateurs benefit from tailor-made contracts with dedicated linen stock and regular rounds.',
      ),
    },
  },
  {
    id: 23,
    key: 'complementary',
    image: { scene: 'landscape', caption: { fr: 'Profiter de la montagne en toute sérénité', en: 'Enjoying the mountains stress-free' } },
    fr: {
      title: 'Nos prestations complémentaires',
      summary: 'Nettoyage, transferts, location de matériel, courses : tout ce qui rend votre séjour plus simple.',
      body: paragraphs(
        'Pour compléter votre location, nous proposons une série de prestations que vous pouvez réserver en ligne avec votre séjour ou à tout moment pendant vos vacances.',
        '## Pendant votre séjour',
        'Nettoyage intermédiaire, changement de linge, livraison de courses, de pain frais et de journaux, location de lits et de chaises pour bébés, bois pour la cheminée.',
        '## Pour vos déplacements',
        'Transferts en minibus depuis la gare de Sierre ou les aéroports de Genève, Zurich et Sion, navettes vers les remontées mécaniques, places de parc à la semaine.',
        '## Loisirs',
        'Location de skis et de snowboards livrés dans votre logement, cours de ski privés, réservation de tables, soins et massages à domicile.',
        'Les prix s’entendent TVA comprise. Les prestations réservées sont confirmées par e-mail.',
      ),
    },
    en: {
      title: 'Our complementary services',
      summary: 'Cleaning, transfers, equipment hire, groceries: everything that makes your stay easier.',
      body: paragraphs(
        'To complement your rental, we offer a range of services that you can book online with your stay or at any time during your holiday.',
        '## During your stay',
        'Mid-stay cleaning, linen change, delivery of groceries, fresh bread and newspapers, hire of baby cots and high chairs, firewood for the fireplace.',
        '## Getting around',
        'Minibus transfers from Sierre station or Geneva, Zurich and Sion airports, shuttles to the lifts, parking spaces by the week.',
        '## Leisure',
        'Skis and snowboards delivered to your door, private ski lessons, restaurant bookings, treatments and massages at home.',
        'Prices include VAT. Booked services are confirmed by e-mail.',
      ),
    },
  },
  {
    id: 24,
    key: 'concierge',
    image: { scene: 'chalet', caption: { fr: 'Un chalet prêt pour l’arrivée des hôtes', en: 'A chalet ready for the guests' } },
    fr: {
      title: 'Conciergerie',
      summary: 'Un service personnalisé, sept jours sur sept, pour les hôtes et les propriétaires exigeants.',
      body: paragraphs(
        'Notre conciergerie s’occupe de tous les détails de votre séjour pour que vous n’ayez qu’à profiter de la montagne. Un concierge dédié reste joignable pendant toute la durée de votre séjour.',
        '## Avant votre arrivée',
        'Chauffage et cheminée prêts, réfrigérateur rempli selon votre liste, forfaits de ski et matériel réservés, cours et activités organisés pour toute la famille.',
        '## Pendant votre séjour',
        'Réservation de restaurants, de soins, de guides de montagne ou de baby-sitters, chef à domicile, organisation d’événements privés et de transferts.',
        '## Conditions',
        'Les prestations de conciergerie sont fournies par des prestataires partenaires ; le contrat est conclu directement entre vous et le prestataire dès sa confirmation. Les conditions générales s’appliquent, notamment pour les modifications de prix et les annulations.',
      ),
    },
    en: {
      title: 'Concierge services',
      summary: 'A personal service, seven days a week, for demanding guests and owners.',
      body: paragraphs(
        'Our concierge team takes care of every detail of your stay, so that all you have to do is enjoy the mountains. A dedicated concierge can be reached throughout your stay.',
        '## Before you arrive',
        'Heating and fireplace ready, fridge stocked according to your list, ski passes and equipment booked, lessons and activities organised for the whole family.',
        '## During your stay',
        'Booking restaurants, treatments, mountain guides or babysitters, private chef, private events and transfers.',
        '## Terms',
        'Concierge services are provided by partner providers; the contract is concluded directly between you and the provider once it is confirmed. The general terms apply, in particular to price changes and cancellations.',
      ),
    },
  },
]

export function buildServices(now: Date): ContentSeed[] {
  return SERVICES.map(({ key, ...s }, i) => ({
    ...s,
    type: 'services' as const,
    position: i,
    publishedAt: now,
    attributes: { key },
  }))
}
