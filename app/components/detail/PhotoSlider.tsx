import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { Picture, type PictureData } from '../Picture'
import { useHydrated } from './useHydrated'

type PhotoSliderProps = {
  images: PictureData[]
  /** The offer's title, naming the slider ("Photos: Chalet Le Bisse"). */
  title: string
}

/** How far (px) a finger must travel sideways to change the photo. */
const SWIPE_THRESHOLD = 40

const slideId = (index: number) => `photo-${index + 1}`

/**
 * All the photos of an offer. Without JavaScript: a horizontal scroll-snap strip whose thumbnails
 * are links to each photo. Once hydrated: one photo at a time with previous/next buttons, the arrow
 * keys while the slider has focus, touch swipe (pointer events), thumbnail buttons and a live
 * "3 / 8" counter. The first photo loads eagerly, the others lazily.
 */
export function PhotoSlider({ images, title }: PhotoSliderProps) {
  const { t } = useTranslation('detail')
  const hydrated = useHydrated()
  const hintId = useId()
  const total = images.length
  const enhanced = hydrated && total > 1
  const [index, setIndex] = useState(0)
  const [dragX, setDragX] = useState(0)
  const drag = useRef<{ pointerId: number; startX: number; startY: number; dx: number } | null>(null)

  if (total === 0) return null
  const current = Math.min(index, total - 1)
  const go = (next: number) => setIndex(((next % total) + total) % total)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enhanced) return
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: total - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    go(target)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enhanced || (event.pointerType === 'mouse' && event.button !== 0)) return
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0 }
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current
    if (!state || state.pointerId !== event.pointerId) return
    const dx = event.clientX - state.startX
    const dy = event.clientY - state.startY
    // A mostly vertical gesture scrolls the page; leave it alone.
    if (state.dx === 0 && Math.abs(dy) > Math.abs(dx)) return
    state.dx = dx
    if (Math.abs(dx) > 4 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      try {
        // Keep receiving the moves when the finger leaves the photo.
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // The pointer is already gone (or was never active): the swipe still ends on pointerup.
      }
    }
    setDragX(dx)
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const state = drag.current
    if (!state || state.pointerId !== event.pointerId) return
    drag.current = null
    setDragX(0)
    if (cancelled || Math.abs(state.dx) < SWIPE_THRESHOLD) return
    go(state.dx < 0 ? current + 1 : current - 1)
  }

  return (
    <section className={`slider${enhanced ? ' is-enhanced' : ''}`}>
      <h2 className="visually-hidden">
        {t('slider.heading')}
      </h2>
      <div className="slider__stage">
        <div
          className="slider__viewport"
          role="region"
          aria-roledescription="carousel"
          aria-label={t('slider.label', { title })}
          aria-describedby={enhanced ? hintId : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
          onDragStart={(event) => event.preventDefault()}
        >
          <div
            className={`slider__track${dragX !== 0 ? ' is-dragging' : ''}`}
            style={enhanced ? { transform: `translateX(calc(${-current * 100}% + ${dragX}px))` } : undefined}
          >
            {images.map((image, i) => {
              const hidden = enhanced && i !== current
              return (
                <div
                  key={image.id}
                  id={slideId(i)}
                  className="slider__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('slider.slide', { index: i + 1, total })}
                  aria-hidden={hidden || undefined}
                  inert={hidden}
                >
                  <Picture
                    image={image}
                    className="slider__image"
                    sizes="(min-width: 1200px) 730px, (min-width: 992px) 610px, 100vw"
                    priority={i === 0}
                  />
                </div>
              )
            })}
          </div>
        </div>
        {enhanced ? (
          <>
            <button
              type="button"
              className="slider__nav slider__nav--previous"
              aria-label={t('slider.previous')}
              onClick={() => go(current - 1)}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className="slider__nav slider__nav--next"
              aria-label={t('slider.next')}
              onClick={() => go(current + 1)}
            >
              <Chevron direction="right" />
            </button>
            <p className="slider__counter" aria-live="polite" aria-atomic="true">
              <span className="visually-hidden">{t('slider.counter')} </span>
              {current + 1} / {total}
            </p>
          </>
        ) : null}
      </div>
      {enhanced ? (
        <p id={hintId} className="visually-hidden">
          {t('slider.hint')}
        </p>
      ) : null}
      {total > 1 ? (
        <ul className="slider__thumbs" aria-label={t('slider.thumbnails')}>
          {images.map((image, i) => {
            const label = t('slider.show', { index: i + 1, total })
            const picture = <Picture image={image} className="slider__thumb-image" sizes="96px" alt="" />
            return (
              <li key={image.id}>
                {enhanced ? (
                  <button
                    type="button"
                    className="slider__thumb"
                    aria-label={label}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => go(i)}
                  >
                    {picture}
                  </button>
                ) : (
                  <a className="slider__thumb" href={`#${slideId(i)}`} aria-label={label}>
                    {picture}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="square"
      />
    </svg>
  )
}
