# syntax=docker/dockerfile:1
# Multi-stage: build the SPA and the BFF bundle, then run the BFF on Node 24 slim as a non-root user.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
# Exports, uploaded import workbooks and their error files live 30 days with their transactions, in /data. A fleet
# (REDIS_URL set) shares them: FILES_S3_BUCKET for an S3 bucket, or /data on a volume every replica mounts with
# FILES_SHARED_DISK=true; production refuses to start without one (docs/fleet.md).
# Production: give PUBLIC_ORIGIN, JWT_PRIVATE_JWK and the five *_URL at run time, or the BFF refuses to start.
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 EXPORT_DIR=/data/exports UPLOAD_DIR=/data/uploads
RUN mkdir -p /data && chown node:node /data
VOLUME /data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist/web ./dist/web
COPY --from=build --chown=node:node /app/dist/server ./dist/server
COPY --chown=node:node package.json ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# As `npm run serve`: a small young generation and a 160 MB old space keep a 100,000-row export well under 200 MB
# (docs/benchmarks.md). The BFF's own live data is small (sessions live in Redis); raise the old space with the container.
# An .xls import reads its file in a worker thread capped at 192 MB of heap, so give the container at least 512 MB.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=160", "dist/server/start.js"]
