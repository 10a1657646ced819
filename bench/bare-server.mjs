// A bare Hono server on Node answering every GET with the same body from memory: the floor a
// request through Sage is compared with (no database, no session, no compression).
//   node bench/bare-server.mjs <port> <body file>
import { readFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const [port, file] = process.argv.slice(2)
const body = readFileSync(file, 'utf8')
const app = new Hono().get('*', (c) => c.body(body, 200, { 'content-type': 'application/json' }))
serve({ fetch: app.fetch, port: Number(port) }, () => console.log('ready'))
