import { paragraphs, type ContentSeed } from './content-types'

type NewsItem = {
  /** Month and day the item is usually published; the seed uses the latest such date before today. */
  month: number
  day: number
  /** Publish one year earlier than the latest occurrence (keeps the list spread over 14 months). */
  yearEarlier?: boolean
  scene: 'landscape' | 'village' | 'chalet' | 'building'
  text: (year: number) => { fr: { title: string; summary: string; body: string }; en: { title: string; summary: string; body: string } }
  caption: { fr: string; en: string }
}

const NEWS: NewsItem[] = [
  {
    month: 12,
    day: 5,
    scene: 'landscape',
    caption: { fr: 'Le domaine skiable sous la neige', en: 'The ski area under snow' },
    text: (year) => ({
      fr: {
        title: `Ouverture de la saison d’hiver ${year}-${year + 1}`,
        summary: 'Les remontées mécaniques de Crans-Montana rouvrent ce week-end avec un bel enneigement sur le haut du domaine.',
        body: paragraphs(
          'C’est parti ! Grâce aux chutes de neige de ces dernières semaines et au travail des équipes d’enneigement, les remontées mécaniques de Crans-Montana ouvrent ce samedi. La télécabine de Crans–Cry d’Er et celle de Montana–Arnouva desservent déjà la majorité des pistes du haut du domaine.',
          '## Ce qu’il faut savoir',
          'Les pistes de retour à la station seront ouvertes progressivement en fonction de l’enneigement. Les abonnements de saison achetés en prévente sont valables dès aujourd’hui. Les écoles de ski reprennent leurs cours collectifs le week-end suivant.',
          'Nos équipes ont préparé les chalets et appartements pour accueillir nos premiers hôtes. Il reste quelques semaines disponibles en décembre et en janvier : consultez nos offres de location à la semaine et nos offres spéciales.',
        ),
      },
      en: {
        title: `The ${year}-${year + 1} winter season opens`,
        summary: 'The Crans-Montana lifts reopen this weekend with good snow cover on the upper part of the ski area.',
        body: paragraphs(
          'Here we go! Thanks to the recent snowfalls and the work of the snowmaking teams, the Crans-Montana lifts open this Saturday. The Crans–Cry d’Er and Montana–Arnouva gondolas already serve most of the slopes on the upper part of the ski area.',
          '## Good to know',
          'The runs back down to the resort will open gradually depending on the snow. Season passes bought in the pre-sale are valid from today. Ski schools resume their group lessons the following weekend.',
          'Our teams have prepared the chalets and apartments for our first guests. A few weeks are still available in December and January: have a look at our weekly rentals and special offers.',
        ),
      },
    }),
  },
  {
    month: 8,
    day: 18,
    scene: 'landscape',
    caption: { fr: 'Le parcours de golf face aux Alpes', en: 'The golf course facing the Alps' },
    text: (year) => ({
      fr: {
        title: `Omega European Masters ${year} : le golf international à Crans`,
        summary: 'Les meilleurs golfeurs du circuit européen se retrouvent sur le parcours Severiano Ballesteros, l’un des plus spectaculaires au monde.',
        body: paragraphs(
          `Comme chaque fin d’été, le Golf-Club Crans-sur-Sierre accueille l’Omega European Masters ${year}. Pendant quatre jours, les meilleurs joueurs du circuit européen s’affrontent sur le parcours Severiano Ballesteros, avec une vue incomparable sur la chaîne des Alpes, du Cervin au Mont-Blanc.`,
          '## Un tournoi pour toute la famille',
          'L’entrée est gratuite pour les moins de 16 ans et le village du tournoi propose animations, initiations au golf et stands gastronomiques. La circulation sera adaptée au centre de Crans pendant la semaine : privilégiez le bus de la station ou la marche à pied.',
          'Pour les propriétaires qui souhaitent louer leur bien pendant le tournoi, la demande est forte : contactez notre service de location pour une estimation.',
        ),
      },
      en: {
        title: `Omega European Masters ${year}: international golf in Crans`,
        summary: 'The best golfers of the European tour meet on the Severiano Ballesteros course, one of the most spectacular in the world.',
        body: paragraphs(
          `As every late summer, the Crans-sur-Sierre Golf Club hosts the ${year} Omega European Masters. For four days the best players of the European tour compete on the Severiano Ballesteros course, with a matchless view of the Alps from the Matterhorn to Mont Blanc.`,
          '## A tournament for the whole family',
          'Entry is free for under-16s and the tournament village offers entertainment, golf taster sessions and food stands. Traffic in the centre of Crans will be adjusted during the week: take the resort bus or walk.',
          'Owners who wish to let their property during the tournament can count on strong demand: contact our rental department for an estimate.',
        ),
      },
    }),
  },
  {
    month: 3,
    day: 24,
    scene: 'village',
    caption: { fr: 'La station au printemps', en: 'The resort in spring' },
    text: (year) => ({
      fr: {
        title: `Caprices Festival ${year} : la musique au sommet`,
        summary: 'Le festival de musique électronique investit la station et les pistes pour plusieurs jours de concerts au printemps.',
        body: paragraphs(
          'Rendez-vous incontournable du printemps, le Caprices Festival transforme Crans-Montana en scène à ciel ouvert. Concerts en station le soir, sets en altitude l’après-midi : le festival réunit artistes internationaux et talents locaux dans un cadre unique.',
          '## Se loger pendant le festival',
          'Les hébergements sont très demandés pendant le festival. Nous proposons encore quelques appartements à la semaine à proximité des navettes. Pensez à réserver tôt et à consulter nos offres spéciales de fin de saison.',
        ),
      },
      en: {
        title: `Caprices Festival ${year}: music on the mountain`,
        summary: 'The electronic music festival takes over the resort and the slopes for several days of concerts in spring.',
        body: paragraphs(
          'A highlight of the spring, the Caprices Festival turns Crans-Montana into an open-air stage. Concerts in the resort in the evening, high-altitude sets in the afternoon: the festival brings together international artists and local talent in a unique setting.',
          '## Where to stay during the festival',
          'Accommodation is in high demand during the festival. We still have a few weekly apartments close to the shuttle stops. Book early and have a look at our end-of-season special offers.',
        ),
      },
    }),
  },
  {
    month: 10,
    day: 14,
    scene: 'chalet',
    caption: { fr: 'Un chalet préparé par notre conciergerie', en: 'A chalet prepared by our concierge team' },
    text: () => ({
      fr: {
        title: 'Notre nouveau service de conciergerie',
        summary: 'Courses livrées avant votre arrivée, chauffage allumé, skis préparés : notre conciergerie s’occupe de tout.',
        body: paragraphs(
          'Pour que vos vacances commencent dès la porte du chalet, nous lançons un service de conciergerie complet pour nos locataires et pour les propriétaires de résidences secondaires.',
          '## Ce que nous proposons',
          'Livraison de vos courses avant l’arrivée, mise en température du logement, réservation de cours de ski, de restaurants ou de soins, transferts depuis la gare de Sierre ou l’aéroport de Genève, garde d’enfants : il suffit de nous dire ce dont vous avez besoin.',
          'Les prestations se réservent directement en ligne avec votre location ou à tout moment depuis la page Conciergerie. Notre équipe reste joignable sept jours sur sept pendant la saison.',
        ),
      },
      en: {
        title: 'Our new concierge service',
        summary: 'Groceries delivered before you arrive, heating on, skis ready: our concierge team takes care of everything.',
        body: paragraphs(
          'So that your holiday starts at the chalet door, we are launching a full concierge service for our guests and for owners of second homes.',
          '## What we offer',
          'Grocery delivery before you arrive, warming up the property, booking ski lessons, restaurants or spa treatments, transfers from Sierre station or Geneva airport, childcare: just tell us what you need.',
          'Services can be booked online together with your rental or at any time from the Concierge page. Our team can be reached seven days a week during the season.',
        ),
      },
    }),
  },
  {
    month: 1,
    day: 21,
    scene: 'landscape',
    caption: { fr: 'Neige fraîche sur le Haut-Plateau', en: 'Fresh snow on the plateau' },
    text: () => ({
      fr: {
        title: 'Bulletin neige : un mètre de poudreuse sur le domaine',
        summary: 'Après trois jours de chutes de neige, le domaine skiable affiche des conditions exceptionnelles.',
        body: paragraphs(
          'Les perturbations de la semaine ont déposé près d’un mètre de neige fraîche au-dessus de 2000 mètres. Toutes les pistes sont ouvertes et damées, et le soleil est annoncé pour le week-end.',
          '## Prudence hors des pistes',
          'Le danger d’avalanche est marqué sur les pentes raides. Nous rappelons que le hors-piste se pratique uniquement avec un guide et l’équipement de sécurité adapté. Les bulletins du SLF sont publiés chaque jour à 8 h et 17 h.',
          'Bonne nouvelle pour les retardataires : quelques semaines de février et de mars sont encore disponibles dans nos chalets.',
        ),
      },
      en: {
        title: 'Snow report: one metre of powder on the slopes',
        summary: 'After three days of snowfall, the ski area is in exceptional condition.',
        body: paragraphs(
          'This week’s weather fronts have brought nearly a metre of fresh snow above 2,000 metres. All the runs are open and groomed, and sunshine is forecast for the weekend.',
          '## Take care off-piste',
          'The avalanche danger is considerable on steep slopes. Off-piste skiing should only be done with a guide and the proper safety equipment. The SLF avalanche bulletins are published every day at 8 a.m. and 5 p.m.',
          'Good news for late planners: a few weeks in February and March are still available in our chalets.',
        ),
      },
    }),
  },
  {
    month: 7,
    day: 24,
    scene: 'village',
    caption: { fr: 'Le village un soir d’été', en: 'The village on a summer evening' },
    text: () => ({
      fr: {
        title: 'Fête nationale du 1er Août sur le Haut-Plateau',
        summary: 'Cortège, discours, feux d’artifice et brunch à la ferme : le programme de la Fête nationale dans les villages.',
        body: paragraphs(
          'Le 1er Août, Crans-Montana et les villages du Haut-Plateau célèbrent la Fête nationale suisse. Le cortège aux lampions part en début de soirée du centre de Montana, suivi de la partie officielle et du traditionnel feu de joie au bord du lac Grenon.',
          'Le matin, plusieurs fermes des environs proposent le brunch du 1er Août avec des produits du terroir. Les places sont limitées : nous pouvons effectuer la réservation pour vous.',
          'En raison de la sécheresse, les feux d’artifice privés peuvent être interdits : renseignez-vous auprès de la commune avant la fête.',
        ),
      },
      en: {
        title: 'Swiss National Day on 1 August on the plateau',
        summary: 'Procession, speeches, fireworks and farm brunch: the National Day programme in the villages.',
        body: paragraphs(
          'On 1 August, Crans-Montana and the villages of the plateau celebrate Swiss National Day. The lantern procession sets off in the early evening from the centre of Montana, followed by the official speeches and the traditional bonfire by Lake Grenon.',
          'In the morning, several farms in the area serve the 1 August brunch with local produce. Places are limited: we can make the booking for you.',
          'Because of dry weather, private fireworks may be banned: check with the municipality before the celebrations.',
        ),
      },
    }),
  },
  {
    month: 11,
    day: 8,
    scene: 'building',
    caption: { fr: 'Les ateliers de Saphir Laundry', en: 'The Saphir Laundry workshop' },
    text: () => ({
      fr: {
        title: 'Saphir Laundry agrandit son atelier',
        summary: 'Notre blanchisserie double sa capacité pour traiter le linge des chalets et des hôtels pendant la haute saison.',
        body: paragraphs(
          'Avant l’hiver, Saphir Laundry, la blanchisserie de notre agence, s’est équipée de nouvelles machines à haut rendement énergétique. L’atelier peut désormais traiter deux fois plus de linge chaque jour, avec des lessives écologiques et une eau chauffée en partie par récupération de chaleur.',
          '## Pour les particuliers aussi',
          'Location de draps et de linges de bain, lavage de duvets, repassage : les particuliers peuvent déposer leur linge à l’atelier ou profiter du service de collecte et de livraison dans toute la station.',
        ),
      },
      en: {
        title: 'Saphir Laundry expands its workshop',
        summary: 'Our laundry doubles its capacity to handle the linen of chalets and hotels during the high season.',
        body: paragraphs(
          'Ahead of the winter, Saphir Laundry, our agency’s laundry, has installed new energy-efficient machines. The workshop can now handle twice as much linen every day, using eco-friendly detergents and water partly heated by heat recovery.',
          '## For private customers too',
          'Sheet and towel hire, duvet washing, ironing: private customers can drop off their laundry at the workshop or use our collection and delivery service throughout the resort.',
        ),
      },
    }),
  },
  {
    month: 2,
    day: 9,
    scene: 'landscape',
    caption: { fr: 'La piste de descente', en: 'The downhill course' },
    text: () => ({
      fr: {
        title: 'La Coupe du monde de ski féminine de retour à Crans-Montana',
        summary: 'Les meilleures skieuses du monde s’élancent sur la piste du Mont-Lachaux pour les épreuves de vitesse.',
        body: paragraphs(
          'Crans-Montana accueille une nouvelle fois les épreuves de vitesse de la Coupe du monde de ski alpin féminine. Descente et super-G se disputent sur la piste du Mont-Lachaux, avec une arrivée en plein cœur du domaine.',
          '## Infos pratiques',
          'L’accès à l’aire d’arrivée est gratuit. Des navettes supplémentaires relient les parkings de la station. Certaines pistes seront fermées au public pendant les entraînements : consultez le plan des pistes du jour.',
          'La station se prépare également à accueillir les Championnats du monde de ski alpin en 2027, un événement qui renforce encore l’attrait du Haut-Plateau.',
        ),
      },
      en: {
        title: 'The women’s Ski World Cup returns to Crans-Montana',
        summary: 'The world’s best female skiers race down the Mont-Lachaux course in the speed events.',
        body: paragraphs(
          'Crans-Montana once again hosts the speed events of the women’s Alpine Ski World Cup. The downhill and super-G are raced on the Mont-Lachaux course, finishing right in the heart of the ski area.',
          '## Practical information',
          'Access to the finish area is free. Extra shuttles run from the resort car parks. Some runs will be closed to the public during training: check the daily piste map.',
          'The resort is also getting ready to host the Alpine World Ski Championships in 2027, an event that makes the plateau even more attractive.',
        ),
      },
    }),
  },
  {
    month: 6,
    day: 20,
    scene: 'landscape',
    caption: { fr: 'Randonnée estivale au-dessus de la station', en: 'Summer hike above the resort' },
    text: () => ({
      fr: {
        title: 'L’été commence : remontées, bisses et glacier',
        summary: 'Les remontées d’été reprennent du service et donnent accès aux randonnées, aux bisses et au glacier de la Plaine Morte.',
        body: paragraphs(
          'Dès la fin juin, les installations d’été rouvrent et permettent de rejoindre en quelques minutes les sentiers d’altitude. Le glacier de la Plaine Morte, à près de 3000 mètres, offre un panorama saisissant sur les Alpes valaisannes et bernoises.',
          '## Nos suggestions',
          'Pour une balade en famille, suivez le bisse du Roh jusqu’aux Plans-Mayens, ou faites le tour des lacs de la station à pied. Les vététistes trouveront de nombreux itinéraires balisés autour de Colombire et d’Aminona.',
          'Nos appartements à la semaine sont proposés à des tarifs de mi-saison en juin et en septembre : une excellente occasion de découvrir la montagne au calme.',
        ),
      },
      en: {
        title: 'Summer begins: lifts, bisses and glacier',
        summary: 'The summer lifts are back in service, giving access to hikes, irrigation-channel paths and the Plaine Morte glacier.',
        body: paragraphs(
          'From the end of June the summer lifts reopen, taking you up to the high-altitude trails in minutes. The Plaine Morte glacier, at nearly 3,000 metres, offers a breathtaking view of the Valais and Bernese Alps.',
          '## Our suggestions',
          'For a family outing, follow the Roh bisse to Plans-Mayens, or walk around the resort’s lakes. Mountain bikers will find many marked trails around Colombire and Aminona.',
          'Our weekly apartments are offered at mid-season rates in June and September: a great way to discover the mountains in peace.',
        ),
      },
    }),
  },
  {
    month: 9,
    day: 22,
    scene: 'village',
    caption: { fr: 'Les villages du Haut-Plateau en automne', en: 'The plateau villages in autumn' },
    text: () => ({
      fr: {
        title: 'La désalpe anime les villages',
        summary: 'Les troupeaux redescendent des alpages : une fête populaire à ne pas manquer dans les villages du Haut-Plateau.',
        body: paragraphs(
          'Fin septembre, les vaches d’Hérens quittent les alpages pour rejoindre les villages. Parées de fleurs et de cloches, elles défilent sous les applaudissements, accompagnées de leurs bergers.',
          'La journée se poursuit autour de stands de raclette, de produits du terroir et de musique traditionnelle. Une belle occasion de découvrir Chermignon, Lens ou Icogne sous les couleurs de l’automne.',
        ),
      },
      en: {
        title: 'The cattle descent livens up the villages',
        summary: 'The herds come down from the mountain pastures: a village festival not to be missed on the plateau.',
        body: paragraphs(
          'At the end of September, the Hérens cows leave the mountain pastures and return to the villages. Decked with flowers and bells, they parade to applause, led by their herders.',
          'The day continues with raclette stands, local produce and traditional music. A fine opportunity to discover Chermignon, Lens or Icogne in their autumn colours.',
        ),
      },
    }),
  },
  {
    month: 5,
    day: 12,
    scene: 'chalet',
    caption: { fr: 'Un chalet au printemps', en: 'A chalet in spring' },
    text: () => ({
      fr: {
        title: 'Propriétaires : préparez la saison d’été avec nous',
        summary: 'Entretien, nettoyage de printemps, mise en location : nos équipes remettent votre bien en état entre les saisons.',
        body: paragraphs(
          'La fin de la saison d’hiver est le bon moment pour faire le point sur l’état de votre chalet ou de votre appartement. Notre service maintenance propose un contrôle complet : chauffage, toiture, boiseries, terrasses et jardins.',
          '## Louer en été',
          'La demande de locations estivales progresse chaque année. Si vous souhaitez mettre votre bien en location pour juillet et août, contactez-nous dès maintenant : nous nous chargeons des photos, de l’annonce, de l’accueil des hôtes et du linge.',
        ),
      },
      en: {
        title: 'Owners: get ready for the summer season with us',
        summary: 'Maintenance, spring cleaning, letting: our teams get your property ready between seasons.',
        body: paragraphs(
          'The end of the winter season is the right time to check the condition of your chalet or apartment. Our maintenance department offers a complete inspection: heating, roof, woodwork, terraces and gardens.',
          '## Letting in summer',
          'Demand for summer rentals grows every year. If you would like to let your property in July and August, contact us now: we take care of the photos, the listing, welcoming the guests and the linen.',
        ),
      },
    }),
  },
  {
    month: 11,
    day: 28,
    yearEarlier: true,
    scene: 'village',
    caption: { fr: 'Crans-Montana à l’approche de Noël', en: 'Crans-Montana as Christmas approaches' },
    text: () => ({
      fr: {
        title: 'Le marché de Noël illumine Crans',
        summary: 'Chalets en bois, vin chaud et artisanat local : le marché de Noël s’installe dans la rue piétonne pour tout le mois de décembre.',
        body: paragraphs(
          'Dès le début de décembre, le centre de Crans se pare de lumières et accueille son marché de Noël. Une trentaine d’exposants proposent artisanat, décorations, spécialités valaisannes et idées de cadeaux.',
          'Les enfants retrouvent le Père Noël chaque week-end et une patinoire éphémère complète les animations. Notre agence, toute proche, vous accueille pendant les heures d’ouverture du marché.',
        ),
      },
      en: {
        title: 'The Christmas market lights up Crans',
        summary: 'Wooden stalls, mulled wine and local crafts: the Christmas market settles in the pedestrian street for the whole of December.',
        body: paragraphs(
          'From early December the centre of Crans is decked with lights and hosts its Christmas market. Some thirty stallholders offer crafts, decorations, Valais specialities and gift ideas.',
          'Children can meet Father Christmas every weekend and a pop-up ice rink completes the festivities. Our agency, just nearby, welcomes you during the market’s opening hours.',
        ),
      },
    }),
  },
]

