/**
 * The addresses the app knows in the resort area: streets of Crans-Montana, Lens, Chermignon,
 * Icogne, Randogne and Mollens with house numbers, each with its coordinates (inside the SPEC §9
 * box). The embedded address provider suggests from this list when no external service is set.
 */
export type KnownAddress = { label: string; latitude: number; longitude: number }

type Street = { name: string; numbers: readonly number[]; latitude: number; longitude: number }
type Locality = { zip: string; name: string; streets: readonly Street[] }

const LOCALITIES: readonly Locality[] = [
  {
    zip: '3963',
    name: 'Crans-Montana',
    streets: [
      { name: 'Rue Centrale', numbers: [2, 5, 8, 12, 17, 23], latitude: 46.3108, longitude: 7.4812 },
      { name: 'Route du Rawyl', numbers: [3, 9, 14, 21, 38, 45], latitude: 46.3121, longitude: 7.4839 },
      { name: 'Route de la Moubra', numbers: [6, 11, 19, 27, 44, 61], latitude: 46.3142, longitude: 7.4861 },
      { name: 'Route des Mélèzes', numbers: [4, 10, 15, 22], latitude: 46.3087, longitude: 7.4796 },
      { name: 'Rue du Prado', numbers: [1, 7, 13, 18], latitude: 46.3129, longitude: 7.4751 },
      { name: 'Route du Golf', numbers: [2, 6, 20, 34], latitude: 46.3135, longitude: 7.4732 },
      { name: 'Route de Vermala', numbers: [5, 12, 28, 40], latitude: 46.3178, longitude: 7.4902 },
      { name: 'Avenue de la Gare', numbers: [3, 8, 16, 24], latitude: 46.3097, longitude: 7.4884 },
      { name: 'Route de Plans-Mayens', numbers: [9, 25, 52, 70], latitude: 46.3214, longitude: 7.4795 },
      { name: 'Chemin des Barzettes', numbers: [2, 4, 11], latitude: 46.3113, longitude: 7.4907 },
      { name: 'Route de Crans', numbers: [10, 26, 31, 47], latitude: 46.3083, longitude: 7.4763 },
      { name: 'Route du Zotset', numbers: [3, 15, 29], latitude: 46.3162, longitude: 7.4748 },
      { name: 'Rue de la Combaz', numbers: [6, 14, 20], latitude: 46.3101, longitude: 7.4853 },
      { name: 'Route du Sanatorium', numbers: [8, 19, 33], latitude: 46.3149, longitude: 7.4958 },
    ],
  },
  {
    zip: '1978',
    name: 'Lens',
    streets: [
      { name: 'Route de Crans', numbers: [55, 63, 71], latitude: 46.2968, longitude: 7.4731 },
      { name: 'Chemin du Christ-Roi', numbers: [2, 9, 16], latitude: 46.2955, longitude: 7.4712 },
      { name: 'Rue du Village', numbers: [4, 12, 21], latitude: 46.2949, longitude: 7.4722 },
    ],
  },
  {
    zip: '3971',
    name: 'Chermignon',
    streets: [
      { name: 'Route de Chermignon-d’en-Haut', numbers: [5, 18, 32], latitude: 46.2978, longitude: 7.4761 },
      { name: 'Rue de la Place', numbers: [1, 6, 10], latitude: 46.2966, longitude: 7.4748 },
      { name: 'Chemin des Vignes', numbers: [3, 8, 14], latitude: 46.2942, longitude: 7.4774 },
    ],
  },
  {
    zip: '1977',
    name: 'Icogne',
    streets: [
      { name: 'Route d’Icogne', numbers: [7, 15, 24], latitude: 46.2991, longitude: 7.4704 },
      { name: 'Chemin de la Scierie', numbers: [2, 5], latitude: 46.3003, longitude: 7.4711 },
    ],
  },
  {
    zip: '3975',
    name: 'Randogne',
    streets: [
      { name: 'Route de Bluche', numbers: [4, 12, 26, 39], latitude: 46.3036, longitude: 7.5011 },
      { name: 'Chemin du Stand', numbers: [1, 8, 15], latitude: 46.3024, longitude: 7.4986 },
      { name: 'Route de Randogne', numbers: [3, 11, 20], latitude: 46.3011, longitude: 7.5038 },
    ],
  },
  {
    zip: '3974',
    name: 'Mollens',
    streets: [
      { name: 'Route de l’Aminona', numbers: [6, 21, 48, 75], latitude: 46.3121, longitude: 7.5072 },
      { name: 'Rue de Saint-Maurice-de-Laques', numbers: [2, 9, 13], latitude: 46.3082, longitude: 7.5059 },
      { name: 'Chemin de Conzor', numbers: [4, 10], latitude: 46.3067, longitude: 7.5046 },
    ],
  },
]

/** "Route de la Moubra 6, 3963 Crans-Montana": how the app writes a full address. */
export function formatAddress(street: string, number: number | string, zip: string, locality: string): string {
  return `${street} ${number}, ${zip} ${locality}`
}

/** Every known address; house numbers of one street are a few metres apart. */
export const KNOWN_ADDRESSES: readonly KnownAddress[] = LOCALITIES.flatMap((locality) =>
  locality.streets.flatMap((street) =>
    street.numbers.map((number, i) => ({
      label: formatAddress(street.name, number, locality.zip, locality.name),
      latitude: Math.round((street.latitude + i * 0.00012) * 1e6) / 1e6,
      longitude: Math.round((street.longitude + i * 0.00009) * 1e6) / 1e6,
    })),
  ),
)
