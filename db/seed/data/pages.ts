import { paragraphs, type ContentSeed } from './content-types'

/** Fixed content ids the site refers to directly (SPEC §3 and §9). */
export const FIXED_CONTENT_IDS = {
  packagesInvite: 142,
  presentationMain: 173,
  saleInvite: 17,
  locationInvite: 171,
} as const

export const PAGE_IDS = { presentation: 30, contact: 31, covid: 32, cgu: 33 } as const

const CGU_FR = paragraphs(
  'Les présentes conditions générales s’appliquent à toutes les réservations de locations de vacances, de packs et de prestations de conciergerie effectuées sur notre site, par téléphone ou à l’agence. En passant commande, le client déclare les avoir lues et acceptées.',
  '## 1. Réservation de prestations de conciergerie',
  'La demande de réservation d’une prestation de conciergerie engage le client. Le prestataire de services est libre de la refuser. Le contrat est conclu directement entre le client et le prestataire de services dès que celui-ci confirme la réservation, en règle générale par e-mail. Notre agence intervient en qualité d’intermédiaire.',
  'Si la confirmation diffère de la demande, elle est considérée comme une nouvelle offre, réputée acceptée si le client ne la refuse pas dans un délai de 2 jours ouvrables.',
  '## 2. Locations de vacances',
  'Les locations de vacances se font du samedi au samedi, pour une durée minimale d’une semaine. Le contrat de location est conclu entre le locataire et le bailleur, représenté par notre agence. La réservation de plusieurs logements par un même groupe nécessite l’accord préalable du bailleur.',
  'Les prix sont indiqués par logement et par semaine, en francs suisses, TVA comprise. Les prestations incluses (nettoyage final, linge de lit, linges de cuisine et de bain, assurance annulation, taxe de séjour, caution) sont précisées dans le descriptif de chaque logement. La taxe de séjour, lorsqu’elle n’est pas incluse, est perçue en sus selon le tarif communal en vigueur.',
  '## 3. Paiement',
  'Le paiement s’effectue en ligne au moment de la réservation, par carte de crédit ou TWINT, sur la page sécurisée de notre prestataire de paiement ; nous ne conservons aucune donnée de carte. Lorsque le début de la location intervient au moins 60 jours après la réservation, le client peut verser un acompte de 30 % ; le solde est alors dû au plus tard 30 jours avant l’arrivée.',
  '## 4. Contrôle de la confirmation',
  'Le client est tenu de vérifier la confirmation de réservation dès sa réception et de signaler toute erreur dans un délai de 2 jours ouvrables. Passé ce délai, la confirmation est réputée acceptée.',
  '## 5. Erreur de prix',
  'Si un prix manifestement erroné a été affiché ou confirmé, l’agence peut annuler la réservation dans un délai de 48 heures (jours ouvrables) dès la confirmation. Les montants déjà versés sont alors intégralement remboursés.',
  '## 6. Modification du prix des prestations de conciergerie',
  'Le prix des prestations de conciergerie peut être augmenté jusqu’à 20 jours avant le départ, notamment en cas de hausse des tarifs des prestataires, des taxes ou des taux de change. Si le montant total augmente de plus de 10 %, le client peut se retirer du contrat sans frais dans un délai de 5 jours dès la communication de la hausse.',
  '## 7. Annulation par le locataire',
  'Toute annulation doit être communiquée par écrit. Les frais d’annulation dépendent du nombre de jours entre la réception de l’annulation et le premier jour de la location :',
  '90 jours ou plus avant le début de la location : l’annulation est gratuite ; le montant total est remboursé, déduction faite des frais de transaction.',
  'De 89 à 29 jours avant le début de la location : 50 % du loyer est dû.',
  '28 jours ou moins avant le début de la location : 100 % du loyer est dû.',
  'Une arrivée tardive ou un départ anticipé ne donne droit à aucun remboursement.',
  '## 8. Assurance frais d’annulation',
  'Nous recommandons la conclusion d’une assurance frais d’annulation. Lorsque cette assurance est incluse dans la location ou conclue par notre intermédiaire, tout sinistre doit être annoncé dans les 48 heures suivant la survenance de l’événement.',
  '## 9. Utilisation du logement',
  'Le locataire utilise le logement avec soin, respecte le nombre maximal de personnes indiqué ainsi que le règlement de maison. Tout dégât doit être annoncé immédiatement à l’agence. Lorsqu’une caution est demandée, elle est restituée après l’état des lieux de sortie, déduction faite des éventuels dommages.',
  '## 10. Responsabilité',
  'La responsabilité du bailleur est limitée au double du montant du loyer. Pour les prestations de tiers réservées par l’intermédiaire de notre conciergerie, la responsabilité est limitée au double du montant de la prestation concernée. Les dispositions légales impératives, notamment en cas de faute intentionnelle ou de négligence grave, sont réservées.',
  '## 11. Protection des données',
  'Les données personnelles sont traitées conformément à la loi fédérale sur la protection des données. Elles sont utilisées pour l’exécution de la réservation et, uniquement avec l’accord exprès du client, pour l’envoi d’informations commerciales.',
  '## 12. Droit applicable et for',
  'Le droit suisse est applicable. Le for pour les prestations de conciergerie est à Sierre. Pour les locations, le for est au lieu de situation de l’objet loué.',
)

