import type { StayPrice } from '../../../domain/booking/stay-price'
import type { Included } from '../../../domain/catalogue/types'
import { StayIncluded } from './StayIncluded'
import { StayTerms } from './StayTerms'

/** The terms before "Book": the cancellation tiers of the chosen stay (or their rules) and what the price includes. */
export default function BoxTerms({ price, included }: { price: StayPrice | null; included: Included | null }) {
  return (
    <>
      <StayTerms price={price} />
      {included ? <StayIncluded included={included} /> : null}
    </>
  )
}
