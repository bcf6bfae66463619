import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { formatsFor, IMAGE_FORMAT_NAMES, IMAGE_FORMATS } from '../../domain/media/formats'
import { formatKey } from '../../domain/media/keys'
import type { MediaStore } from '../../domain/media/store'
import type { ImageFormat, Localized } from '../schema'
import { createRng, hashSeed, type Rng } from './prng'

/** What an image shows; drives the drawing. */
export type Scene = 'chalet' | 'building' | 'plot' | 'village' | 'landscape'
export type ImageZone = 'location' | 'sale' | 'content'

export type ImageSpec = {
  zone: ImageZone
  /** Index of the owner in its seed list; resolved to the row id at insert time. */
  ownerKey: string
  position: number
  scene: Scene
  /** Seed of the drawing, so every picture differs but stays the same between runs. */
  seed: string
  caption: Localized
}

export type RenderedImage = {
  hash: string
  folder: ImageZone
  width: number
  height: number
  formats: Record<string, ImageFormat>
}

const THEME = '#A17465'
const W = IMAGE_FORMATS.base.width
const H = IMAGE_FORMATS.base.height

type Palette = { skyTop: string; skyBottom: string; sun: string; far: string; mid: string; near: string; ground: string; snow: boolean }

const PALETTES: Palette[] = [
  { skyTop: '#3f7cc4', skyBottom: '#cfe6f7', sun: '#fff6d5', far: '#9fb4cc', mid: '#5d7591', near: '#33475e', ground: '#f4f7fb', snow: true },
  { skyTop: '#1d3b66', skyBottom: '#f2b48a', sun: '#ffe0b0', far: '#8a7f9e', mid: '#5a4f6e', near: '#2f2a3f', ground: '#e9e4ef', snow: true },
  { skyTop: '#5aa0d8', skyBottom: '#e6f2fb', sun: '#fffbe6', far: '#a7b9a4', mid: '#6b8a5e', near: '#3e5b36', ground: '#7fa35a', snow: false },
  { skyTop: '#7a5a8c', skyBottom: '#f3c7a3', sun: '#fff1d6', far: '#b59a8e', mid: THEME, near: '#5b3e34', ground: '#d8c3a5', snow: false },
  { skyTop: '#2e6fa8', skyBottom: '#bcdcf2', sun: '#ffffff', far: '#b8c6d6', mid: '#7b8ea3', near: '#46586b', ground: '#fbfcfe', snow: true },
  { skyTop: '#4b8fc7', skyBottom: '#f7e3c4', sun: '#fff5d1', far: '#a4b6a0', mid: '#768f5f', near: '#4a6136', ground: '#9bb56b', snow: false },
]

const f = (n: number) => Math.round(n * 10) / 10

/** A ridge line from left to right, as polygon points closed at the bottom of the picture. */
function ridge(rng: Rng, base: number, amplitude: number, peaks: number): { points: string; tops: Array<[number, number]> } {
  const pts: Array<[number, number]> = [[0, base + rng.float(-amplitude / 3, amplitude / 3)]]
  const tops: Array<[number, number]> = []
  const step = W / peaks
  for (let i = 0; i < peaks; i++) {
    const x0 = i * step
    const peakX = x0 + rng.float(step * 0.3, step * 0.7)
    const peakY = base - rng.float(amplitude * 0.45, amplitude)
    pts.push([x0 + rng.float(step * 0.1, step * 0.25), base - rng.float(0, amplitude * 0.35)])
    pts.push([peakX, peakY])
    tops.push([peakX, peakY])
    pts.push([x0 + step * rng.float(0.8, 0.95), base - rng.float(0, amplitude * 0.4)])
  }
  pts.push([W, base + rng.float(-amplitude / 3, amplitude / 3)], [W, H], [0, H])
  return { points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' '), tops }
}

function snowCaps(tops: Array<[number, number]>, size: number): string {
  return tops
    .map(([x, y]) => {
      const w = size * 0.9
      const h = size * 0.55
      return `<polygon points="${f(x)},${f(y)} ${f(x - w / 2)},${f(y + h)} ${f(x - w / 6)},${f(y + h * 0.75)} ${f(x + w / 8)},${f(y + h)} ${f(x + w / 2)},${f(y + h)}" fill="#ffffff" opacity="0.92"/>`
    })
    .join('')
}

