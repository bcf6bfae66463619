import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, type LogOutput, nonBlockingDestination } from './logger'

/** An output whose reader takes a line only when the test says so (a pipe read slowly, or never). */
function heldOutput() {
  const received: string[] = []
  let waiting: Array<() => void> = []
  const stream = new Writable({
    highWaterMark: 64,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk.toString())
      waiting.push(done)
    },
  })
  const readAll = async () => {
    while (waiting.length > 0) {
      const batch = waiting
      waiting = []
      for (const done of batch) done()
      await new Promise((r) => setImmediate(r))
    }
  }
  return { stream, received, readAll }
}

describe('logger output', () => {
  it('writes each line as it comes while the reader keeps up', async () => {
    const output = heldOutput()
    const log = createLogger('info', output.stream)
    log.info({ port: 3000 }, 'listening')
    await output.readAll()
    expect(output.received.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 30, port: 3000, msg: 'listening' })])
  })

  it('drops the lines beyond the waiting limit instead of holding the process, and says how many once read', async () => {
    const output = heldOutput()
    const destination = nonBlockingDestination(output.stream, 100)
    for (let i = 0; i < 10; i++) destination.write(`${JSON.stringify({ line: i, pad: 'x'.repeat(20) })}\n`)
    // About 40 bytes a line: three lines fit under 100 bytes waiting, the seven others are dropped.
    expect(output.stream.writableLength).toBeLessThan(200)
    await output.readAll()
    const lines = output.received.map((line) => JSON.parse(line))
    expect(lines.filter((l) => 'line' in l).map((l) => l.line)).toEqual([0, 1, 2])
    expect(lines.at(-1)).toMatchObject({ level: 40, dropped: 7 })
  })

  it('stops writing, without throwing, once its reader is gone (EPIPE)', async () => {
    const output = heldOutput()
    const destination = nonBlockingDestination(output.stream)
    output.stream.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))
    await new Promise((r) => setImmediate(r))
    expect(() => destination.write('after\n')).not.toThrow()
    expect(output.received).toEqual([])
  })

  it('stops writing when the output fails at once', () => {
    let calls = 0
    const failing: LogOutput = {
      writableLength: 0,
      write: () => {
        calls++
        throw Object.assign(new Error('write EIO'), { code: 'EIO' })
      },
      on: () => failing,
    }
    const destination = nonBlockingDestination(failing)
    expect(() => destination.write('one\n')).not.toThrow()
    destination.write('two\n')
    expect(calls).toBe(1)
  })
})