const CGU_EN = paragraphs(
  'These general terms apply to all bookings of holiday rentals, packages and concierge services made on our website, by telephone or at the agency. By placing an order, the client declares having read and accepted them.',
  '## 1. Booking concierge services',
  'A request to book a concierge service is binding on the client. The service provider is free to refuse it. The contract is concluded directly between the client and the service provider as soon as the provider confirms the booking, usually by e-mail. Our agency acts as an intermediary.',
  'If the confirmation differs from the request, it counts as a new offer, which is deemed accepted unless the client refuses it within 2 business days.',
  '## 2. Holiday rentals',
  'Holiday rentals run from Saturday to Saturday, for at least one week. The rental contract is concluded between the tenant and the lessor, represented by our agency. Group bookings of several properties require the prior agreement of the lessor.',
  'Prices are per property and per week, in Swiss francs, VAT included. The items included (final cleaning, bed linen, kitchen and bath towels, cancellation insurance, tourist tax, deposit) are stated in the description of each property. Where the tourist tax is not included, it is charged in addition at the current municipal rate.',
  '## 3. Payment',
  'Payment is made online when booking, by credit card or TWINT, on the secure page of our payment provider; we do not keep any card data. When the rental starts at least 60 days after the booking, the client may pay a 30% deposit; the balance is then due no later than 30 days before arrival.',
  '## 4. Checking the confirmation',
  'The client must check the booking confirmation as soon as it is received and report any error within 2 business days. After that period, the confirmation is deemed accepted.',
  '## 5. Price errors',
  'If an obviously wrong price was displayed or confirmed, the agency may cancel the booking within 48 hours (business days) of the confirmation. Any amounts already paid are then refunded in full.',
  '## 6. Price changes for concierge services',
  'The price of concierge services may be increased up to 20 days before departure, in particular if the providers’ rates, taxes or exchange rates rise. If the total amount rises by more than 10%, the client may withdraw from the contract at no cost within 5 days of being notified of the increase.',
  '## 7. Cancellation by the tenant',
  'Any cancellation must be made in writing. Cancellation fees depend on the number of days between receipt of the cancellation and the first day of the rental:',
  '90 days or more before the start of the rental: cancellation is free; the total amount is refunded minus the transaction fees.',
  '89 to 29 days before the start of the rental: 50% of the rent is due.',
  '28 days or fewer before the start of the rental: 100% of the rent is due.',
  'Late arrival or early departure gives no right to a refund.',
  '## 8. Cancellation insurance',
  'We recommend taking out cancellation insurance. Where this insurance is included in the rental or taken out through us, any claim must be reported within 48 hours of the event.',
  '## 9. Use of the property',
  'The tenant uses the property with care and respects the maximum number of occupants stated and the house rules. Any damage must be reported to the agency immediately. Where a deposit is required, it is returned after the check-out inspection, minus any damage.',
  '## 10. Liability',
  'The lessor’s liability is limited to twice the amount of the rent. For third-party services booked through our concierge service, liability is limited to twice the amount of the service concerned. Mandatory legal provisions, in particular in the event of intent or gross negligence, are reserved.',
  '## 11. Data protection',
  'Personal data are processed in accordance with the Swiss Federal Act on Data Protection. They are used to carry out the booking and, only with the client’s express consent, to send marketing information.',
  '## 12. Governing law and venue',
  'Swiss law applies. The place of jurisdiction for concierge services is Sierre. For rentals, the place of jurisdiction is the place where the rented property is located.',
)