function fir(x: number, y: number, h: number, color: string): string {
  const w = h * 0.42
  return `<polygon points="${f(x)},${f(y - h)} ${f(x - w / 2)},${f(y - h * 0.18)} ${f(x + w / 2)},${f(y - h * 0.18)}" fill="${color}"/><rect x="${f(x - h * 0.03)}" y="${f(y - h * 0.2)}" width="${f(h * 0.06)}" height="${f(h * 0.2)}" fill="#4a3328"/>`
}

function windowsRow(x: number, y: number, count: number, width: number, ww: number, wh: number, light: string): string {
  const gap = (width - count * ww) / (count + 1)
  let out = ''
  for (let i = 0; i < count; i++) {
    out += `<rect x="${f(x + gap + i * (ww + gap))}" y="${f(y)}" width="${f(ww)}" height="${f(wh)}" fill="${light}" stroke="#3b2a22" stroke-width="4"/>`
  }
  return out
}

function chalet(rng: Rng, cx: number, groundY: number, scale: number, snow: boolean): string {
  const w = 520 * scale
  const wallH = 300 * scale
  const roofH = 190 * scale
  const x = cx - w / 2
  const top = groundY - wallH
  const wood = rng.pick(['#8a5a3c', THEME, '#7a4b32', '#9b6a4a'])
  const stone = '#a9a39b'
  const light = rng.pick(['#ffe9a8', '#fff3cf', '#ffd98a'])
  const roof = snow ? '#f7f9fc' : rng.pick(['#4b3a33', '#5a463c', '#3d3431'])
  const overhang = 60 * scale
  return [
    `<rect x="${f(x)}" y="${f(groundY - wallH * 0.32)}" width="${f(w)}" height="${f(wallH * 0.32)}" fill="${stone}"/>`,
    `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(wallH * 0.7)}" fill="${wood}"/>`,
    ...Array.from({ length: 7 }, (_, i) => `<line x1="${f(x)}" y1="${f(top + (i + 1) * wallH * 0.09)}" x2="${f(x + w)}" y2="${f(top + (i + 1) * wallH * 0.09)}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`),
    `<polygon points="${f(x - overhang)},${f(top + 8)} ${f(cx)},${f(top - roofH)} ${f(x + w + overhang)},${f(top + 8)}" fill="${roof}" stroke="#3b2a22" stroke-width="10"/>`,
    `<polygon points="${f(cx - 70 * scale)},${f(top - 20 * scale)} ${f(cx)},${f(top - roofH + 40 * scale)} ${f(cx + 70 * scale)},${f(top - 20 * scale)}" fill="${light}" stroke="#3b2a22" stroke-width="5"/>`,
    windowsRow(x, top + wallH * 0.12, 3, w, 80 * scale, 95 * scale, light),
    `<rect x="${f(x - 20 * scale)}" y="${f(top + wallH * 0.5)}" width="${f(w + 40 * scale)}" height="${f(14 * scale)}" fill="#3b2a22"/>`,
    ...Array.from({ length: 14 }, (_, i) => `<rect x="${f(x - 20 * scale + i * (w + 40 * scale) / 13.5)}" y="${f(top + wallH * 0.5 - 40 * scale)}" width="${f(8 * scale)}" height="${f(40 * scale)}" fill="#3b2a22"/>`),
    `<rect x="${f(x - 20 * scale)}" y="${f(top + wallH * 0.5 - 44 * scale)}" width="${f(w + 40 * scale)}" height="${f(8 * scale)}" fill="#3b2a22"/>`,
    `<rect x="${f(cx - 45 * scale)}" y="${f(groundY - 130 * scale)}" width="${f(90 * scale)}" height="${f(130 * scale)}" fill="#4a3328"/>`,
    windowsRow(x, groundY - wallH * 0.26, 2, w * 0.55, 60 * scale, 50 * scale, light),
  ].join('')
}

