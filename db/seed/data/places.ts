/** Villages of the Crans-Montana area used by the demo data, with a centre inside the map bounds (SPEC §9). */

export const MAP_BOUNDS = {
  minLatitude: 46.292457,
  maxLatitude: 46.357306,
  minLongitude: 7.469457,
  maxLongitude: 7.50994,
} as const

export type PlaceKey = 'crans-montana' | 'crans' | 'montana' | 'chermignon' | 'lens' | 'icogne' | 'randogne' | 'mollens'

export type Place = {
  key: PlaceKey
  name: string
  /** Centre used for the listings of the place; some villages lie just outside the map box, so their centre is its nearest corner. */
  latitude: number
  longitude: number
  /** One sentence placing a property in the village ("… situé …"), in each language. */
  setting: { fr: string; en: string }
  /** A second sentence about what is nearby. */
  nearby: { fr: string; en: string }
  /** Whether listings here may honestly be called close to the slopes. */
  nearSlopes: boolean
}

export const PLACES: readonly Place[] = [
  {
    key: 'crans-montana',
    name: 'Crans-Montana',
    latitude: 46.3105,
    longitude: 7.4815,
    setting: {
      fr: 'au cœur de Crans-Montana, à quelques pas des commerces, des restaurants et des remontées mécaniques',
      en: 'in the heart of Crans-Montana, a short walk from the shops, restaurants and ski lifts',
    },
    nearby: {
      fr: 'Le bus gratuit de la station s’arrête à proximité et le lac Grenon se rejoint en une dizaine de minutes à pied.',
      en: 'The free resort bus stops nearby and Lake Grenon is about ten minutes away on foot.',
    },
    nearSlopes: true,
  },
  {
    key: 'crans',
    name: 'Crans',
    latitude: 46.3125,
    longitude: 7.4745,
    setting: {
      fr: 'à Crans, entre la rue du Prado et le golf Severiano Ballesteros',
      en: 'in Crans, between the Rue du Prado and the Severiano Ballesteros golf course',
    },
    nearby: {
      fr: 'Les boutiques, les terrasses et la télécabine de Crans-Cry d’Er sont accessibles à pied.',
      en: 'Boutiques, café terraces and the Crans–Cry d’Er gondola are all within walking distance.',
    },
    nearSlopes: true,
  },
  {
    key: 'montana',
    name: 'Montana',
    latitude: 46.3095,
    longitude: 7.4885,
    setting: {
      fr: 'à Montana-Station, dans un quartier calme proche du lac Grenon et de la gare du funiculaire',
      en: 'in Montana-Station, in a quiet area near Lake Grenon and the funicular station',
    },
    nearby: {
      fr: 'La télécabine de Montana-Arnouva et le lac de la Moubra sont tout proches.',
      en: 'The Montana–Arnouva gondola and Lake Moubra are close by.',
    },
    nearSlopes: true,
  },
  {
    key: 'chermignon',
    name: 'Chermignon',
    latitude: 46.2972,
    longitude: 7.4735,
    setting: {
      fr: 'à Chermignon, village authentique entouré de prairies et de mélèzes, à cinq minutes en voiture de la station',
      en: 'in Chermignon, an authentic village surrounded by meadows and larch trees, five minutes’ drive from the resort',
    },
    nearby: {
      fr: 'La boulangerie, l’épicerie du village et l’arrêt du bus pour Crans se trouvent à quelques minutes à pied.',
      en: 'The village bakery, the grocery shop and the bus stop for Crans are a few minutes’ walk away.',
    },
    nearSlopes: false,
  },
  {
    key: 'lens',
    name: 'Lens',
    latitude: 46.2962,
    longitude: 7.4722,
    setting: {
      fr: 'à Lens, village historique dominé par la statue du Christ-Roi, avec une vue dégagée sur la vallée du Rhône',
      en: 'in Lens, a historic village overlooked by the Christ-Roi statue, with an open view over the Rhône valley',
    },
    nearby: {
      fr: 'La promenade du bisse de Lens, l’une des plus belles du Valais, commence à deux pas.',
      en: 'The walk along the Lens bisse, one of the finest irrigation-channel paths in Valais, starts just nearby.',
    },
    nearSlopes: false,
  },
  {
    key: 'icogne',
    name: 'Icogne',
    latitude: 46.2985,
    longitude: 7.4708,
    setting: {
      fr: 'à Icogne, petit village paisible en bordure de forêt, loin de l’agitation mais proche de tout',
      en: 'in Icogne, a peaceful little village on the edge of the forest, away from the bustle yet close to everything',
    },
    nearby: {
      fr: 'Les sentiers de randonnée partent directement du village et le centre de Crans est à dix minutes en voiture.',
      en: 'Hiking trails start right from the village and the centre of Crans is ten minutes away by car.',
    },
    nearSlopes: false,
  },
  {
    key: 'randogne',
    name: 'Randogne',
    latitude: 46.3035,
    longitude: 7.5015,
    setting: {
      fr: 'à Randogne, sur le versant ensoleillé entre vergers et forêts, en contrebas de Montana',
      en: 'in Randogne, on the sunny slope between orchards and forests, just below Montana',
    },
    nearby: {
      fr: 'Le bus régional rejoint la station en quelques minutes et le bisse du Tsittoret se trouve à proximité.',
      en: 'The regional bus reaches the resort in a few minutes and the Tsittoret irrigation-channel walk is nearby.',
    },
    nearSlopes: false,
  },
  {
    key: 'mollens',
    name: 'Mollens',
    latitude: 46.3085,
    longitude: 7.5055,
    setting: {
      fr: 'à Mollens, village ensoleillé sur la route du domaine skiable d’Aminona',
      en: 'in Mollens, a sunny village on the road to the Aminona ski area',
    },
    nearby: {
      fr: 'La télécabine d’Aminona est à quelques minutes en voiture et les forêts voisines invitent à la promenade.',
      en: 'The Aminona gondola is a few minutes away by car and the nearby forests invite you for a stroll.',
    },
    nearSlopes: true,
  },
]

export function placeByKey(key: PlaceKey): Place {
  const place = PLACES.find((p) => p.key === key)
  if (!place) throw new Error(`unknown place ${key}`)
  return place
}

const MARGIN = 0.0008

/** A point near the place's centre, always strictly inside the map bounds. */
export function jitterCoordinates(place: Place, dLat: number, dLon: number): { latitude: number; longitude: number } {
  const clamp = (v: number, min: number, max: number) => Math.min(max - MARGIN, Math.max(min + MARGIN, v))
  return {
    latitude: Math.round(clamp(place.latitude + dLat, MAP_BOUNDS.minLatitude, MAP_BOUNDS.maxLatitude) * 1e6) / 1e6,
    longitude: Math.round(clamp(place.longitude + dLon, MAP_BOUNDS.minLongitude, MAP_BOUNDS.maxLongitude) * 1e6) / 1e6,
  }
}
