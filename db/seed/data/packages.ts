import { paragraphs, type ContentSeed } from './content-types'

export const PACKAGE_TYPE_IDS = { ski: 40, wellness: 41, family: 42 } as const
export const PACKAGES_FIRST_ID = 50

type Text = { title: string; summary: string; body: string }

const TYPES: Array<{ id: number; key: keyof typeof PACKAGE_TYPE_IDS; fr: Text; en: Text }> = [
  {
    id: PACKAGE_TYPE_IDS.ski,
    key: 'ski',
    fr: { title: 'Ski', summary: 'Forfaits, matériel et cours pour profiter des 140 km de pistes.', body: 'Des packs pensés pour les skieurs de tous niveaux : remontées mécaniques, matériel livré au chalet et cours avec des moniteurs diplômés.' },
    en: { title: 'Ski', summary: 'Passes, equipment and lessons to make the most of 140 km of slopes.', body: 'Packages designed for skiers of every level: lift passes, equipment delivered to the chalet and lessons with qualified instructors.' },
  },
  {
    id: PACKAGE_TYPE_IDS.wellness,
    key: 'wellness',
    fr: { title: 'Bien-être', summary: 'Spa, massages et yoga face aux Alpes.', body: 'Prenez le temps de vous ressourcer : accès aux spas de la station, soins à domicile et séances de yoga en pleine nature.' },
    en: { title: 'Wellness', summary: 'Spa, massages and yoga facing the Alps.', body: 'Take time to recharge: access to the resort’s spas, treatments at home and yoga sessions in the great outdoors.' },
  },
  {
    id: PACKAGE_TYPE_IDS.family,
    key: 'family',
    fr: { title: 'Famille', summary: 'Des activités pour petits et grands, été comme hiver.', body: 'Des vacances réussies pour toute la famille : jardin des neiges, garde d’enfants, randonnées accompagnées et sorties au lac.' },
    en: { title: 'Family', summary: 'Activities for young and old, in summer and winter.', body: 'A great holiday for the whole family: snow garden, childcare, guided walks and outings to the lake.' },
  },
]

type PackagePlan = { type: keyof typeof PACKAGE_TYPE_IDS; priceChf: number; persons: number; fr: Text; en: Text }