function building(rng: Rng, cx: number, groundY: number, scale: number, snow: boolean): string {
  const floors = rng.int(3, 5)
  const w = 640 * scale
  const floorH = 95 * scale
  const h = floors * floorH
  const x = cx - w / 2
  const top = groundY - h
  const facade = rng.pick(['#efe6da', '#e7ddd0', '#f3ede4', '#e2d4c4'])
  const wood = rng.pick([THEME, '#8a5a3c', '#7a4b32'])
  const light = rng.pick(['#ffe9a8', '#cfe3f3', '#fff3cf'])
  const roof = snow ? '#f7f9fc' : '#4b3a33'
  let out = `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${facade}"/>`
  out += `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(floorH)}" fill="${wood}"/>`
  for (let i = 0; i < floors; i++) {
    const y = top + i * floorH
    out += windowsRow(x, y + floorH * 0.22, 5, w, 70 * scale, floorH * 0.5, light)
    if (i > 0) out += `<rect x="${f(x - 16 * scale)}" y="${f(y + floorH * 0.78)}" width="${f(w + 32 * scale)}" height="${f(10 * scale)}" fill="${wood}"/>`
  }
  out += `<polygon points="${f(x - 50 * scale)},${f(top + 6)} ${f(cx)},${f(top - 150 * scale)} ${f(x + w + 50 * scale)},${f(top + 6)}" fill="${roof}" stroke="#3b2a22" stroke-width="10"/>`
  return out
}

function village(rng: Rng, groundY: number, snow: boolean): string {
  let out = ''
  const n = rng.int(4, 7)
  for (let i = 0; i < n; i++) {
    const cx = (W / (n + 1)) * (i + 1) + rng.float(-40, 40)
    out += chalet(rng, cx, groundY - rng.float(0, 40), rng.float(0.3, 0.45), snow)
  }
  return out
}

/** The SVG of one picture: sky, sun, three mountain ranges, ground, firs and the subject. */
export function sceneSvg(scene: Scene, seed: string): string {
  const rng = createRng(hashSeed(seed))
  const p = rng.pick(PALETTES)
  const far = ridge(rng, H * 0.5, H * 0.3, rng.int(3, 5))
  const mid = ridge(rng, H * 0.62, H * 0.2, rng.int(4, 6))
  const near = ridge(rng, H * 0.74, H * 0.1, rng.int(5, 8))
  const groundY = H * 0.84
  const sunX = rng.float(W * 0.12, W * 0.88)
  const sunY = rng.float(H * 0.1, H * 0.28)
  let trees = ''
  const treeCount = rng.int(6, 14)
  for (let i = 0; i < treeCount; i++) {
    const x = rng.float(0, W)
    const inMiddle = Math.abs(x - W / 2) < 380 && scene !== 'landscape' && scene !== 'plot'
    if (inMiddle) continue
    trees += fir(x, groundY + rng.float(-20, 60), rng.float(140, 280), rng.pick(['#24462f', '#2f5a3a', '#1e3b28']))
  }
  let subject = ''
  if (scene === 'chalet') subject = chalet(rng, W / 2 + rng.float(-120, 120), groundY + 40, rng.float(0.95, 1.15), p.snow)
  else if (scene === 'building') subject = building(rng, W / 2 + rng.float(-120, 120), groundY + 40, rng.float(0.9, 1.05), p.snow)
  else if (scene === 'village') subject = village(rng, groundY + 30, p.snow)
  else if (scene === 'plot') {
    const x = W / 2 + rng.float(-200, 200)
    const corners = [[-360, 30], [300, 10], [420, 130], [-300, 150]] as const
    subject = `<polygon points="${corners.map(([dx, dy]) => `${f(x + dx)},${f(groundY + dy)}`).join(' ')}" fill="#ffffff" fill-opacity="0.18" stroke="${THEME}" stroke-width="8" stroke-dasharray="26 16"/>`
    for (const [dx, dy] of corners) {
      subject += `<rect x="${f(x + dx - 6)}" y="${f(groundY + dy - 60)}" width="12" height="60" fill="${THEME}"/>`
    }
  } else if (scene === 'landscape') {
    const x = rng.float(W * 0.3, W * 0.7)
    subject = `<ellipse cx="${f(x)}" cy="${f(groundY + 75)}" rx="${f(rng.float(260, 380))}" ry="${f(rng.float(38, 55))}" fill="${p.skyTop}" opacity="0.75"/>`
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(rng.float(45, 75))}" fill="${p.sun}" opacity="0.9"/>`,
    `<polygon points="${far.points}" fill="${p.far}"/>`,
    snowCaps(far.tops, 170),
    `<polygon points="${mid.points}" fill="${p.mid}"/>`,
    p.snow ? snowCaps(mid.tops, 110) : '',
    `<polygon points="${near.points}" fill="${p.near}"/>`,
    `<rect x="0" y="${f(groundY)}" width="${W}" height="${f(H - groundY)}" fill="${p.ground}"/>`,
    `<path d="M0 ${f(groundY)} Q ${f(W / 2)} ${f(groundY - 50)} ${W} ${f(groundY)} V ${H} H 0 Z" fill="${p.ground}"/>`,
    trees,
    subject,
    `<rect x="0" y="${H - 14}" width="${W}" height="14" fill="${THEME}"/>`,
    `</svg>`,
  ].join('')
}