type Page = Omit<ContentSeed, 'publishedAt' | 'position'>

const PAGES: Page[] = [
  {
    id: FIXED_CONTENT_IDS.presentationMain,
    type: 'page',
    attributes: { key: 'presentation-main' },
    image: { scene: 'village', caption: { fr: 'Le Haut-Plateau de Crans-Montana', en: 'The Crans-Montana plateau' } },
    fr: {
      title: 'Votre partenaire immobilier à Crans-Montana',
      summary: 'Location, vente, gérance et services : une seule agence pour profiter pleinement du Haut-Plateau.',
      body: paragraphs(
        'Installée au cœur de Crans-Montana, notre agence accompagne propriétaires, locataires et vacanciers sur tout le Haut-Plateau, de Lens à Mollens.',
        'Nous proposons des chalets et appartements à louer à la semaine ou à l’année, une sélection de biens à vendre, l’administration de propriétés par étages et un ensemble de services pour simplifier la vie en montagne : maintenance, blanchisserie Saphir Laundry et conciergerie.',
      ),
    },
    en: {
      title: 'Your real-estate partner in Crans-Montana',
      summary: 'Rentals, sales, property management and services: one agency to enjoy the plateau to the full.',
      body: paragraphs(
        'Based in the heart of Crans-Montana, our agency supports owners, tenants and holidaymakers all over the plateau, from Lens to Mollens.',
        'We offer chalets and apartments to rent by the week or on annual leases, a selection of properties for sale, condominium management and a range of services that make mountain life easier: maintenance, the Saphir Laundry and concierge services.',
      ),
    },
  },
  {
    id: FIXED_CONTENT_IDS.packagesInvite,
    type: 'invite',
    attributes: { key: 'packages' },
    image: { scene: 'landscape', caption: { fr: 'Composez votre séjour', en: 'Build your stay' } },
    fr: {
      title: 'Composez votre séjour',
      summary: 'Ski, bien-être ou famille : ajoutez un pack à votre location en quelques clics.',
      body: 'Forfaits de ski, cours, soins, activités pour les enfants : nos packs se réservent avec votre location et sont prêts dès votre arrivée.',
    },
    en: {
      title: 'Build your stay',
      summary: 'Ski, wellness or family: add a package to your rental in a few clicks.',
      body: 'Ski passes, lessons, treatments, activities for the children: our packages are booked together with your rental and ready when you arrive.',
    },
  },
  {
    id: FIXED_CONTENT_IDS.saleInvite,
    type: 'invite',
    attributes: { key: 'sale' },
    image: { scene: 'chalet', caption: { fr: 'Vendre votre bien', en: 'Selling your property' } },
    fr: {
      title: 'Vous souhaitez vendre votre bien ?',
      summary: 'Estimation gratuite et accompagnement personnalisé jusqu’à la signature chez le notaire.',
      body: 'Nos courtiers connaissent parfaitement le marché du Haut-Plateau. Nous estimons votre bien gratuitement, réalisons le dossier de vente, organisons les visites et vous accompagnons jusqu’à la signature de l’acte.',
    },
    en: {
      title: 'Would you like to sell your property?',
      summary: 'Free valuation and personal support until the signing at the notary’s office.',
      body: 'Our brokers know the plateau’s property market inside out. We value your property free of charge, prepare the sales brochure, organise the viewings and support you until the deed is signed.',
    },
  },
  {
    id: FIXED_CONTENT_IDS.locationInvite,
    type: 'invite',
    attributes: { key: 'location' },
    image: { scene: 'building', caption: { fr: 'Confiez-nous votre location', en: 'Let us rent out your property' } },
    fr: {
      title: 'Propriétaire ? Confiez-nous la location de votre bien',
      summary: 'Nous louons votre chalet ou votre appartement à la semaine ou à l’année et nous occupons de tout.',
      body: 'Photos, annonce, réservations, accueil des hôtes, ménage et linge : notre équipe gère la location de votre bien de A à Z et vous verse vos revenus avec un décompte détaillé.',
    },
    en: {
      title: 'Owner? Let us rent out your property',
      summary: 'We let your chalet or apartment by the week or on an annual lease and take care of everything.',
      body: 'Photos, listing, bookings, welcoming guests, cleaning and linen: our team manages the letting of your property from A to Z and pays you your income with a detailed statement.',
    },
  },
  {
    id: PAGE_IDS.presentation,
    type: 'page',
    attributes: { key: 'presentation' },
    image: { scene: 'building', caption: { fr: 'Notre agence', en: 'Our agency' } },
    fr: {
      title: 'Présentation',
      summary: 'Une équipe locale, au service des propriétaires et des hôtes du Haut-Plateau.',
      body: paragraphs(
        'Notre agence est née à Crans-Montana de la volonté d’offrir aux propriétaires et aux hôtes de la station un interlocuteur unique, proche et disponible. Aujourd’hui, une équipe d’une trentaine de collaboratrices et collaborateurs, tous établis dans la région, fait vivre cet engagement au quotidien.',
        '## Nos métiers',
        'Location de vacances et location à l’année, vente de chalets, d’appartements et de terrains, administration de propriétés par étages, maintenance et entreprise générale, blanchisserie avec Saphir Laundry et conciergerie : nos services couvrent tous les besoins d’un bien en montagne.',
        '## Nos valeurs',
        'Proximité, transparence et réactivité. Nous connaissons chaque village du Haut-Plateau, de Lens à Mollens, et travaillons avec des artisans et des prestataires de la région. Nos propriétaires reçoivent des décomptes clairs ; nos hôtes trouvent un logement préparé avec soin.',
        '## Nous rencontrer',
        'Notre agence vous accueille au centre de Crans-Montana, du lundi au samedi. Nous parlons français, anglais et allemand.',
      ),
    },
    en: {
      title: 'About us',
      summary: 'A local team serving owners and guests on the plateau.',
      body: paragraphs(
        'Our agency was founded in Crans-Montana to give the resort’s owners and guests a single, local and available point of contact. Today a team of some thirty people, all living in the region, carries this commitment through every day.',
        '## What we do',
        'Holiday and annual rentals, sales of chalets, apartments and building plots, condominium management, maintenance and general contracting, laundry with Saphir Laundry and concierge services: our services cover every need of a mountain property.',
        '## Our values',
        'Closeness, transparency and responsiveness. We know every village on the plateau, from Lens to Mollens, and work with craftsmen and providers from the region. Our owners receive clear statements; our guests find a carefully prepared home.',
        '## Meet us',
        'Our agency welcomes you in the centre of Crans-Montana from Monday to Saturday. We speak French, English and German.',
      ),
    },
  },
  {
    id: PAGE_IDS.contact,
    type: 'page',
    attributes: { key: 'contact' },
    image: { scene: 'village', caption: { fr: 'Crans-Montana', en: 'Crans-Montana' } },
    fr: {
      title: 'Contact',
      summary: 'Une question sur une location, une vente ou nos services ? Écrivez-nous ou passez nous voir.',
      body: paragraphs(
        'Notre équipe répond à vos questions sur les locations, les ventes, la gérance et nos services. Utilisez le formulaire de contact : nous vous répondons dans la journée ouvrable.',
        '## Horaires de l’agence',
        'Du lundi au vendredi de 8 h 30 à 12 h et de 13 h 30 à 18 h, le samedi de 9 h à 12 h et de 14 h à 17 h en saison. Jusqu’à nouvel avis, nos collaborateurs travaillent depuis leur domicile de 8 h à 12 h et de 14 h à 17 h ; ils restent joignables par téléphone et par e-mail.',
        '## Nous trouver',
        'L’agence se trouve au centre de Crans-Montana, à deux pas de l’arrêt du bus de la station. Des places de parc publiques sont disponibles à proximité.',
      ),
    },
    en: {
      title: 'Contact',
      summary: 'A question about a rental, a sale or our services? Write to us or drop by.',
      body: paragraphs(
        'Our team answers your questions about rentals, sales, property management and our services. Use the contact form: we reply within the working day.',
        '## Opening hours',
        'Monday to Friday 8.30 a.m. to 12 noon and 1.30 p.m. to 6 p.m., Saturday 9 a.m. to 12 noon and 2 p.m. to 5 p.m. during the season. Until further notice, our staff work from home from 8 am to 12 pm and from 2 pm to 5 pm; they can still be reached by phone and e-mail.',
        '## Finding us',
        'The agency is in the centre of Crans-Montana, a short walk from the resort bus stop. Public parking is available nearby.',
      ),
    },
  },
  {
    id: PAGE_IDS.covid,
    type: 'page',
    attributes: { key: 'covid' },
    image: null,
    fr: {
      title: 'Covid-19 : informations pour votre séjour',
      summary: 'Les mesures d’hygiène que nous maintenons et ce qu’il faut savoir avant de réserver.',
      body: paragraphs(
        'Aucune restriction sanitaire particulière ne s’applique actuellement en Suisse. Nous maintenons toutefois des mesures d’hygiène renforcées pour le confort de tous.',
        '## Dans nos logements',
        'Les logements sont nettoyés et aérés entre chaque séjour ; les surfaces de contact sont désinfectées. Le linge fourni par Saphir Laundry est lavé à haute température.',
        '## À l’agence',
        'La remise des clés peut se faire sans contact grâce à nos boîtes à clés sécurisées. Du gel hydroalcoolique reste à disposition à l’accueil.',
        '## Annulation',
        'Les conditions générales d’annulation s’appliquent. Nous recommandons la conclusion d’une assurance frais d’annulation couvrant la maladie. Si les autorités prenaient de nouvelles mesures, cette page serait mise à jour.',
      ),
    },
    en: {
      title: 'Covid-19: information for your stay',
      summary: 'The hygiene measures we keep in place and what to know before booking.',
      body: paragraphs(
        'No special health restrictions currently apply in Switzerland. We nevertheless keep enhanced hygiene measures in place for everyone’s comfort.',
        '## In our properties',
        'Properties are cleaned and aired between stays; contact surfaces are disinfected. Linen supplied by Saphir Laundry is washed at high temperature.',
        '## At the agency',
        'Keys can be handed over contact-free thanks to our secure key boxes. Hand sanitiser remains available at the front desk.',
        '## Cancellation',
        'The general cancellation terms apply. We recommend taking out cancellation insurance that covers illness. Should the authorities introduce new measures, this page would be updated.',
      ),
    },
  },
  {
    id: PAGE_IDS.cgu,
    type: 'page',
    attributes: { key: 'cgu' },
    image: null,
    fr: {
      title: 'Conditions générales',
      summary: 'Conditions applicables aux locations de vacances, aux packs et aux prestations de conciergerie.',
      body: CGU_FR,
    },
    en: {
      title: 'General terms and conditions',
      summary: 'Terms applying to holiday rentals, packages and concierge services.',
      body: CGU_EN,
    },
  },
]

export function buildPages(now: Date): ContentSeed[] {
  return PAGES.map((p, i) => ({ ...p, position: i, publishedAt: now }))
}
