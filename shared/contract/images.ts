import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { bytes, params } from './http'

// Uploaded pictures and the share previews (og:image): bytes, not JSON.

/** An uploaded picture's blurred stand-in (a data: URL), shown until the picture arrives. */
export const Placeholder = z.string().nullable()

export const imageVariant = createRoute({
  method: 'get',
  path: '/images/{name}/{file}',
  tags: ['images'],
  summary:
    'One variant of an uploaded picture: {width}.avif, .webp or .jpg at a width its kind is cut at (immutable)',
  request: { params: params('name', 'file') },
  responses: bytes('image/*', 404, 503),
})

export const image = createRoute({
  method: 'get',
  path: '/images/{name}',
  tags: ['images'],
  summary: 'An uploaded picture as a JPEG at its smallest width, for places that take one address',
  request: { params: params('name') },
  responses: bytes('image/jpeg', 404, 503),
})

export const shareHome = createRoute({
  method: 'get',
  path: '/share/{lang}/home.jpg',
  tags: ['images'],
  summary: "The home page's share preview (1200 × 630 JPEG): the banner with the brand",
  request: { params: params('lang') },
  responses: bytes('image/jpeg', 404, 503),
})

export const shareProduct = createRoute({
  method: 'get',
  path: '/share/{lang}/products/{file}',
  tags: ['images'],
  summary: "A product's share preview ({slug}.jpg, 1200 × 630): its picture, name and price",
  request: { params: params('lang', 'file') },
  responses: bytes('image/jpeg', 404, 503),
})
