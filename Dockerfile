# Código Certo: the API server and the built web app in one image.
# Build stage: install everything, build the web app and the server bundle, then keep only the
# production dependencies. The bundle refers to its data (migrations, content/) by the paths they
# had at build time, so both stages use the same /app layout.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/content/package.json packages/content/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: no compilers, no dev dependencies, an unprivileged user.
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_PORT=9100 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/build/client apps/web/build/client
COPY --from=build /app/packages packages
COPY --from=build /app/content content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 9100
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As `npm run serve`: migrations run at start, SIGTERM drains requests. A memory limit is a
# deployment setting (NODE_OPTIONS=--max-old-space-size=..., README "Operating it").
CMD ["node", "apps/server/dist/server.mjs"]
