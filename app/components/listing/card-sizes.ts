/** How wide a card picture is drawn in the auto-filling grid of a container (at most 1140 px). */
export const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 768px) 45vw, (min-width: 576px) 50vw, 100vw'