const PACKAGES: PackagePlan[] = [
  {
    type: 'ski',
    priceChf: 690,
    persons: 1,
    fr: {
      title: 'Pack Ski Liberté 6 jours',
      summary: 'Forfait de ski de six jours et location de skis ou de snowboard livrés dans votre logement.',
      body: paragraphs(
        'Le pack idéal pour une semaine de ski sans contrainte : un abonnement de six jours valable sur tout le domaine de Crans-Montana et la location d’un équipement complet (skis ou snowboard, chaussures, casque).',
        '## Inclus',
        'Forfait remontées mécaniques de six jours consécutifs, matériel de catégorie confort livré et réglé dans votre logement le jour de votre arrivée, reprise du matériel le dernier jour, assurance casse et vol.',
        'Prix par personne adulte, TVA comprise. Tarifs enfants sur demande.',
      ),
    },
    en: {
      title: 'Ski Freedom Pack, 6 days',
      summary: 'A six-day ski pass and ski or snowboard hire delivered to your rental.',
      body: paragraphs(
        'The ideal package for a hassle-free week of skiing: a six-day pass valid on the whole Crans-Montana ski area and hire of a complete set of equipment (skis or snowboard, boots, helmet).',
        '## Included',
        'Six consecutive days of lift pass, comfort-range equipment delivered and fitted at your rental on arrival day, collection on the last day, breakage and theft insurance.',
        'Price per adult, VAT included. Children’s rates on request.',
      ),
    },
  },
  {
    type: 'ski',
    priceChf: 480,
    persons: 1,
    fr: {
      title: 'Cours de ski privés – 3 matinées',
      summary: 'Trois matinées de cours particuliers avec un moniteur diplômé, pour progresser à votre rythme.',
      body: paragraphs(
        'Débutant ou skieur confirmé, progressez rapidement grâce à trois matinées de cours privés de trois heures avec un moniteur diplômé de l’école de ski de la station.',
        'Rendez-vous au départ des télécabines ; le moniteur adapte le programme à votre niveau et aux conditions du jour. Le forfait de ski n’est pas compris.',
      ),
    },
    en: {
      title: 'Private ski lessons – 3 mornings',
      summary: 'Three mornings of private lessons with a qualified instructor, to improve at your own pace.',
      body: paragraphs(
        'Beginner or experienced skier, make quick progress with three mornings of three-hour private lessons with a qualified instructor from the resort’s ski school.',
        'Meet at the gondola station; the instructor adapts the programme to your level and the day’s conditions. The lift pass is not included.',
      ),
    },
  },
  {
    type: 'ski',
    priceChf: 1_290,
    persons: 2,
    fr: {
      title: 'Pack Hors-piste avec guide',
      summary: 'Deux journées accompagnées par un guide de montagne pour découvrir la poudreuse en toute sécurité.',
      body: paragraphs(
        'Découvrez les plus belles descentes hors-piste du Haut-Plateau avec un guide de montagne diplômé. Le programme tient compte du bulletin d’avalanche et de votre niveau.',
        '## Inclus',
        'Deux journées de guide pour deux personnes, prêt de l’équipement de sécurité (détecteur, pelle, sonde, sac airbag), briefing de sécurité la veille.',
      ),
    },
    en: {
      title: 'Off-piste pack with a guide',
      summary: 'Two days with a mountain guide to discover powder snow safely.',
      body: paragraphs(
        'Discover the finest off-piste runs on the plateau with a qualified mountain guide. The programme takes the avalanche bulletin and your level into account.',
        '## Included',
        'Two guided days for two people, loan of safety equipment (transceiver, shovel, probe, airbag backpack), safety briefing the evening before.',
      ),
    },
  },
  {
    type: 'wellness',
    priceChf: 390,
    persons: 2,
    fr: {
      title: 'Escapade spa pour deux',
      summary: 'Une journée au spa avec deux massages de 50 minutes et un thé aux plantes des Alpes.',
      body: paragraphs(
        'Offrez-vous une parenthèse de détente après le ski : accès d’une journée à l’espace bien-être d’un hôtel partenaire (piscine, sauna, hammam) et deux massages relaxants de 50 minutes.',
        'La réservation est confirmée par e-mail avec l’horaire des soins. Peignoirs et serviettes fournis.',
      ),
    },
    en: {
      title: 'Spa escape for two',
      summary: 'A day at the spa with two 50-minute massages and an Alpine herbal tea.',
      body: paragraphs(
        'Treat yourself to a relaxing break after skiing: a day pass to the wellness area of a partner hotel (pool, sauna, steam bath) and two 50-minute relaxing massages.',
        'The booking is confirmed by e-mail with the times of the treatments. Bathrobes and towels provided.',
      ),
    },
  },
  {
    type: 'wellness',
    priceChf: 260,
    persons: 1,
    fr: {
      title: 'Yoga et randonnée au lever du soleil',
      summary: 'Trois séances de yoga en plein air et une randonnée accompagnée jusqu’aux alpages.',
      body: paragraphs(
        'En été, commencez la journée par une séance de yoga au bord d’un lac ou sur un alpage, face aux sommets. Le pack comprend trois séances d’une heure trente et une randonnée accompagnée d’une demi-journée avec pique-nique du terroir.',
        'Tapis et coussins fournis. Activité proposée de juin à septembre, selon la météo.',
      ),
    },
    en: {
      title: 'Sunrise yoga and hiking',
      summary: 'Three outdoor yoga sessions and a guided hike up to the mountain pastures.',
      body: paragraphs(
        'In summer, start the day with a yoga session by a lake or on a mountain pasture, facing the peaks. The pack includes three 90-minute sessions and a guided half-day hike with a local picnic.',
        'Mats and cushions provided. Available from June to September, depending on the weather.',
      ),
    },
  },
  {
    type: 'family',
    priceChf: 560,
    persons: 4,
    fr: {
      title: 'Pack Famille Neige',
      summary: 'Jardin des neiges pour les petits, luge et raclette au restaurant d’altitude pour toute la famille.',
      body: paragraphs(
        'Un pack pensé pour les familles avec de jeunes enfants : cinq demi-journées au jardin des neiges pour deux enfants dès trois ans, une descente en luge accompagnée et une soirée raclette dans un restaurant d’altitude.',
        'Prix pour deux adultes et deux enfants, TVA comprise.',
      ),
    },
    en: {
      title: 'Family Snow Pack',
      summary: 'Snow garden for the little ones, sledging and raclette at a mountain restaurant for the whole family.',
      body: paragraphs(
        'A pack designed for families with young children: five half-days at the snow garden for two children from age three, a guided sledge run and a raclette evening at a mountain restaurant.',
        'Price for two adults and two children, VAT included.',
      ),
    },
  },
  {
    type: 'family',
    priceChf: 420,
    persons: 4,
    fr: {
      title: 'Pack Famille Été',
      summary: 'Pédalos, mini-golf, randonnée avec un accompagnateur et visite d’une fromagerie d’alpage.',
      body: paragraphs(
        'Des vacances d’été actives pour toute la famille : une heure de pédalo sur le lac Grenon, une partie de mini-golf, une demi-journée de randonnée avec un accompagnateur en montagne et la visite d’une fromagerie d’alpage avec dégustation.',
        'Prix pour deux adultes et deux enfants, TVA comprise. Activités réservées selon vos dates.',
      ),
    },
    en: {
      title: 'Family Summer Pack',
      summary: 'Pedal boats, mini golf, a guided hike and a visit to a mountain-pasture cheese dairy.',
      body: paragraphs(
        'An active summer holiday for the whole family: an hour on a pedal boat on Lake Grenon, a round of mini golf, a half-day hike with a mountain leader and a visit to a mountain-pasture cheese dairy with tasting.',
        'Price for two adults and two children, VAT included. Activities booked according to your dates.',
      ),
    },
  },
  {
    type: 'family',
    priceChf: 350,
    persons: 2,
    fr: {
      title: 'Garde d’enfants – 5 soirées',
      summary: 'Une baby-sitter expérimentée vient au chalet pour cinq soirées pendant votre semaine.',
      body: paragraphs(
        'Profitez des restaurants de la station l’esprit tranquille : une baby-sitter expérimentée, parlant français et anglais, garde vos enfants dans votre logement pendant cinq soirées de quatre heures.',
        'Jusqu’à deux enfants. Horaires à convenir avec notre conciergerie.',
      ),
    },
    en: {
      title: 'Childcare – 5 evenings',
      summary: 'An experienced babysitter comes to the chalet for five evenings during your week.',
      body: paragraphs(
        'Enjoy the resort’s restaurants with peace of mind: an experienced babysitter who speaks French and English looks after your children at your rental for five four-hour evenings.',
        'Up to two children. Times to be agreed with our concierge team.',
      ),
    },
  },
]

