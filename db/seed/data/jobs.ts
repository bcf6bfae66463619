import { daysAgo, firstOfMonthAfter } from '../dates'
import { paragraphs, type ContentSeed } from './content-types'

export const JOBS_FIRST_ID = 80

type Job = {
  workload: string
  /** Start date: first day of the month that many months after today. */
  startInMonths: number
  place: string
  publishedDaysAgo: number
  fr: { title: string; summary: string; body: string }
  en: { title: string; summary: string; body: string }
}

const APPLY_FR =
  'Merci d’envoyer votre dossier complet (lettre de motivation, CV, certificats de travail et diplômes) par e-mail à notre service des ressources humaines. Nous répondons à toutes les candidatures correspondant au profil recherché.'
const APPLY_EN =
  'Please send your complete application (cover letter, CV, references and diplomas) by e-mail to our human resources department. We reply to every application that matches the profile.'

const JOBS: Job[] = [
  {
    workload: '80–100%',
    startInMonths: 1,
    place: 'Crans-Montana',
    publishedDaysAgo: 9,
    fr: {
      title: 'Concierge de résidences (H/F)',
      summary: 'Vous veillez au bon fonctionnement de plusieurs résidences de la station et êtes l’interlocuteur des propriétaires et des locataires.',
      body: paragraphs(
        'Pour renforcer notre équipe, nous recherchons un ou une concierge de résidences, rattaché·e à notre service de gérance.',
        '## Vos missions',
        'Vous assurez l’entretien courant des parties communes, le déneigement des accès, le contrôle des installations techniques (chauffage, ascenseurs, éclairage) et le suivi des petits travaux. Vous accueillez les artisans et faites le lien avec nos gérants.',
        '## Votre profil',
        'Vous êtes titulaire d’un CFC dans un métier du bâtiment ou d’un brevet de concierge, vous êtes bricoleur, autonome et disponible certains week-ends en haute saison. Le permis de conduire est indispensable ; l’anglais est un atout.',
        APPLY_FR,
      ),
    },
    en: {
      title: 'Residential caretaker (m/f)',
      summary: 'You make sure several residences in the resort run smoothly and are the contact person for owners and tenants.',
      body: paragraphs(
        'To strengthen our team, we are looking for a residential caretaker attached to our property management department.',
        '## Your tasks',
        'You take care of the day-to-day upkeep of common areas, snow clearing of the access paths, checks of the technical installations (heating, lifts, lighting) and the follow-up of small repairs. You welcome tradespeople and liaise with our property managers.',
        '## Your profile',
        'You hold a Swiss federal certificate (CFC) in a building trade or a caretaker’s diploma, you are handy, independent and available on some weekends in high season. A driving licence is essential; English is an asset.',
        APPLY_EN,
      ),
    },
  },
  {
    workload: '50–100%',
    startInMonths: 0,
    place: 'Crans-Montana',
    publishedDaysAgo: 16,
    fr: {
      title: 'Gouvernant·e / employé·e d’intendance pour la saison d’hiver',
      summary: 'Vous préparez nos chalets et appartements pour l’arrivée des hôtes, avec le souci du détail.',
      body: paragraphs(
        'Pour la saison d’hiver, nous engageons plusieurs gouvernant·e·s pour l’intendance de nos locations de vacances.',
        '## Vos missions',
        'Nettoyage et préparation des logements entre deux séjours, mise en place du linge fourni par notre blanchisserie Saphir Laundry, contrôle de l’inventaire et signalement des réparations. Le travail s’organise principalement le samedi, jour des arrivées et des départs.',
        '## Votre profil',
        'Vous avez une première expérience dans l’hôtellerie ou le nettoyage, vous êtes rigoureux·se et aimez le travail en équipe. Un véhicule est un avantage ; les déplacements sont défrayés.',
        APPLY_FR,
      ),
    },
    en: {
      title: 'Housekeeper for the winter season',
      summary: 'You prepare our chalets and apartments for the guests’ arrival with great attention to detail.',
      body: paragraphs(
        'For the winter season we are hiring several housekeepers for our holiday rentals.',
        '## Your tasks',
        'Cleaning and preparing the properties between stays, laying out the linen supplied by our laundry Saphir Laundry, checking the inventory and reporting repairs. Work is mainly organised on Saturdays, the changeover day.',
        '## Your profile',
        'You have some experience in hospitality or cleaning, you are thorough and enjoy teamwork. A car is an advantage; travel expenses are reimbursed.',
        APPLY_EN,
      ),
    },
  },
  {
    workload: '100%',
    startInMonths: 3,
    place: 'Crans-Montana',
    publishedDaysAgo: 23,
    fr: {
      title: 'Gérant·e d’immeubles (PPE et locations)',
      summary: 'Vous gérez un portefeuille de copropriétés et de biens en location et accompagnez nos propriétaires.',
      body: paragraphs(
        'Notre service d’administration de biens recherche un ou une gérant·e d’immeubles expérimenté·e.',
        '## Vos missions',
        'Vous administrez un portefeuille de propriétés par étages (PPE) et de biens loués à l’année : préparation et tenue des assemblées, budgets et décomptes de charges, suivi des baux, des travaux et des sinistres, relation avec les propriétaires et les locataires.',
        '## Votre profil',
        'Brevet fédéral de gérant·e d’immeubles ou formation jugée équivalente, quelques années d’expérience en Suisse romande, maîtrise du droit du bail et de la PPE. Bonnes connaissances de l’anglais ; l’allemand est un plus.',
        APPLY_FR,
      ),
    },
    en: {
      title: 'Property manager (condominiums and lettings)',
      summary: 'You manage a portfolio of condominiums and let properties and support our owners.',
      body: paragraphs(
        'Our property management department is looking for an experienced property manager.',
        '## Your tasks',
        'You manage a portfolio of condominiums (PPE) and properties let on annual leases: preparing and running owners’ meetings, budgets and service-charge statements, leases, works and insurance claims, and relations with owners and tenants.',
        '## Your profile',
        'Swiss federal diploma in property management or equivalent training, several years’ experience in French-speaking Switzerland, good knowledge of tenancy and condominium law. Good English; German is a plus.',
        APPLY_EN,
      ),
    },
  },
  {
    workload: '100%',
    startInMonths: 2,
    place: 'Chermignon',
    publishedDaysAgo: 35,
    fr: {
      title: 'Technicien·ne de maintenance polyvalent·e',
      summary: 'Vous intervenez dans les chalets et résidences que nous gérons pour l’entretien et les dépannages.',
      body: paragraphs(
        'Notre service maintenance et entreprise générale, basé à Chermignon, cherche un·e technicien·ne polyvalent·e.',
        '## Vos missions',
        'Dépannages en sanitaire, électricité courante et menuiserie, entretien des chaudières et des pompes à chaleur en lien avec nos partenaires, petits travaux de rénovation, préparation des chalets avant l’hiver. Vous participez au service de piquet selon un planning établi.',
        '## Votre profil',
        'CFC d’installateur sanitaire, d’électricien de montage, de menuisier ou équivalent, esprit pratique et sens du service. Permis de conduire indispensable.',
        APPLY_FR,
      ),
    },
    en: {
      title: 'Multi-skilled maintenance technician',
      summary: 'You carry out upkeep and repairs in the chalets and residences we manage.',
      body: paragraphs(
        'Our maintenance and general contracting department, based in Chermignon, is looking for a multi-skilled technician.',
        '## Your tasks',
        'Repairs in plumbing, basic electrics and joinery, servicing boilers and heat pumps together with our partners, small renovation jobs, getting chalets ready for the winter. You take part in the on-call rota according to a set schedule.',
        '## Your profile',
        'Swiss federal certificate (CFC) as a plumber, electrician, joiner or equivalent, practical mind and sense of service. Driving licence essential.',
        APPLY_EN,
      ),
    },
  },
  {
    workload: '80%',
    startInMonths: 1,
    place: 'Crans-Montana',
    publishedDaysAgo: 41,
    fr: {
      title: 'Réceptionniste bilingue français-anglais',
      summary: 'Premier contact de nos clients, vous les accueillez à l’agence, au téléphone et par e-mail.',
      body: paragraphs(
        'Nous recherchons une personne souriante et organisée pour l’accueil de notre agence de Crans-Montana.',
        '## Vos missions',
        'Accueil des hôtes et remise des clés, réponse aux demandes par téléphone et par e-mail, gestion des réservations et des prestations de conciergerie, encaissements et tâches administratives.',
        '## Votre profil',
        'Formation commerciale ou hôtelière, excellente maîtrise du français et de l’anglais, à l’aise avec les outils informatiques. Disponible le samedi en saison.',
        APPLY_FR,
      ),
    },
    en: {
      title: 'Bilingual receptionist, French and English',
      summary: 'As our customers’ first contact, you welcome them at the agency, on the phone and by e-mail.',
      body: paragraphs(
        'We are looking for a friendly and organised person for the front desk of our Crans-Montana agency.',
        '## Your tasks',
        'Welcoming guests and handing over keys, answering enquiries by phone and e-mail, handling bookings and concierge services, taking payments and administrative tasks.',
        '## Your profile',
        'Commercial or hospitality training, excellent French and English, comfortable with computer tools. Available on Saturdays during the season.',
        APPLY_EN,
      ),
    },
  },
  {
    workload: '100%',
    startInMonths: 8,
    place: 'Crans-Montana',
    publishedDaysAgo: 52,
    fr: {
      title: 'Apprenti·e employé·e de commerce, branche immobilière',
      summary: 'Une formation de trois ans dans une agence active dans la location, la vente et la gérance.',
      body: paragraphs(
        'Pour la rentrée d’août, nous offrons une place d’apprentissage d’employé·e de commerce CFC dans la branche fiduciaire et immobilière.',
        '## Ce que nous offrons',
        'Une formation complète dans tous nos services : location de vacances, location à l’année, vente, gérance et comptabilité. Un encadrement personnalisé par une formatrice expérimentée et une équipe jeune et motivée.',
        '## Votre profil',
        'Vous terminez votre scolarité obligatoire avec de bons résultats, vous aimez le contact et les langues. Un stage d’une journée fait partie du processus de sélection.',
        APPLY_FR,
      ),
    },
    en: {
      title: 'Commercial apprentice, real-estate branch',
      summary: 'A three-year apprenticeship in an agency active in lettings, sales and property management.',
      body: paragraphs(
        'For the new school year in August, we offer an apprenticeship as a commercial employee (CFC) in the trust and real-estate branch.',
        '## What we offer',
        'Complete training in all our departments: holiday lettings, annual lettings, sales, property management and accounting. Personal support from an experienced trainer and a young, motivated team.',
        '## Your profile',
        'You are finishing compulsory schooling with good results and you enjoy contact with people and languages. A one-day trial is part of the selection process.',
        APPLY_EN,
      ),
    },
  },
]

export function buildJobs(today: string, now: Date): ContentSeed[] {
  return JOBS.map((job, i) => {
    // the apprenticeship starts on 1 August; the others on the first of a coming month
    const startDate = i === JOBS.length - 1 ? nextAugustFirst(today) : firstOfMonthAfter(today, job.startInMonths)
    return {
      id: JOBS_FIRST_ID + i,
      type: 'emploi' as const,
      position: i,
      publishedAt: daysAgo(now, job.publishedDaysAgo),
      attributes: { workload: job.workload, startDate, place: job.place },
      fr: job.fr,
      en: job.en,
      image: { scene: 'building' as const, caption: { fr: 'Notre agence à Crans-Montana', en: 'Our agency in Crans-Montana' }, shared: 'agency' },
    }
  })
}

function nextAugustFirst(today: string): string {
  const year = Number(today.slice(0, 4))
  const thisYear = `${year}-08-01`
  return thisYear > today ? thisYear : `${year + 1}-08-01`
}