export function imageHash(svg: string): string {
  return createHash('sha1').update(svg).digest('hex').slice(0, 16)
}

/** WebP settings: small files, and fast enough to draw the whole demo in a few seconds per core. */
const WEBP = { quality: 72, effort: 2 } as const

/** Copies a file through a temporary name, so a reader never sees half of it. */
async function writeAtomic(file: string, bytes: Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.floor(performance.now() * 1000)}.tmp`
  await fs.promises.writeFile(tmp, bytes)
  await fs.promises.rename(tmp, file)
}

/** The four formats drawn before (by any data directory) and kept in `cacheDir`, or null. */
async function fromCache(cacheDir: string | undefined, hash: string): Promise<Uint8Array[] | null> {
  if (!cacheDir) return null
  try {
    return await Promise.all(IMAGE_FORMAT_NAMES.map(async (name) => new Uint8Array(await fs.promises.readFile(path.join(cacheDir, `${hash}-${name}.webp`)))))
  } catch {
    return null
  }
}

async function toCache(cacheDir: string, hash: string, webp: Uint8Array[]): Promise<void> {
  try {
    await fs.promises.mkdir(cacheDir, { recursive: true })
    await Promise.all(IMAGE_FORMAT_NAMES.map((name, i) => writeAtomic(path.join(cacheDir, `${hash}-${name}.webp`), webp[i] as Uint8Array)))
  } catch {
    // the cache only saves time; a failure to fill it is not an error
  }
}

async function draw(svg: string): Promise<Uint8Array[]> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  return Promise.all(
    IMAGE_FORMAT_NAMES.map(async (name) => {
      const size = IMAGE_FORMATS[name]
      let pipeline = sharp(data, { raw })
      if (size.width !== info.width || size.height !== info.height) pipeline = pipeline.resize(size.width, size.height, { fit: 'cover' })
      return new Uint8Array(await pipeline.webp(WEBP).toBuffer())
    }),
  )
}

/**
 * Draws the picture and stores its four WebP formats under `{folder}/` in the media store, unless
 * they are all there already (same drawing, same hash). With `cacheDir`, pictures drawn before (by
 * any data directory) are taken from there instead of drawn again, and new drawings are added to it.
 */
export async function renderImage(
  spec: Pick<ImageSpec, 'zone' | 'scene' | 'seed'>,
  media: MediaStore,
  cacheDir?: string,
): Promise<RenderedImage & { written: boolean }> {
  const svg = sceneSvg(spec.scene, spec.seed)
  const hash = imageHash(svg)
  const keys = IMAGE_FORMAT_NAMES.map((name) => formatKey(spec.zone, hash, name))
  const result = { hash, folder: spec.zone, width: W, height: H, formats: formatsFor(spec.zone, hash) }
  if ((await Promise.all(keys.map((key) => media.exists(key)))).every(Boolean)) return { ...result, written: false }
  const cached = await fromCache(cacheDir, hash)
  const webp = cached ?? (await draw(svg))
  await Promise.all(keys.map((key, i) => media.put(key, webp[i] as Uint8Array, 'image/webp')))
  if (cacheDir && !cached) await toCache(cacheDir, hash, webp)
  return { ...result, written: !cached }
}

/** Stores a picture's formats under another folder too (a village view shared by a rental and a sale), unless they are there. */
export async function copyImage(media: MediaStore, hash: string, from: ImageZone, to: ImageZone): Promise<void> {
  await Promise.all(
    IMAGE_FORMAT_NAMES.map(async (name) => {
      const target = formatKey(to, hash, name)
      if (await media.exists(target)) return
      const bytes = await media.get(formatKey(from, hash, name))
      if (!bytes) throw new Error(`The seed's picture ${formatKey(from, hash, name)} is missing from the media store`)
      await media.put(target, bytes, 'image/webp')
    }),
  )
}

/** Runs the tasks with at most `limit` of them at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