/** The latest date with that month and day strictly before `today`, at 08:00 UTC. */
function latestBefore(today: string, month: number, day: number): Date {
  const year = Number(today.slice(0, 4))
  const candidate = new Date(Date.UTC(year, month - 1, day, 8))
  return candidate.toISOString().slice(0, 10) < today ? candidate : new Date(Date.UTC(year - 1, month - 1, day, 8))
}

export const NEWS_FIRST_ID = 60

export function buildNews(today: string): ContentSeed[] {
  const items = NEWS.map((item) => {
    let date = latestBefore(today, item.month, item.day)
    if (item.yearEarlier) {
      const earlier = new Date(Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), date.getUTCDate(), 8))
      const limit = Date.parse(`${today}T00:00:00Z`) - 425 * 86_400_000 // 14 months
      if (earlier.getTime() >= limit) date = earlier
    }
    return { item, date }
  }).sort((a, b) => b.date.getTime() - a.date.getTime())
  return items.map(({ item, date }, i) => {
    const text = item.text(date.getUTCFullYear())
    return {
      id: NEWS_FIRST_ID + i,
      type: 'actualites' as const,
      position: i,
      publishedAt: date,
      attributes: {},
      fr: text.fr,
      en: text.en,
      image: { scene: item.scene, caption: item.caption },
    }
  })
}