const TYPE_SCENE = { ski: 'landscape', wellness: 'landscape', family: 'village' } as const
const TYPE_CAPTION = {
  ski: { fr: 'Le domaine skiable de Crans-Montana', en: 'The Crans-Montana ski area' },
  wellness: { fr: 'Détente face aux Alpes', en: 'Relaxing facing the Alps' },
  family: { fr: 'Vacances en famille sur le Haut-Plateau', en: 'Family holidays on the plateau' },
}

export function buildPackageTypes(now: Date): ContentSeed[] {
  return TYPES.map((t, i) => ({
    id: t.id,
    type: 'type_de_pack' as const,
    position: i,
    publishedAt: now,
    attributes: { key: t.key },
    fr: t.fr,
    en: t.en,
    image: { scene: TYPE_SCENE[t.key], caption: TYPE_CAPTION[t.key] },
  }))
}

export function buildPackages(now: Date): ContentSeed[] {
  return PACKAGES.map((p, i) => ({
    id: PACKAGES_FIRST_ID + i,
    type: 'packages' as const,
    position: i,
    publishedAt: now,
    parentId: PACKAGE_TYPE_IDS[p.type],
    attributes: { packageTypeId: PACKAGE_TYPE_IDS[p.type], price: p.priceChf * 100, persons: p.persons },
    fr: p.fr,
    en: p.en,
    image: { scene: TYPE_SCENE[p.type], caption: { fr: p.fr.title, en: p.en.title }, shared: `content:${PACKAGE_TYPE_IDS[p.type]}` },
  }))
}
