# syntax=docker/dockerfile:1
# Suuq's image: one server process (web app, API and images on PORT, the live socket on WS_PORT). Run several of it
# behind a proxy with compose.yaml; see "Running in production" in the README and docs/decisions/035.
#
#   docker build -t suuq .
#   docker run -e DATABASE_URL=… -e REDIS_URL=… -e AUTH_SECRET=… -p 3000:3000 -p 6001:6001 -v suuq-data:/data suuq

# ---- build: the same commands as a developer's machine (README: npm ci, npm run build)
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# Playwright (a dev dependency for the browser journeys) must not fetch a browser into the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/shared/package.json packages/shared/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only, installed apart so no build tool reaches the runtime image
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/shared/package.json packages/shared/package.json
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime: what the built server reads, and nothing else (checked by running the build from a copy holding
# only these files: migrations, the demo seed, the home and store pages rendered, an order, images, sign-in, the
# live socket)
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    WS_PORT=6001 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SHUTDOWN_DRAIN_MS=10000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# npm keeps one package under the server's workspace (a second version of fastify-plugin).
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
COPY package.json ./
COPY apps/server/package.json apps/server/package.json
# The web app's package.json makes its server-side renderer (dist/.ssr) an ES module.
COPY apps/web/package.json apps/web/package.json
COPY packages/shared/package.json packages/shared/package.json
# The server bundle finds its files where the sources keep them (apps/server/scripts/build-server.ts): migrations
# beside the database code, catalog art and word lists under assets/, the built web app beside the server.
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Uploads and generated keys live in DATA_DIR: a volume shared by every process.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 6001
# Ready: database and Redis answer, migrations done, not stopping (a stopping process drops out at once).
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
