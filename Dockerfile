# syntax=docker/dockerfile:1
# Runs only the npm scripts the test suite exercises: npm ci, npm run build, npm start.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The image's own Node runs the server: the pinned Node binaries (optional dependencies, for
# developers' machines) stay out, and so do msgpackr's native helpers (bullmq works without them).
RUN npm run build && npm prune --omit=dev --omit=optional

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/content ./content
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself as PID 1's child of the runtime: SIGTERM reaches the server directly, whose graceful
# stop waits at most 25 s for requests and deliveries in flight (run with --stop-timeout 30).
CMD ["node", "build/server.js"]
