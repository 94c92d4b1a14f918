# syntax=docker/dockerfile:1
# The storefront with its API and embedded database in one container on the current Node LTS:
# `docker build -t hanami .` then `docker run -p 3000:3000 -v hanami-data:/app/data hanami`.
# tests/deploy/dockerfile.test.ts runs these steps without Docker; `npm run test:unit` runs the
# tests on the Node major of the FROM lines.

FROM node:26-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:26-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
# A container is a real shop unless told otherwise: the server refuses to start on a stand-in (SMS
# log, Viva simulator, mail log), a default secret or an http origin. `-e APP_ENV=demo` runs a
# demonstration on the stand-ins, and every page says so (README, "Production checklist").
ENV APP_ENV=production
# glibc gives each allocating thread its own malloc arena (up to 8 per core) and keeps what it once
# held; two arenas kept the server 75-90 MB lower and flat over a soak (docs/benchmarks.md, "Soak").
ENV MALLOC_ARENA_MAX=2
# Memory: the container needs 512 MB. A first start on an empty volume loads the demo database the
# build seeded (about 300 MB at its peak, the embedded database's WebAssembly memory most of it),
# then it idles near 200 MB; a manager's photo upload is one sharp job of at most two at a time. V8's
# heap is bounded below the container so it collects before the kernel kills: tests/load/memory.test.ts
# holds the whole process under 512 MB with these bounds (docs/benchmarks.md, "Start and memory");
# the young generation in 2 MB halves keeps 40-60 MB less resident, which 20 uploads at once needed.
ENV NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=2"
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY scripts/start.mjs ./scripts/start.mjs
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `npm start` without npm in between: npm does not pass docker stop's SIGTERM on to the server,
# which then could not finish its requests and close the database (tests/deploy/dockerfile.test.ts).
# --liftoff-only keeps the embedded database's WebAssembly on V8's baseline compiler: 40-50 MB less
# at rest and a second less CPU at each start, orders as fast (NODE_FLAGS, scripts/production-server.mjs).
CMD ["node", "--liftoff-only", "scripts/start.mjs"]
