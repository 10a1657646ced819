// What showing a gallery of 100 photos costs a browser (list plus thumbnails, as served) next to
// keeping the images inline in the rows, and how fast the medical-records list answers.
import { gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { buildIfNeeded } from '#scripts/build-if-needed.mjs'
import { nextAddress, signedInCookie } from './people.ts'
import { percentile, startServer } from './server.ts'

const PHOTOS = 100
const LIST_REQUESTS = 1000
const CONCURRENCY = 8

buildIfNeeded()
const server = await startServer({ TRUST_PROXY: 'true' })
try {
  const cookie = await signedInCookie(server, 'gallery@example.org', 'a long bench password')
  const headers = { cookie, origin: server.baseURL }

  // Phone-sized photos: 2400×1800 JPEGs with fine detail (noise over a gradient), about 1 MB each.
  let originalBytes = 0
  for (let i = 0; i < PHOTOS; i += 1) {
    const noise = await sharp({
      create: {
        width: 600,
        height: 450,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer()
    const photo = await sharp(noise)
      .resize(2400, 1800)
      .modulate({ hue: i * 3 })
      .jpeg({ quality: 88 })
      .toBuffer()
    originalBytes += photo.length
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`)
    form.set('caption', `Photo number ${i + 1}`)
    const response = await fetch(`${server.baseURL}/api/photos`, { method: 'POST', body: form, headers })
    if (!response.ok) throw new Error(`upload failed: ${response.status}`)
  }

  const listResponse = await fetch(`${server.baseURL}/api/photos`, { headers })
  const listText = await listResponse.text()
  const list = JSON.parse(listText) as { photos: { thumb: string }[] }
  let thumbBytes = 0
  for (const photo of list.photos) {
    thumbBytes += (await (await fetch(`${server.baseURL}${photo.thumb}`, { headers })).arrayBuffer()).byteLength
  }
  const listBytes = gzipSync(listText).length
  // The other way: every row carries its image as a data URL, as a database column would.
  const inlineBytes = gzipSync(listText).length + Math.ceil((originalBytes * 4) / 3)

  console.log(`Gallery of ${PHOTOS} photos (${(originalBytes / 1024 / 1024).toFixed(1)} MB uploaded):`)
  console.log(
    `  list ${(listBytes / 1024).toFixed(1)} KiB gzip + thumbnails ${(thumbBytes / 1024 / 1024).toFixed(2)} MB = ${((listBytes + thumbBytes) / 1024 / 1024).toFixed(2)} MB`,
  )
  console.log(
    `  images inline in the rows instead: ${(inlineBytes / 1024 / 1024).toFixed(1)} MB (base64 barely compresses)`,
  )

  for (let i = 0; i < 100; i += 1) {
    await fetch(`${server.baseURL}/api/medical-records`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'Appointment',
        title: `Check-up ${i}`,
        date: '2026-05-01',
        doctor: 'Dr. Lee',
        notes: 'Bring the list of medicines.',
      }),
    })
  }
  const latencies: number[] = []
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < LIST_REQUESTS) {
        sent += 1
        const begin = performance.now()
        const response = await fetch(`${server.baseURL}/api/medical-records`, {
          headers: { ...headers, 'x-forwarded-for': nextAddress() },
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - begin)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  console.log(`Medical records list (100 records, ${LIST_REQUESTS} requests, ${CONCURRENCY} at a time):`)
  console.log(
    `  ${(LIST_REQUESTS / seconds).toFixed(0)} requests/s; p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  )
} finally {
  await server.stop()
}
